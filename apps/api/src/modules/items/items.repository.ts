// SQL of the owner's items: pages of collections and items, one item, counts; and every write to the items
// table (the one writer: transfers, the shop, payments, repairs, declarations and account deletion call it
// inside their own transaction, with their own locks taken first).
import type { ItemFilters } from '@heirloom/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { clients, collections, items } from '../../db/schema';

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

/** The collections of the items selected, with their brand and item count (group by collection and brand). */
function collectionsWithCounts(db: Db) {
  return db
    .select({ collection: collections, client: clients, itemCount: count(items.id) })
    .from(items)
    .innerJoin(collections, eq(items.collectionId, collections.id))
    .innerJoin(clients, eq(collections.clientId, clients.id));
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
    ownedItem: itemsWithContext(db).where(heldItem).limit(1).prepare('items_owned_item'),
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
    itemsPage: itemsWithContext(db)
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

  constructor(private readonly db: Db) {
    this.prepared = prepareStatements(db);
  }

  async countOwned(ownerId: string): Promise<number> {
    const [row] = await this.prepared.countOwned.execute({ ownerId });
    return row?.n ?? 0;
  }

  async collectionsPage(ownerId: string, filters: ItemFilters | undefined, limit: number, offset: number) {
    if (!filters?.search && filters?.sort !== 'name') {
      const [rows, [total]] = await Promise.all([
        this.prepared.collectionsPage.execute({ ownerId, limit, offset }),
        this.prepared.collectionsTotal.execute({ ownerId }),
      ]);
      return { rows, total: total?.n ?? 0 };
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
    return itemsWithContext(this.db)
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
    if (!filters?.search && !filters?.status && filters?.sort !== 'name') {
      const [rows, [total]] = await Promise.all([
        this.prepared.itemsPage.execute({ ownerId, collectionId, limit, offset }),
        this.prepared.itemsTotal.execute({ ownerId, collectionId }),
      ]);
      return { rows, total: total?.n ?? 0 };
    }
    const where = and(...itemConditions(ownerId, filters), eq(items.collectionId, collectionId));
    const rows = await this.itemsPageQuery(ownerId, collectionId, filters, limit, offset);
    const [total] = await this.db.select({ n: count() }).from(items).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** The item if this owner holds it; undefined otherwise (callers answer 404 either way). */
  async ownedItem(ownerId: string, itemId: string): Promise<ItemWithContext | undefined> {
    const [row] = await this.prepared.ownedItem.execute({ ownerId, itemId });
    return row;
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

  // ---- writes (the only ones to the items table) ----

  /** Moves the items only if `from` still owns every one of them; returns how many moved. */
  async moveOwned(
    tx: DbOrTx,
    ids: string[],
    from: string,
    to: string | null,
    status: string,
    now: Date,
  ): Promise<number> {
    const rows = await tx
      .update(items)
      .set({ ownerId: to, status, acquiredAt: now })
      .where(and(inArray(items.id, ids), eq(items.ownerId, from)))
      .returning({ id: items.id });
    return rows.length;
  }

  /**
   * Sets the status of one item or several; `only` narrows it to items still in a given status and/or still
   * unowned (the guards of the shop's holds and of cancelled repairs).
   */
  async setStatus(
    tx: DbOrTx,
    ids: string | string[],
    status: string,
    only: { status?: string; unowned?: boolean } = {},
  ): Promise<void> {
    await tx
      .update(items)
      .set({ status })
      .where(
        and(
          typeof ids === 'string' ? eq(items.id, ids) : inArray(items.id, ids),
          only.unowned ? isNull(items.ownerId) : undefined,
          only.status === undefined ? undefined : eq(items.status, only.status),
        ),
      );
  }

  /** A lost/stolen declaration made or withdrawn: the item's opposition and status. */
  async setOpposition(tx: DbOrTx, itemId: string, kind: string | null, since: Date | null, status: string) {
    await tx
      .update(items)
      .set({ oppositionKind: kind, oppositionSince: since, status })
      .where(eq(items.id, itemId));
  }

  /** A sold item becomes the buyer's, only if it is still unowned (the guard against selling it twice). */
  async handOver(tx: DbOrTx, itemId: string, buyerId: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(items)
      .set({ ownerId: buyerId, status: 'active', acquiredAt: now })
      .where(and(eq(items.id, itemId), isNull(items.ownerId)))
      .returning({ id: items.id });
    return rows.length === 1;
  }

  /** A deleted account's items leave its list and wait under the keyed hash of its number; how many. */
  async holdOwnedBy(tx: DbOrTx, userId: string, phoneHash: string): Promise<number> {
    const rows = await tx
      .update(items)
      .set({ ownerId: null, heldForPhoneHash: phoneHash })
      .where(eq(items.ownerId, userId))
      .returning({ id: items.id });
    return rows.length;
  }

  /** Held items given back to the account of their number. */
  async giveBack(tx: DbOrTx, itemIds: string[], userId: string, now: Date): Promise<void> {
    await tx
      .update(items)
      .set({ ownerId: userId, heldForPhoneHash: null, acquiredAt: now })
      .where(inArray(items.id, itemIds));
  }

  /**
   * The item's token is minted on the chain (its mint confirmed): the certificate is that token; gives false
   * when the item had one already (minted on the local ledger before the chain was configured).
   */
  async markMinted(
    tx: DbOrTx,
    itemId: string,
    mint: { chain: string; contract: string; tokenId: string; txHash: string; at: Date },
  ): Promise<boolean> {
    const [before] = await tx
      .select({ isToMint: items.isToMint })
      .from(items)
      .where(eq(items.id, itemId))
      .for('update');
    await tx
      .update(items)
      .set({
        isToMint: false,
        mintChain: mint.chain,
        mintContract: mint.contract,
        mintTokenId: mint.tokenId,
        mintTxHash: mint.txHash,
        mintedAt: mint.at,
      })
      .where(eq(items.id, itemId));
    return before?.isToMint === true;
  }
}
