// SQL of lost/stolen declarations and finder messages (their one writer) and of the public authenticity page.
// The item's opposition and status change through ItemWritesRepository.
import { and, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import { collections, finderMessages, items, oppositions, transferItems, transfers } from '../../db/schema';
import { itemsWithContext } from '../items/items.repository';
import { lockKeys } from '../../db/locks';

export class ProtectionRepository extends Repository {
  async lockOwnedItem(tx: DbOrTx, ownerId: string, itemId: string) {
    return rowWhere(tx, items, and(eq(items.id, itemId), eq(items.ownerId, ownerId)), { lock: true });
  }

  async insertOpposition(tx: DbOrTx, values: typeof oppositions.$inferInsert) {
    await tx.insert(oppositions).values(values);
  }

  async closeOpposition(tx: DbOrTx, itemId: string, details: string, now: Date) {
    await tx
      .update(oppositions)
      .set({ withdrawnAt: now, withdrawDetails: details })
      .where(and(eq(oppositions.itemId, itemId), isNull(oppositions.withdrawnAt)));
  }

  /**
   * Account deletion, before the owner's items are held: what finders wrote to this owner goes (their words
   * and contacts were for this owner alone; a returning owner starts afresh, like any new holder), and the
   * words of the owner's declarations are blanked (the rows stay: the item's status).
   */
  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await tx
      .delete(finderMessages)
      .where(
        inArray(
          finderMessages.itemId,
          tx.select({ id: items.id }).from(items).where(eq(items.ownerId, userId)),
        ),
      );
    await tx
      .update(oppositions)
      .set({
        details: '',
        withdrawDetails: sql`case when ${oppositions.withdrawDetails} is null then null else '' end`,
      })
      .where(eq(oppositions.ownerId, userId));
  }

  async publicItem(publicId: string) {
    const [row] = await itemsWithContext(this.db).where(eq(items.publicId, publicId)).limit(1);
    return row;
  }

  /** The item a Digital Link names: the collection with this GTIN, its item with this serial (each unique). */
  async publicItemByKey(gtin: string, serial: string) {
    const [row] = await itemsWithContext(this.db)
      .where(and(eq(collections.gtin, gtin), eq(items.serialNumber, serial)))
      .limit(1);
    return row;
  }

  /** Completed changes of hands (sent and received, or sent out to a wallet). */
  async doneTransfers(itemId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(transferItems)
      .innerJoin(transfers, eq(transferItems.transferId, transfers.id))
      .where(and(eq(transferItems.itemId, itemId), eq(transfers.state, 'done')));
    return row?.n ?? 0;
  }

  /** The item as it stands, share-locked: a declaration cannot be withdrawn until the caller commits. */
  async itemForShare(tx: DbOrTx, itemId: string) {
    const [row] = await tx
      .select({ oppositionKind: items.oppositionKind })
      .from(items)
      .where(eq(items.id, itemId))
      .limit(1)
      .for('share');
    return row;
  }

  /**
   * Serialises the finder messages of one sender and those to one item until the transaction ends, so that
   * both hourly caps hold under a burst (a share lock on the item's row would let every writer through at once).
   */
  async lockFinderLimits(tx: DbOrTx, senderHash: string, itemId: string) {
    await lockKeys(tx, `finder-sender:${senderHash}`, `finder-item:${itemId}`);
  }

  async messagesSince(tx: DbOrTx, by: { senderHash?: string; itemId?: string }, since: Date) {
    const where = by.senderHash
      ? eq(finderMessages.senderHash, by.senderHash)
      : eq(finderMessages.itemId, by.itemId ?? '');
    const rows = await tx
      .select({ createdAt: finderMessages.createdAt })
      .from(finderMessages)
      .where(and(where, gt(finderMessages.createdAt, since)))
      .orderBy(desc(finderMessages.createdAt));
    return rows.map((r) => r.createdAt);
  }

  async insertMessage(tx: DbOrTx, values: typeof finderMessages.$inferInsert) {
    await tx.insert(finderMessages).values(values);
  }

  /** A page of the item's finder messages that came after `since`, newest first, and their counts. */
  async finderMessagePage(itemId: string, since: Date, limit: number, offset: number) {
    const where = receivedSince(itemId, since);
    const [rows, [counts]] = await Promise.all([
      this.db
        .select()
        .from(finderMessages)
        .where(where)
        .orderBy(desc(finderMessages.createdAt), desc(finderMessages.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({
          total: count(),
          unhandled: sql<number>`count(*) filter (where ${finderMessages.handledAt} is null)`.mapWith(Number),
        })
        .from(finderMessages)
        .where(where),
    ]);
    return { rows, total: counts?.total ?? 0, unhandled: counts?.unhandled ?? 0 };
  }

  /**
   * Marks one message handled (keeping the first time) or not, in one statement with the ownership check: only
   * the owner holding the item, and only a message that came after they acquired it. Undefined otherwise.
   */
  async markFinderMessage(ownerId: string, itemId: string, messageId: string, handledAt: Date | null) {
    const [row] = await this.db
      .update(finderMessages)
      .set({
        handledAt: handledAt
          ? sql`coalesce(${finderMessages.handledAt}, ${handledAt.toISOString()}::timestamptz)`
          : null,
      })
      .from(items)
      .where(
        and(
          eq(finderMessages.id, messageId),
          eq(finderMessages.itemId, itemId),
          eq(items.id, finderMessages.itemId),
          eq(items.ownerId, ownerId),
          gt(finderMessages.createdAt, items.acquiredAt),
        ),
      )
      .returning({
        id: finderMessages.id,
        itemId: finderMessages.itemId,
        message: finderMessages.message,
        contact: finderMessages.contact,
        createdAt: finderMessages.createdAt,
        handledAt: finderMessages.handledAt,
      });
    return row;
  }
}

/** The item's messages an owner may read: those that came after they acquired it (see the service). */
function receivedSince(itemId: string, since: Date): SQL | undefined {
  return and(eq(finderMessages.itemId, itemId), gt(finderMessages.createdAt, since));
}
