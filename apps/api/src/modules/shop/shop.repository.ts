// SQL of the shop: collections and items on sale, reservations (holds, their one writer) and their expiry.
// A hold's item changes status through ItemWritesRepository, in the same transaction.
import type { ItemFilters } from '@heirloom/contract';
import { and, asc, count, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowWhere } from '../../db/repository';
import { clients, collectionItemCounts, collections, items, orders, reservations } from '../../db/schema';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import { itemsWithContext } from '../items/items.repository';
import { lockKeys } from '../../db/locks';

export type ReservationRow = typeof reservations.$inferSelect;
export type ShopItemRow = typeof items.$inferSelect;

/** Unowned items of the brand's stock that are still to be sold. */
export const unsold = and(isNull(items.ownerId), inArray(items.status, ['on_sale', 'reserved']));

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class ShopRepository {
  constructor(
    private readonly db: Db,
    /** the items' writer: a hold marks its item reserved, its end puts it back on sale */
    private readonly items: ItemWritesRepository,
  ) {}

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** Every collection on sale, or only `id`, with its counts of items and of those unsold. */
  async collectionsOnSale(id?: string) {
    // The counts the database keeps with each write to items (decision 039): counting the items here grew with
    // them, 4.4 → 28.4 ms with 100,000 items on PGlite (docs/performance.md).
    const left = sql<number>`coalesce(${collectionItemCounts.unsold}, 0)`;
    const total = sql<number>`coalesce(${collectionItemCounts.items}, 0)`;
    return this.db
      .select({ collection: collections, client: clients, left, total })
      .from(collections)
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .leftJoin(collectionItemCounts, eq(collectionItemCounts.collectionId, collections.id))
      .where(id ? and(eq(collections.onSale, true), eq(collections.id, id)) : eq(collections.onSale, true))
      .orderBy(asc(collections.name), asc(collections.id));
  }

  async collectionOnSale(id: string) {
    const [row] = await this.collectionsOnSale(id);
    return row;
  }

  async itemsPage(collectionId: string, filters: ItemFilters | undefined, limit: number, offset: number) {
    const where: SQL[] = [eq(items.collectionId, collectionId), unsold as SQL];
    if (filters?.search) {
      const pattern = likePattern(filters.search);
      where.push(or(ilike(items.name, pattern), ilike(items.serialNumber, pattern)) as SQL);
    }
    if (filters?.status === 'reserved') where.push(eq(items.status, 'reserved'));
    const order =
      filters?.sort === 'name' ? [asc(items.name), asc(items.id)] : [asc(items.serialNumber), asc(items.id)];
    const rows = await this.db
      .select()
      .from(items)
      .where(and(...where))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    // unfiltered, the total is the collection's unsold count the database keeps (decision 039): a count of the
    // collection's items on sale would grow with them
    const filtered = Boolean(filters?.search) || filters?.status === 'reserved';
    const [total] = filtered
      ? await this.db
          .select({ n: count() })
          .from(items)
          .where(and(...where))
      : await this.db
          .select({ n: collectionItemCounts.unsold })
          .from(collectionItemCounts)
          .where(eq(collectionItemCounts.collectionId, collectionId));
    return { rows, total: total?.n ?? 0 };
  }

  async itemWithContext(id: string) {
    const [row] = await itemsWithContext(this.db).where(eq(items.id, id)).limit(1);
    return row;
  }

  async wasSold(itemId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.itemId, itemId), eq(orders.state, 'fulfilled')))
      .limit(1);
    return row !== undefined;
  }

  async activeReservations(itemIds: string[]) {
    if (!itemIds.length) return [];
    return this.db
      .select()
      .from(reservations)
      .where(and(inArray(reservations.itemId, itemIds), eq(reservations.state, 'active')));
  }

  // ---- inside a transaction ----

  async lockItem(tx: DbOrTx, id: string) {
    const [row] = await tx
      .select({ item: items, collection: collections })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .where(eq(items.id, id))
      .limit(1)
      .for('update', { of: items });
    return row;
  }

  /** Any available item of a collection, skipping ones another buyer is taking right now. */
  async lockAnyAvailable(tx: DbOrTx, collectionId: string) {
    const [row] = await tx
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          eq(items.collectionId, collectionId),
          isNull(items.ownerId),
          eq(items.status, 'on_sale'),
          isNull(items.oppositionKind),
        ),
      )
      .orderBy(asc(items.serialNumber), asc(items.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return row?.id;
  }

  async activeReservation(tx: DbOrTx, itemId: string) {
    return rowWhere(tx, reservations, and(eq(reservations.itemId, itemId), eq(reservations.state, 'active')));
  }

  async reservationById(tx: DbOrTx, id: string) {
    return rowWhere(tx, reservations, eq(reservations.id, id));
  }

  /**
   * The holder's active reservations, counted under the holder's lock (until the transaction ends): holds of
   * several items at once cannot all see room for one more.
   */
  async activeCountOf(tx: DbOrTx, userId: string): Promise<number> {
    await lockKeys(tx, `reservations:${userId}`);
    const [row] = await tx
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.userId, userId), eq(reservations.state, 'active')));
    return row?.n ?? 0;
  }

  async insertReservation(tx: DbOrTx, values: typeof reservations.$inferInsert) {
    const [row] = await tx.insert(reservations).values(values).returning();
    if (!row) throw new Error('reservation not stored');
    await this.items.setStatus(tx, values.itemId, 'reserved', { unowned: true });
    return row;
  }

  /** Ends an active hold and puts the item back on sale (unless it was sold meanwhile). */
  async endReservation(tx: DbOrTx, id: string, state: 'cancelled' | 'expired' | 'completed', now: Date) {
    const [ended] = await tx
      .update(reservations)
      .set({ state, endedAt: now })
      .where(and(eq(reservations.id, id), eq(reservations.state, 'active')))
      .returning();
    if (ended && state !== 'completed') {
      await this.items.setStatus(tx, ended.itemId, 'on_sale', { unowned: true, status: 'reserved' });
    }
    return ended;
  }

  async expiredReservations(now: Date, limit = 200) {
    return this.db
      .select({ id: reservations.id, itemId: reservations.itemId })
      .from(reservations)
      .where(and(eq(reservations.state, 'active'), lte(reservations.expiresAt, now)))
      .limit(limit);
  }
}
