// Who reads a passport or a document through the public routes: anyone (the public view), or an authority with a
// live key of the item's brand (every field and document, never personal data). A key that is sent must be good:
// an unknown, expired or revoked one is refused (401 AUTHORITY_KEY_INVALID), never answered with the public view;
// another brand's key is told the item does not exist. A document is anyone's when a passport lists it for the
// public now; otherwise an authority of its brand, or the brand's catalogue and after-sales staff, read it.
import { AUTHORITY_KEY_PREFIX, gtin14Of, type PassportView } from '@heirloom/contract';
import { AppError, notFound } from '../../lib/errors';
import type { AuthorityKeys } from './authority-keys';
import type { PassportDocuments } from './passport-documents';
import type { PassportRepository } from './passport.repository';
import type { PassportReadRepository } from './passport-read.repository';
import type { PassportViews } from './passport-views';

/** A console session that may read a brand's documents (the staff module's check). */
export type StaffCheck = (token: string, clientId: string) => Promise<boolean>;

export class PassportAccess {
  constructor(
    private readonly deps: {
      repo: PassportRepository;
      reads: PassportReadRepository;
      views: PassportViews;
      documents: PassportDocuments;
      authorityKeys: AuthorityKeys;
      staffMayRead: StaffCheck;
    },
  ) {}

  /** The passport a Digital Link names, as the public or (with a key) an authority reads it. */
  async byIdentity(
    gtin: string,
    serial: string,
    asOf: string | undefined,
    bearer?: string,
  ): Promise<PassportView> {
    const authority = bearer === undefined ? undefined : await this.deps.authorityKeys.authenticate(bearer);
    const gtin14 = gtin14Of(gtin);
    const item = gtin14 ? await this.deps.reads.byIdentity(gtin14, serial) : undefined;
    if (!item || (authority && authority.clientId !== item.clientId)) throw notFound();
    return this.deps.views.view(item, authority ? 'authority' : 'public', asOf);
  }

  /** The public passport of the item a Digital Link names, as of `asOf`; none written by then: undefined. */
  async publicPassport(gtin: string, serial: string, asOf?: string): Promise<PassportView | undefined> {
    return this.byIdentity(gtin, serial, asOf).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    });
  }

  /** A document's bytes, for whoever may read it; anyone else is told it does not exist. */
  async document(id: string, bearer?: string) {
    const file = await this.deps.documents.read(id);
    if (!file) throw notFound();
    const clientId = file.row.clientId;
    if (bearer?.startsWith(AUTHORITY_KEY_PREFIX)) {
      const authority = await this.deps.authorityKeys.authenticate(bearer);
      if (authority.clientId !== clientId) throw notFound();
      return file;
    }
    if (await this.deps.repo.listedNow(clientId, id, 'public')) return file;
    if (bearer && (await this.deps.staffMayRead(bearer, clientId))) return file;
    throw notFound();
  }
}
