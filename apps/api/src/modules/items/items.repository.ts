// SQL of the owner's items: pages of collections and items, one item, counts. The writes to the items table are
// ItemWritesRepository's (item-writes.repository.ts).
import type { ItemFilters } from '@heirloom/contract';
import { and, asc, count, desc, eq, ilike, max, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { clients, collections, itemImages, items } from '../../db/schema';

export type ItemRow = typeof items.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function itemConditions(ownerId: string, filters: ItemFilters | undefined): SQL[] {
  const where: SQL[] = [eq(items.ownerId, ownerId)];
  // a filter lists exactly the items whose status chip says it: the chip of one being minted says so
  if (filters?.status === 'minting') where.push(eq(items.isToMint, true));
  else if (filters?.status) where.push(eq(items.status, filters.status), eq(items.isToMint, false));
  if (filters?.search) {
    const pattern = likePattern(filters.search);
    where.push(or(ilike(items.name, pattern), ilike(items.serialNumber, pattern)) as SQL);
  }
  return where;
}

/** Items with their collection and brand: item pages, collection pages, the shop, the public page. */
export function itemsWithContext(db: DbOrTx) {
  return db
    .select({ item: items, collection: collections, client: clients })
    .from(items)
    .innerJoin(collections, eq(items.collectionId, collections.id))
    .innerJoin(clients, eq(collections.clientId, clients.id));
}
/** A row of itemsWithContext: the item, its collection and its brand. */
export type ItemWithContext = Awaited<ReturnType<typeof itemsWithContext>>[number];

/** What a brand shows wherever it is named (presenter.brand). */
export const brandCardColumns = {
  id: clients.id,
  name: clients.name,
  hasLogo: sql<boolean>`${clients.logoSvg} is not null`.mapWith(Boolean),
  theme: clients.theme,
};

/** What an item's card or page counts of its pictures that its owner sees (presenter.item). */
export interface PictureSummary {
  count: number;
  /** the first public picture (the brand's leads), oldest first */
  publicId: string | null;
  publicSha256: string | null;
  /** the first of the owner's own private pictures */
  privateId: string | null;
}

const firstPicture = (column: typeof itemImages.id | typeof itemImages.sha256, where: SQL) =>
  sql`(array_agg(${column} order by ${itemImages.createdAt}, ${itemImages.id}) filter (where ${where}))[1]`;

/** The pictures of the item of the outer row that `owner` sees, summed up in one JSON value. */
function picturesSeenBy(owner: string | Placeholder) {
  return sql<PictureSummary>`(select json_build_object(
      'count', count(*)::int,
      'publicId', ${firstPicture(itemImages.id, sql`${itemImages.isPublic}`)},
      'publicSha256', ${firstPicture(itemImages.sha256, sql`${itemImages.isPublic}`)},
      'privateId', ${firstPicture(itemImages.id, sql`not ${itemImages.isPublic}`)})
    from ${itemImages}
    where ${itemImages.itemId} = ${items.id} and (${itemImages.isPublic} or ${itemImages.uploaderId} = ${owner}))`.mapWith(
    (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as PictureSummary,
  );
}

/** A query of items (built $dynamic) joined to their collection and brand. */
function withContext<T extends PgSelect>(query: T): T {
  // the selection is the explicit fields of `query`: inner joins leave its row type as it is
  return query
    .innerJoin(collections, eq(items.collectionId, collections.id))
    .innerJoin(clients, eq(collections.clientId, clients.id)) as unknown as T;
}

/**
 * An item as its card and its page show it (presenter.item): only the columns the answer needs (a brand's
 * logo is a flag, not its SVG), its pictures summed up in it.
 */
function itemCardFields(owner: string | Placeholder) {
  return {
    item: {
      id: items.id,
      publicId: items.publicId,
      name: items.name,
      description: items.description,
      serialNumber: items.serialNumber,
      isToMint: items.isToMint,
      mintChain: items.mintChain,
      mintContract: items.mintContract,
      mintTokenId: items.mintTokenId,
      mintTxHash: items.mintTxHash,
      mintedAt: items.mintedAt,
      createdAt: items.createdAt,
      oppositionKind: items.oppositionKind,
      oppositionSince: items.oppositionSince,
      inCareUntil: items.inCareUntil,
      status: items.status,
      attributes: items.attributes,
      acquiredAt: items.acquiredAt,
    },
    collection: { id: collections.id, name: collections.name, gtin: collections.gtin },
    client: brandCardColumns,
    pictures: picturesSeenBy(owner),
  };
}

/** Item cards as `owner` sees them, in the statement that finds them. */
export function itemCardsSeenBy(db: DbOrTx, owner: string | Placeholder) {
  return withContext(db.select(itemCardFields(owner)).from(items).$dynamic());
}

/** A page of item cards as `owner` sees them, each row with the page's total (pageTotal). */
function itemCardPage(db: DbOrTx, owner: string | Placeholder) {
  return withContext(
    db
      .select({ ...itemCardFields(owner), total: pageTotal })
      .from(items)
      .$dynamic(),
  );
}

/** How many rows the page's query finds before its limit and offset: a page and its total in one statement. */
const pageTotal = sql<number>`(count(*) over())::int`;

/**
 * A page read with pageTotal and its total. A page with no rows carries no total: none at all from the start,
 * or past the end (rare: `countAll` then asks).
 */
async function withTotal<R extends { total: number }>(
  rows: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  if (rows[0]) return { rows, total: rows[0].total };
  return { rows, total: offset > 0 ? await countAll() : 0 };
}

/** A row of itemCardsSeenBy. */
export type ItemCardRow = Awaited<ReturnType<typeof itemCardsSeenBy>>[number];

/** The collections of the items selected, with their brand and item count (group by collection and brand). */
function collectionsWithCounts(db: Db) {
  return withContext(
    db
      .select({
        collection: {
          id: collections.id,
          name: collections.name,
          description: collections.description,
          coverKey: collections.coverKey,
        },
        client: brandCardColumns,
        itemCount: count(items.id),
        total: pageTotal,
      })
      .from(items)
      .$dynamic(),
  );
}

const ownerId = sql.placeholder('ownerId');
const itemId = sql.placeholder('itemId');
const collectionId = sql.placeholder('collectionId');
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');
/** The item `:itemId`, if the owner `:ownerId` holds it. */
const heldItem = and(eq(items.id, itemId), eq(items.ownerId, ownerId));
/** The owner's items of the collection `:collectionId`. */
const heldOfCollection = and(eq(items.ownerId, ownerId), eq(items.collectionId, collectionId));

/**
 * The hot reads (the item page, the default pages of the home and a collection, the count), built
 * once per database: Drizzle otherwise rebuilds a statement's SQL from the schema on every call, about a
 * tenth of a signed-in read's time (docs/performance.md). Filtered and sorted pages are built per request.
 */
function prepareStatements(db: Db) {
  return {
    ownedItem: itemCardsSeenBy(db, ownerId).where(heldItem).limit(1).prepare('items_owned_item'),
    countOwned: db
      .select({ n: count() })
      .from(items)
      .where(eq(items.ownerId, ownerId))
      .prepare('items_count_owned'),
    isOwner: db.select({ id: items.id }).from(items).where(heldItem).limit(1).prepare('items_is_owner'),
    ownedSince: db
      .select({ acquiredAt: items.acquiredAt })
      .from(items)
      .where(heldItem)
      .limit(1)
      .prepare('items_owned_since'),
    /** the home's default page: no search, the latest acquired first */
    collectionsPage: collectionsWithCounts(db)
      .where(eq(items.ownerId, ownerId))
      .groupBy(collections.id, clients.id)
      .orderBy(desc(max(items.acquiredAt)), asc(collections.id))
      .limit(limit)
      .offset(offset)
      .prepare('items_collections_page'),
    collectionsTotal: db
      .select({ n: sql<number>`count(distinct ${items.collectionId})::int` })
      .from(items)
      .where(eq(items.ownerId, ownerId))
      .prepare('items_collections_total'),
    /** a collection's default page: no filter, the latest acquired first */
    itemsPage: itemCardPage(db, ownerId)
      .where(heldOfCollection)
      .orderBy(desc(items.acquiredAt), asc(items.id))
      .limit(limit)
      .offset(offset)
      .prepare('items_items_page'),
    itemsTotal: db.select({ n: count() }).from(items).where(heldOfCollection).prepare('items_items_total'),
  };
}

export class ItemsRepository {
  private readonly prepared: ReturnType<typeof prepareStatements>;

  /** reads: the read cache the hot reads go through (decision 015); none, every read is the database's */
  constructor(
    private readonly db: Db,
    private readonly reads?: ReadCache,
  ) {
    this.prepared = prepareStatements(db);
  }

  /** `load`'s answer, from the read cache when this repository has one. */
  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.reads ? this.reads.read(key, load) : load();
  }

  async countOwned(ownerId: string): Promise<number> {
    return this.cached(`count:${ownerId}`, async () => {
      const [row] = await this.prepared.countOwned.execute({ ownerId });
      return row?.n ?? 0;
    });
  }

  async collectionsPage(ownerId: string, filters: ItemFilters | undefined, limit: number, offset: number) {
    if (!filters?.search && filters?.sort !== 'name') {
      return this.cached(`collections:${ownerId}:${limit}:${offset}`, async () =>
        withTotal(
          await this.prepared.collectionsPage.execute({ ownerId, limit, offset }),
          offset,
          async () => {
            const [total] = await this.prepared.collectionsTotal.execute({ ownerId });
            return total?.n ?? 0;
          },
        ),
      );
    }
    const where: SQL[] = [eq(items.ownerId, ownerId)];
    if (filters?.search) {
      const pattern = likePattern(filters.search);
      where.push(or(ilike(collections.name, pattern), ilike(clients.name, pattern)) as SQL);
    }
    const order =
      filters?.sort === 'name'
        ? [asc(collections.name), asc(collections.id)]
        : [desc(max(items.acquiredAt)), asc(collections.id)];
    const rows = await collectionsWithCounts(this.db)
      .where(and(...where))
      .groupBy(collections.id, clients.id)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return withTotal(rows, offset, async () => {
      const [total] = await withContext(
        this.db
          .select({ n: sql<number>`count(distinct ${items.collectionId})::int` })
          .from(items)
          .$dynamic(),
      ).where(and(...where));
      return total?.n ?? 0;
    });
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
    return itemCardPage(this.db, ownerId)
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
  ): Promise<{ rows: ItemCardRow[]; total: number }> {
    if (!filters?.search && !filters?.status && filters?.sort !== 'name') {
      return this.cached(`items:${ownerId}:${collectionId}:${limit}:${offset}`, async () =>
        withTotal(
          await this.prepared.itemsPage.execute({ ownerId, collectionId, limit, offset }),
          offset,
          async () => {
            const [total] = await this.prepared.itemsTotal.execute({ ownerId, collectionId });
            return total?.n ?? 0;
          },
        ),
      );
    }
    const where = and(...itemConditions(ownerId, filters), eq(items.collectionId, collectionId));
    const rows = await this.itemsPageQuery(ownerId, collectionId, filters, limit, offset);
    return withTotal(rows, offset, async () => {
      const [total] = await this.db.select({ n: count() }).from(items).where(where);
      return total?.n ?? 0;
    });
  }

  /** The item if this owner holds it; undefined otherwise (callers answer 404 either way). */
  async ownedItem(ownerId: string, itemId: string): Promise<ItemCardRow | undefined> {
    // not cached here: the item page keeps its whole answer (ItemsService.itemPage)
    const [row] = await this.prepared.ownedItem.execute({ ownerId, itemId });
    return row;
  }

  /** The id of the item with this public id, if the owner holds it. */
  async heldByPublicId(ownerId: string, publicId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.publicId, publicId), eq(items.ownerId, ownerId)))
      .limit(1);
    return row?.id;
  }

  async isOwner(ownerId: string, itemId: string): Promise<boolean> {
    const [row] = await this.prepared.isOwner.execute({ ownerId, itemId });
    return row !== undefined;
  }

  /** When this owner acquired the item they hold; undefined if they do not hold it (callers answer 404). */
  async ownedSince(ownerId: string, itemId: string): Promise<Date | undefined> {
    const [row] = await this.prepared.ownedSince.execute({ ownerId, itemId });
    return row?.acquiredAt;
  }
}
