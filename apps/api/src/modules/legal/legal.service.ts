// Legal documents (docs/product.md "Legal"): versioned per type and language; the user accepts the latest
// version of each (an older or unknown version answers 409 LEGAL_OUTDATED and nothing is recorded), and a
// newly published version makes them out of date until they accept it too.
import {
  legalTypes,
  type LastLegalsAccepted,
  type Language,
  type LegalDocument,
  type LegalType,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { LegalDocumentRow, LegalRepository } from './legal.repository';
import { Service } from '../service';

const present = (row: LegalDocumentRow): LegalDocument => ({
  id: row.id,
  type: row.type as LegalType,
  version: row.version,
  language: row.language as Language,
  title: row.title,
  body: row.body,
  publishedAt: row.publishedAt.toISOString(),
});

export interface LegalServiceDeps {
  repo: LegalRepository;
  clock: Clock;
}

export class LegalService extends Service<LegalServiceDeps> {
  async latest(type: LegalType, language: Language): Promise<LegalDocument> {
    const [row] = await this.deps.repo.versions(type, language, 1);
    if (!row) throw notFound();
    return present(row);
  }

  async versions(type: LegalType, language: Language) {
    const rows = await this.deps.repo.versions(type, language);
    return { items: rows.map(present), total: rows.length };
  }

  async byId(id: string): Promise<LegalDocument> {
    const row = await this.deps.repo.byId(id);
    if (!row) throw notFound();
    return present(row);
  }

  /** Account deletion, inside its transaction: the account's acceptances go. */
  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await this.deps.repo.eraseFor(tx, userId);
  }

  async lastAccepted(userId: string): Promise<LastLegalsAccepted> {
    const latest = await this.deps.repo.latestVersions();
    const [terms, privacy] = await Promise.all(
      legalTypes.map(async (type) => {
        const latestVersion = latest[type];
        // published at start (ensureLegalDocuments): absent only if someone emptied the table
        if (!latestVersion) throw notFound();
        const accepted = await this.deps.repo.lastAccepted(userId, type);
        return {
          latestVersion,
          acceptedVersion: accepted?.version ?? null,
          acceptedAt: accepted?.acceptedAt.toISOString() ?? null,
          upToDate: accepted?.version === latestVersion,
        };
      }),
    );
    if (!terms || !privacy) throw notFound();
    return {
      termsAndConditions: terms,
      privacyPolicy: privacy,
      upToDate: terms.upToDate && privacy.upToDate,
    };
  }

  /**
   * Accepts these versions, all or none: each must be the latest of its type. `field` names the input
   * field of a refused version (the body's `version` when one document is accepted alone).
   */
  async accept(
    userId: string,
    versions: Partial<Record<LegalType, number>>,
    field?: string,
  ): Promise<LastLegalsAccepted> {
    const now = this.deps.clock.now();
    await this.deps.repo.transaction(async (tx: DbOrTx) => {
      const latest = await this.deps.repo.latestVersions(tx);
      for (const type of legalTypes) {
        const version = versions[type];
        if (version === undefined) continue;
        const current = latest[type];
        if (version !== current) {
          throw new AppError(409, 'LEGAL_OUTDATED', {
            field: field ?? type,
            document: type,
            version,
            latest: current ?? 0,
          });
        }
      }
      for (const type of legalTypes) {
        const version = versions[type];
        if (version !== undefined) await this.deps.repo.accept(tx, userId, type, version, now);
      }
    });
    return this.lastAccepted(userId);
  }
}
