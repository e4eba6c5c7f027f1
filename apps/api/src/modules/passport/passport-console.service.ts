// A model's and an item's passport as the brand's catalogue staff write it in the console (and by CSV): each write
// that changes something is a new version, refused when it was made from a version that is no longer the latest
// (PASSPORT_CHANGED); GLNs have their check digit, listed documents are the brand's own uploads; every write is
// in the brand's audit log, in the write's transaction.
import {
  emptyPassportFields,
  type ConsolePassport,
  isGln,
  type ItemPassportFields,
  passportFieldNames,
} from '@heirloom/contract';
import { isDeepStrictEqual } from 'node:util';
import type { DbOrTx } from '../../db/client';
import { lockKeys } from '../../db/locks';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import { asOfMoment, presentVersion } from './as-of';
import type { PassportRepository, PassportScope } from './passport.repository';

export interface PassportConsoleDeps {
  repo: PassportRepository;
  audit: AuditRepository;
  clock: Clock;
}

/** What a write is about, as the audit log names it. */
export interface PassportTarget {
  scope: PassportScope;
  kind: 'collection' | 'item';
  label: string;
}

/** The fields whose value (or presence, for an item's own) differs between two versions. */
export function changedFields(before: ItemPassportFields, after: ItemPassportFields): string[] {
  return passportFieldNames.filter(
    (name) => name in before !== name in after || !isDeepStrictEqual(before[name], after[name]),
  );
}

export class PassportConsoleService {
  constructor(private readonly deps: PassportConsoleDeps) {}

  /** The brand's collection as a passport's target; another brand's: 404. */
  async modelTarget(clientId: string, collectionId: string, tx?: DbOrTx): Promise<PassportTarget> {
    const collection = await this.deps.repo.collection(clientId, collectionId, tx);
    if (!collection) throw notFound();
    return { scope: { collectionId, itemId: null }, kind: 'collection', label: collection.name };
  }

  /** The brand's item as a passport's target; another brand's: 404. */
  async itemTarget(clientId: string, itemId: string, tx?: DbOrTx): Promise<PassportTarget> {
    const row = await this.deps.repo.item(clientId, itemId, tx);
    if (!row) throw notFound();
    return {
      scope: { collectionId: row.collection.id, itemId },
      kind: 'item',
      label: `${row.item.name} · ${row.item.serialNumber}`,
    };
  }

  /** A passport as the console edits it, as of `asOf` (a date before its first version: PASSPORT_NOT_FOUND). */
  async read(target: PassportTarget, asOf?: string): Promise<ConsolePassport> {
    const at = asOfMoment(asOf);
    const [latest, history] = await Promise.all([
      this.deps.repo.latest(target.scope, at),
      this.deps.repo.history(target.scope, at),
    ]);
    if (!latest && at) throw new AppError(404, 'PASSPORT_NOT_FOUND');
    const none = target.kind === 'collection' ? emptyPassportFields() : {};
    return {
      fields: latest?.fields ?? none,
      version: latest?.version ?? null,
      updatedAt: latest?.at.toISOString() ?? null,
      updatedBy: latest?.byLabel ?? null,
      versions: history.map(presentVersion),
    };
  }

  /** Writes a passport from the version the writer read (`baseVersion`, null: none yet); unchanged: no version. */
  async write(
    actor: BrandActor,
    target: PassportTarget,
    fields: ItemPassportFields,
    baseVersion: number | null,
  ): Promise<ConsolePassport> {
    await this.check(actor.clientId, fields);
    await this.deps.repo.transaction(async (tx) => {
      const latest = await this.lockLatest(tx, target);
      if ((latest?.version ?? null) !== baseVersion) throw new AppError(409, 'PASSPORT_CHANGED');
      await this.writeIn(tx, actor, target, fields, { action: 'passport.updated', by: actor.label });
    });
    return this.read(target);
  }

  /** Locks a passport for the transaction (across instances), and reads its latest version. */
  async lockLatest(tx: DbOrTx, target: PassportTarget) {
    await lockKeys(tx, `passport:${target.scope.itemId ?? target.scope.collectionId}`);
    return this.deps.repo.latest(target.scope, undefined, tx);
  }

  /**
   * Adds the next version of a passport in `tx` (locked by lockLatest before) when the fields changed, with its
   * audit entry: whether it did.
   */
  async writeIn(
    tx: DbOrTx,
    actor: BrandActor,
    target: PassportTarget,
    fields: ItemPassportFields,
    how: { action: string; by: string },
  ): Promise<boolean> {
    const latest = await this.deps.repo.latest(target.scope, undefined, tx);
    const changed = changedFields(latest?.fields ?? {}, fields);
    if (changed.length === 0) return false;
    const now = this.deps.clock.now();
    const version = (latest?.version ?? 0) + 1;
    await this.deps.repo.insertVersion(tx, {
      clientId: actor.clientId,
      collectionId: target.scope.collectionId,
      itemId: target.scope.itemId,
      version,
      fields,
      changed,
      at: now,
      byLabel: how.by,
    });
    const event = {
      action: how.action,
      target: {
        kind: target.kind,
        id: target.scope.itemId ?? target.scope.collectionId,
        label: target.label,
      },
      details: { version, changed },
    };
    await this.deps.audit.record(tx, actor, event, now);
    return true;
  }

  /** The checks the schemas cannot make: GLN check digits, and the documents being this brand's uploads. */
  async check(clientId: string, fields: ItemPassportFields, tx?: DbOrTx): Promise<void> {
    for (const party of ['manufacturer', 'facility'] as const) {
      const gln = fields[party]?.gln;
      if (gln && !isGln(gln)) throw new AppError(400, 'GLN_INVALID', { field: `${party}.gln` });
    }
    const ids = [...new Set((fields.documents ?? []).map((d) => d.id))];
    const known = await this.deps.repo.documentsOf(clientId, ids, tx);
    if (known.length !== ids.length)
      throw new AppError(400, 'PASSPORT_DOCUMENT_UNKNOWN', { field: 'documents' });
  }
}
