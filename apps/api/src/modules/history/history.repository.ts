// SQL of the items' history (item_events): the one place its events are written, and the pages an owner
// reads. Every move (a transfer, a repair step, a purchase…) records its lines inside its own transaction.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { paged } from '../../db/paged';
import { itemEvents } from '../../db/schema';

export type HistoryEventRow = typeof itemEvents.$inferSelect;
/** One line of an item's history as a move writes it (the database gives its id). */
export type NewHistoryEvent = Omit<typeof itemEvents.$inferInsert, 'id'>;

const itemId = sql.placeholder('itemId');
const viewer = sql.placeholder('viewer');
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

/**
 * The events an owner reads as they concern them: every hand-over shows as its "Received" line, so the
 * "Sent" of the owner who gave it is their own (a recipient does not read "Sent" above their "Received").
 */
const seenBy: SQL = sql`not (${itemEvents.kind} = 'sent' and ${itemEvents.actorUserId} is distinct from ${viewer})`;

/** Built once per database, like the items' hot reads (docs/performance.md). */
function prepareStatements(db: Db) {
  return {
    page: db
      .select()
      .from(itemEvents)
      .where(and(eq(itemEvents.itemId, itemId), seenBy))
      .orderBy(desc(itemEvents.createdAt), desc(itemEvents.id))
      .limit(limit)
      .offset(offset)
      .prepare('items_history_page'),
    total: db
      .select({ n: count() })
      .from(itemEvents)
      .where(and(eq(itemEvents.itemId, itemId), seenBy))
      .prepare('items_history_total'),
  };
}

export class HistoryRepository {
  private readonly prepared: ReturnType<typeof prepareStatements>;

  constructor(db: Db) {
    this.prepared = prepareStatements(db);
  }

  /** Writes lines inside the caller's transaction: a move and its history commit (or fail) together. */
  async record(tx: DbOrTx, events: NewHistoryEvent | NewHistoryEvent[]): Promise<void> {
    const lines = Array.isArray(events) ? events : [events];
    if (lines.length > 0) await tx.insert(itemEvents).values(lines);
  }

  /** The same line in the history of each of these items (a batch sent, given back…). */
  async recordEach(tx: DbOrTx, itemIds: string[], line: Omit<NewHistoryEvent, 'itemId'>): Promise<void> {
    await this.record(
      tx,
      itemIds.map((itemId) => ({ ...line, itemId })),
    );
  }

  /**
   * Takes back an item's line of `kind` whose record is `record` (a chain event a reorganisation undid, decision
   * 031): what the chain no longer says did not happen.
   */
  async forgetRecorded(tx: DbOrTx, itemId: string, kind: string, record: string): Promise<void> {
    await tx
      .delete(itemEvents)
      .where(
        and(
          eq(itemEvents.itemId, itemId),
          eq(itemEvents.kind, kind),
          sql`${itemEvents.data}->>'record' = ${record}`,
        ),
      );
  }

  /** A page of an item's history as its owner (`viewer`) reads it. */
  async page(itemId: string, viewer: string, limit: number, offset: number) {
    return paged(
      this.prepared.page.execute({ itemId, viewer, limit, offset }),
      this.prepared.total.execute({ itemId, viewer }),
    );
  }
}
