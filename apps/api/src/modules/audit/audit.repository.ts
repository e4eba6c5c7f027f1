// SQL of the brands' audit logs: the one writer of audit_entries, called by every module that changes a brand's
// data, inside that change's transaction (an entry exists if, and only if, its change does).
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countWhere, paged } from '../../db/paged';
import { Repository } from '../../db/repository';
import { auditEntries } from '../../db/schema';
import type { AuditEvent, BrandActor } from './audit';

export class AuditRepository extends Repository {
  async record(tx: DbOrTx, actor: BrandActor, event: AuditEvent, at: Date): Promise<void> {
    await tx.insert(auditEntries).values({
      clientId: actor.clientId,
      at,
      actorKind: actor.kind,
      actorId: actor.id,
      actorLabel: actor.label,
      action: event.action,
      targetKind: event.target?.kind ?? null,
      targetId: event.target?.id ?? null,
      targetLabel: event.target?.label ?? null,
      details: event.details ?? {},
    });
  }

  /** A page of the brand's log, newest first. */
  async page(clientId: string, limit: number, offset: number) {
    const where = eq(auditEntries.clientId, clientId);
    return paged(
      this.db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(desc(auditEntries.at), desc(auditEntries.seq))
        .limit(limit)
        .offset(offset),
      countWhere(this.db, auditEntries, where),
    );
  }
}
