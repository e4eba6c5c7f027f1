// A passport as each role reads it (docs/decisions/035-the-item-passport.md): the model's fields with the item's
// own over them (a field the item has replaces the model's, null included), as they stood at `asOf`; only the
// fields and documents written for the role's audiences; the owner's own record for the owner always, for the
// brand's after-sales only when the item's current owner consented, never for the public or an authority.
import {
  type ItemPassportFields,
  PASSPORT_FIELD_AUDIENCE,
  type PassportAudience,
  type PassportFieldName,
  type PassportRole,
  type PassportView,
} from '@heirloom/contract';
import { AppError, notFound } from '../../lib/errors';
import { itemAddress } from '../../lib/digital-link';
import type { Clock } from '../../lib/clock';
import { asOfMoment, presentVersion } from './as-of';
import type { PassportConsentsRepository } from './passport-consents.repository';
import type { PassportDocuments } from './passport-documents';
import type { PassportReadRepository } from './passport-read.repository';
import type { PassportRepository } from './passport.repository';

export type PassportItem = NonNullable<Awaited<ReturnType<PassportReadRepository['byId']>>>;

/** The audiences each role reads. */
export const ROLE_AUDIENCES: Record<PassportRole, readonly PassportAudience[]> = {
  public: ['public'],
  owner: ['public'],
  afterSales: ['public', 'afterSales'],
  authority: ['public', 'afterSales', 'authority'],
};

const CLOSED_REPAIR_STATES = new Set(['completed', 'rejected', 'cancelled']);

export interface PassportViewsDeps {
  repo: PassportRepository;
  reads: PassportReadRepository;
  consents: PassportConsentsRepository;
  documents: PassportDocuments;
  clock: Clock;
  publicUrl: string;
}

/** The model's fields with the item's own over them: a field the item has replaces the model's, null included. */
export function mergedFields(model: ItemPassportFields, item: ItemPassportFields): ItemPassportFields {
  return { ...model, ...item };
}

export class PassportViews {
  constructor(private readonly deps: PassportViewsDeps) {}

  /** The passport of an item as `role` reads it as of `asOf`; none written by then: 404 PASSPORT_NOT_FOUND. */
  async view(
    item: PassportItem,
    role: PassportRole,
    asOf: string | undefined,
    /** whose record the view shows (null: none), and the owner's consent (the owner's view only) */
    shown: { recordOf: string | null; consent: boolean | null } = { recordOf: null, consent: null },
  ): Promise<PassportView> {
    const at = asOfMoment(asOf);
    const model = { collectionId: item.collectionId, itemId: null };
    const own = { collectionId: item.collectionId, itemId: item.id };
    const [modelRow, itemRow, modelHistory, itemHistory] = await Promise.all([
      this.deps.repo.latest(model, at),
      this.deps.repo.latest(own, at),
      this.deps.repo.history(model, at),
      this.deps.repo.history(own, at),
    ]);
    if (!modelRow && !itemRow) throw new AppError(404, 'PASSPORT_NOT_FOUND');
    const audiences = ROLE_AUDIENCES[role];
    const merged = mergedFields(modelRow?.fields ?? {}, itemRow?.fields ?? {});
    const fields: ItemPassportFields = {};
    for (const [name, value] of Object.entries(merged) as [PassportFieldName, unknown][]) {
      if (name === 'documents') continue;
      if (audiences.includes(PASSPORT_FIELD_AUDIENCE[name])) Object.assign(fields, { [name]: value });
    }
    const listed = (merged.documents ?? []).filter((d) => audiences.includes(d.audience));
    fields.documents = listed;
    const rows = await this.deps.repo.documentsOf(
      item.clientId,
      listed.map((d) => d.id),
    );
    const byId = new Map(rows.map((row) => [row.id, this.deps.documents.present(row)]));
    const history = [...modelHistory, ...itemHistory]
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.version - b.version)
      // who wrote a version is the brand's staff's business: the views name the brand
      .map((row) => ({ ...presentVersion(row), by: item.brand }));
    return {
      role,
      asOf: (at ?? this.deps.clock.now()).toISOString(),
      item: {
        digitalLink: itemAddress(this.deps.publicUrl, item, item.gtin),
        gtin: item.gtin,
        serialNumber: item.serialNumber,
        name: item.name,
        brand: item.brand,
        model: item.model,
      },
      versions: { model: modelRow?.version ?? null, item: itemRow?.version ?? null },
      fields,
      documents: listed.flatMap((d) => {
        const file = byId.get(d.id);
        return file
          ? [{ ...d, url: file.url, mediaType: file.mediaType, size: file.size, sha256: file.sha256 }]
          : [];
      }),
      personal: shown.recordOf ? await this.record(item, shown.recordOf) : null,
      consent: shown.consent === null ? null : { shareWithBrand: shown.consent },
      history,
    };
  }

  /** The owner's own record of the item: since when and how they hold it, their repairs at its brand. */
  private async record(item: PassportItem, ownerId: string): Promise<PassportView['personal']> {
    const [acquiredBy, repairs] = await Promise.all([
      this.deps.reads.acquiredBy(item.id, ownerId),
      this.deps.reads.repairsOf(item.id, ownerId, item.clientId),
    ]);
    return {
      heldSince: item.acquiredAt.toISOString(),
      acquiredBy,
      repairs: repairs.map((r) => ({
        store: r.store,
        state: r.state,
        openedAt: r.openedAt.toISOString(),
        closedAt: CLOSED_REPAIR_STATES.has(r.state) ? r.updatedAt.toISOString() : null,
      })),
    };
  }

  /** The item's passport as its owner reads it; another owner's item: 404. */
  async forOwner(ownerId: string, itemId: string, asOf?: string): Promise<PassportView> {
    const item = await this.deps.reads.byId(itemId);
    if (!item || item.ownerId !== ownerId) throw notFound();
    const consent = await this.deps.consents.sharesWithBrand(item.id, ownerId);
    return this.view(item, 'owner', asOf, { recordOf: ownerId, consent });
  }

  /** The owner's consent to share their record with the brand's after-sales; another owner's item: 404. */
  async setConsent(ownerId: string, itemId: string, shareWithBrand: boolean) {
    const item = await this.deps.reads.byId(itemId);
    if (!item || item.ownerId !== ownerId) throw notFound();
    const now = this.deps.clock.now();
    await this.deps.consents.transaction((tx) =>
      this.deps.consents.set(tx, item.id, ownerId, shareWithBrand, now),
    );
    return { shareWithBrand };
  }

  /** The item's passport as the brand's after-sales read it: the owner's record only with their consent. */
  async forAfterSales(clientId: string, itemId: string, asOf?: string): Promise<PassportView> {
    const item = await this.deps.reads.byId(itemId);
    if (!item || item.clientId !== clientId) throw notFound();
    const consent = item.ownerId ? await this.deps.consents.sharesWithBrand(item.id, item.ownerId) : false;
    return this.view(item, 'afterSales', asOf, { recordOf: consent ? item.ownerId : null, consent: null });
  }
}
