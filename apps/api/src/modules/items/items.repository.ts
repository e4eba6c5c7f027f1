// SQL of the owner's items: pages of collections and items, one item, its history, counts.
import type { ItemFilters } from '@heirloom/contract';
import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, collections, itemEvents, itemImages, items } from '../../db/schema';

export type ItemRow = typeof items.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export interface ItemWithContext {
  item: ItemRow;
  collection: CollectionRow;
  client: ClientRow;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function itemConditions(ownerId: string, filters: ItemFilters | undefined): SQL[] {
  const where: SQL[] = [eq(items.ownerId, ownerId)];
  if (filters?.status === 'minting') where.push(eq(items.isToMint, true));
  else if (filters?.status) where.push(eq(items.status, filters.status));
  if (filters?.search) {
    const pattern = likePattern(filters.search);
    where.push(or(ilike(items.name, pattern), ilike(items.serialNumber, pattern)) as SQL);
  }
  return where;
}

export class ItemsRepository {
  constructor(private readonly db: Db) {}

  async countOwned(ownerId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(items).where(eq(items.ownerId, ownerId));
    return row?.n ?? 0;
  }

  async collectionsPage(ownerId: string, filters: ItemFilters | undefined, limit: number, offset: number) {
    const where: SQL[] = [eq(items.ownerId, ownerId)];
    if (filters?.search) {
      const pattern = likePattern(filters.search);
      where.push(or(ilike(collections.name, pattern), ilike(clients.name, pattern)) as SQL);
    }
    const order =
      filters?.sort === 'name'
        ? [asc(collections.name), asc(collections.id)]
        : [desc(max(items.acquiredAt)), asc(collections.id)];
    const rows = await this.db
      .select({ collection: collections, client: clients, itemCount: count(items.id) })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .where(and(...where))
      .groupBy(collections.id, clients.id)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [total] = await this.db
      .select({ n: sql<number>`count(distinct ${items.collectionId})::int` })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .where(and(...where));
    return { rows, total: total?.n ?? 0 };
  }

  /** The page query on its own, so that tests and benchmarks can EXPLAIN exactly what runs. */
  itemsPageQuery(
    ownerId: string,
    collectionId: string,
    filters: ItemFilters | undefined,
    limit: number,
    offset: number,
  ) {
    const where = and(...itemConditions(ownerId, filters), eq(items.collectionId, collectionId));
    const order =
      filters?.sort === 'name' ? [asc(items.name), asc(items.id)] : [desc(items.acquiredAt), asc(items.id)];
    return this.db
      .select({ item: items, collection: collections, client: clients })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }

  async itemsPage(
    ownerId: string,
    collectionId: string,
    filters: ItemFilters | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: ItemWithContext[]; total: number }> {
    const where = and(...itemConditions(ownerId, filters), eq(items.collectionId, collectionId));
    const rows = await this.itemsPageQuery(ownerId, collectionId, filters, limit, offset);
    const [total] = await this.db.select({ n: count() }).from(items).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** The item if this owner holds it; undefined otherwise (callers answer 404 either way). */
  async ownedItem(ownerId: string, itemId: string): Promise<ItemWithContext | undefined> {
    const [row] = await this.db
      .select({ item: items, collection: collections, client: clients })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .where(and(eq(items.id, itemId), eq(items.ownerId, ownerId)))
      .limit(1);
    return row;
  }

  async isOwner(ownerId: string, itemId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.ownerId, ownerId)))
      .limit(1);
    return row !== undefined;
  }

  /** The pictures an owner sees for these items: public ones and their own private ones, oldest first. */
  async visibleImages(ownerId: string, itemIds: string[]) {
    if (itemIds.length === 0) return [];
    return this.db
      .select()
      .from(itemImages)
      .where(
        and(
          inArray(itemImages.itemId, itemIds),
          or(eq(itemImages.isPublic, true), eq(itemImages.uploaderId, ownerId)),
        ),
      )
      .orderBy(asc(itemImages.createdAt), asc(itemImages.id));
  }

  async historyPage(itemId: string, limit: number, offset: number) {
    const rows = await this.db
      .select()
      .from(itemEvents)
      .where(eq(itemEvents.itemId, itemId))
      .orderBy(desc(itemEvents.createdAt), desc(itemEvents.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db
      .select({ n: count() })
      .from(itemEvents)
      .where(eq(itemEvents.itemId, itemId));
    return { rows, total: total?.n ?? 0 };
  }
}
