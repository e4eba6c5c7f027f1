// SQL of a brand's catalogue as its console reads and writes it: the collections (this file is their one
// writer), the brand's items with the state the console shows, and the overview's counts.
import { type ConsoleItemState, type LocalizedText, openRepairStates } from '@heirloom/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countWhere, paged } from '../../db/paged';
import { firstRow, Repository, rowWhere } from '../../db/repository';
import { collections, finderMessages, itemImages, items, orders, repairs, users } from '../../db/schema';
import { lockKeys } from '../../db/locks';

/** The state the console shows an item in (consoleItemStates), from its row. */
export const itemState = sql<ConsoleItemState>`case
  when ${items.isToMint} then 'minting'
  when ${items.oppositionKind} = 'stolen' then 'stolen'
  when ${items.oppositionKind} = 'lost' then 'lost'
  when ${items.status} = 'withdrawn' then 'sent_out'
  when ${items.ownerId} is not null or ${items.heldForPhoneHash} is not null then 'owned'
  when ${items.status} = 'on_sale' then 'on_sale'
  when ${items.status} = 'reserved' then 'reserved'
  else 'stock' end`;

export type CollectionRow = typeof collections.$inferSelect;
export type ItemRow = typeof items.$inferSelect;

export class CatalogueRepository extends Repository {
  collectionsOf(clientId: string) {
    return this.db
      .select()
      .from(collections)
      .where(eq(collections.clientId, clientId))
      .orderBy(desc(collections.createdAt), asc(collections.name));
  }

  /** The brand's collection, or undefined for another brand's; `lock`: locked for the transaction. */
  collection(clientId: string, id: string, tx: DbOrTx = this.db, lock = false) {
    return rowWhere(tx, collections, and(eq(collections.id, id), eq(collections.clientId, clientId)), {
      lock,
    });
  }

  /** Items by state, per collection of the brand (or for the whole brand: collectionId null). */
  async stateCounts(clientId: string, tx: DbOrTx = this.db) {
    return tx
      .select({ collectionId: items.collectionId, state: itemState, n: count() })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(eq(collections.clientId, clientId))
      .groupBy(items.collectionId, itemState);
  }

  /** The collection (of any brand) with this GTIN-14. */
  async collectionWithGtin(gtin: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.gtin, gtin))
      .limit(1);
    return row?.id;
  }

  /** The GTINs of these collections (those with one). */
  async gtinsOf(collectionIds: string[]): Promise<Map<string, string>> {
    if (collectionIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: collections.id, gtin: collections.gtin })
      .from(collections)
      .where(inArray(collections.id, collectionIds));
    return new Map(rows.flatMap((r) => (r.gtin ? [[r.id, r.gtin] as const] : [])));
  }

  async insertCollection(tx: DbOrTx, values: typeof collections.$inferInsert): Promise<CollectionRow> {
    const [row] = await tx.insert(collections).values(values).returning();
    return firstRow(row);
  }

  async updateCollection(tx: DbOrTx, id: string, values: Partial<typeof collections.$inferInsert>) {
    const [row] = await tx.update(collections).set(values).where(eq(collections.id, id)).returning();
    return firstRow(row);
  }

  /** A page of a collection's items by serial number, with their state and first public picture. */
  async itemsPage(
    collectionId: string,
    filters: { search?: string; state?: ConsoleItemState },
    limit: number,
    offset: number,
  ) {
    const conditions: SQL[] = [eq(items.collectionId, collectionId)];
    if (filters.search) {
      const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(ilike(items.serialNumber, like), ilike(items.name, like));
      if (match) conditions.push(match);
    }
    if (filters.state) conditions.push(sql`${itemState} = ${filters.state}`);
    const where = and(...conditions);
    return paged(
      this.db
        .select({ item: items, state: itemState })
        .from(items)
        .where(where)
        .orderBy(asc(items.serialNumber), asc(items.id))
        .limit(limit)
        .offset(offset),
      countWhere(this.db, items, where),
    );
  }

  /** The brand's item with its state, or undefined for another brand's. */
  async item(clientId: string, itemId: string, tx: DbOrTx = this.db) {
    const [row] = await this.itemsOf(clientId, [itemId], tx);
    return row;
  }

  /** The brand's items among `itemIds`, with their state, by serial number (another brand's are left out). */
  itemsOf(clientId: string, itemIds: string[], tx: DbOrTx = this.db) {
    return tx
      .select({ item: items, state: itemState })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(inArray(items.id, itemIds), eq(collections.clientId, clientId)))
      .orderBy(asc(items.serialNumber));
  }

  /** The brand's own first picture of each item: item id → the picture's id and version. */
  async pictures(itemIds: string[]) {
    const first = new Map<string, { id: string; sha256: string }>();
    if (itemIds.length === 0) return first;
    const rows = await this.db
      .select({ itemId: itemImages.itemId, id: itemImages.id, sha256: itemImages.sha256 })
      .from(itemImages)
      .where(
        and(
          inArray(itemImages.itemId, itemIds),
          isNull(itemImages.uploaderId),
          eq(itemImages.isPublic, true),
        ),
      )
      .orderBy(asc(itemImages.createdAt));
    for (const row of rows) if (!first.has(row.itemId)) first.set(row.itemId, row);
    return first;
  }

  /** The serial numbers among `serials` the brand's items already have. */
  async takenSerials(tx: DbOrTx, clientId: string, serials: string[]): Promise<string[]> {
    if (serials.length === 0) return [];
    const rows = await tx
      .select({ serial: items.serialNumber })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(collections.clientId, clientId), inArray(items.serialNumber, serials)));
    return rows.map((r) => r.serial);
  }

  /** Serialises the brand's catalogue writes, so that two imports cannot both take one serial number. */
  async lockBrandCatalogue(tx: DbOrTx, clientId: string): Promise<void> {
    await lockKeys(tx, `catalogue:${clientId}`);
  }

  /** Orders of the brand's items with the item, its collection's name and the buyer's phone. */
  private ordersOf(clientId: string, tx: DbOrTx = this.db) {
    return tx
      .select({
        order: orders,
        item: { id: items.id, name: items.name, serialNumber: items.serialNumber },
        collection: collections.name,
        phone: users.phone,
      })
      .from(orders)
      .innerJoin(items, eq(items.id, orders.itemId))
      .innerJoin(collections, and(eq(collections.id, items.collectionId), eq(collections.clientId, clientId)))
      .leftJoin(users, eq(users.id, orders.buyerId))
      .$dynamic();
  }

  /** A page of the orders of the brand's items, newest first, with the item and the buyer's phone. */
  async orders(clientId: string, limit: number, offset: number) {
    const where = and(
      eq(collections.clientId, clientId),
      inArray(orders.state, ['paid', 'fulfilled', 'refunded']),
    );
    return paged(
      this.ordersOf(clientId)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(items, eq(items.id, orders.itemId))
        .innerJoin(collections, eq(collections.id, items.collectionId))
        .where(where),
    );
  }

  /** One order of the brand's items, or undefined for another brand's. */
  async order(clientId: string, orderId: string, tx: DbOrTx = this.db) {
    const [row] = await this.ordersOf(clientId, tx).where(eq(orders.id, orderId)).limit(1);
    return row;
  }

  // ---- the overview ----

  async openRepairs(clientId: string) {
    return this.db
      .select({ state: repairs.state, n: count() })
      .from(repairs)
      .where(and(eq(repairs.clientId, clientId), inArray(repairs.state, openRepairStates)))
      .groupBy(repairs.state);
  }

  /** Finders' messages about the brand's items declared lost or stolen that their owners have not handled. */
  async unreadFinderContacts(clientId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(finderMessages)
      .innerJoin(items, eq(items.id, finderMessages.itemId))
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(
        and(
          eq(collections.clientId, clientId),
          isNull(finderMessages.handledAt),
          sql`${items.oppositionKind} is not null`,
        ),
      );
    return row?.n ?? 0;
  }

  /** The brand's fulfilled orders since `since`: how many and how much per currency. */
  async sales(clientId: string, since: Date) {
    return this.db
      .select({ currency: orders.currency, n: count(), amount: sql<number>`sum(${orders.amount})::int` })
      .from(orders)
      .innerJoin(items, eq(items.id, orders.itemId))
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(
        and(eq(collections.clientId, clientId), eq(orders.state, 'fulfilled'), gte(orders.createdAt, since)),
      )
      .groupBy(orders.currency)
      .orderBy(asc(orders.currency));
  }
}

export const textOf = (text: LocalizedText | null | undefined): LocalizedText => text ?? {};
