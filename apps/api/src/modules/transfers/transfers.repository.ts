// SQL of transfers: locking the items, the transfers and their items (their one writer), the activity feed,
// pending transfers. The items themselves move through ItemWritesRepository.
import { and, asc, count, desc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idsWhere, Repository, rowWhere } from '../../db/repository';
import { clients, collections, items, transferItems, transfers, users } from '../../db/schema';

export type TransferRow = typeof transfers.$inferSelect;

export class TransfersRepository extends Repository {
  async user(tx: DbOrTx, id: string) {
    return rowWhere(tx, users, eq(users.id, id));
  }

  async userByPhone(tx: DbOrTx, phone: string) {
    return rowWhere(tx, users, eq(users.phone, phone));
  }

  /** Locks the items in a fixed order (no deadlock between two senders) and returns them. */
  async lockItems(tx: DbOrTx, ids: string[]) {
    return tx.select().from(items).where(inArray(items.id, ids)).orderBy(asc(items.id)).for('update');
  }

  async insertTransfer(tx: DbOrTx, values: typeof transfers.$inferInsert, itemIds: string[]) {
    const [row] = await tx.insert(transfers).values(values).returning();
    if (!row) throw new Error('transfer not stored');
    await tx.insert(transferItems).values(itemIds.map((itemId) => ({ transferId: row.id, itemId })));
    return row;
  }

  async transferForUpdate(tx: DbOrTx, id: string) {
    return rowWhere(tx, transfers, eq(transfers.id, id), { lock: true });
  }

  async itemIdsOf(tx: DbOrTx, transferId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: transferItems.itemId })
      .from(transferItems)
      .where(eq(transferItems.transferId, transferId));
    return rows.map((r) => r.id);
  }

  async setState(tx: DbOrTx, id: string, state: string, now: Date) {
    await tx.update(transfers).set({ state, settledAt: now }).where(eq(transfers.id, id));
  }

  async pendingFor(tx: DbOrTx, recipientId: string) {
    return tx
      .select()
      .from(transfers)
      .where(and(eq(transfers.recipientId, recipientId), eq(transfers.state, 'pending')))
      .for('update');
  }

  async pendingSentBy(tx: DbOrTx, senderId: string) {
    return tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(and(eq(transfers.senderId, senderId), eq(transfers.state, 'pending')))
      .orderBy(asc(transfers.createdAt));
  }

  async expiredPending(now: Date, limit = 100) {
    return idsWhere(
      this.db,
      transfers,
      and(eq(transfers.state, 'pending'), lte(transfers.expiresAt, now)),
      limit,
    );
  }

  async activity(userId: string, direction: 'all' | 'sent' | 'received', limit: number, offset: number) {
    // received: items sent to this phone, and items bought (a purchase has no sender: the brand sold it)
    const received = and(eq(transfers.recipientId, userId), inArray(transfers.kind, ['phone', 'purchase']));
    const where: SQL | undefined =
      direction === 'sent'
        ? eq(transfers.senderId, userId)
        : direction === 'received'
          ? received
          : or(eq(transfers.senderId, userId), received);
    const rows = await this.db
      .select({
        transfer: transfers,
        item: { id: items.id, name: items.name },
        sender: { phone: users.phone },
        brand: { name: clients.name },
      })
      .from(transferItems)
      .innerJoin(transfers, eq(transferItems.transferId, transfers.id))
      .innerJoin(items, eq(transferItems.itemId, items.id))
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .leftJoin(users, eq(transfers.senderId, users.id))
      .where(where)
      // transfers made in the same instant stay apart and in one order, so pages neither repeat nor skip
      .orderBy(desc(transfers.createdAt), asc(transfers.id), asc(transferItems.itemId))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db
      .select({ n: count() })
      .from(transferItems)
      .innerJoin(transfers, eq(transferItems.transferId, transfers.id))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async phonesOf(ids: string[]) {
    if (!ids.length) return new Map<string, string>();
    const rows = await this.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r.phone]));
  }
}
