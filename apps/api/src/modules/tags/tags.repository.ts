// SQL of the brands' NFC tags: their master keys, the tags and the tap ledger (docs/decisions/024-tags-and-taps.md).
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { firstRow, Repository } from '../../db/repository';
import { collections, items, tagMasterKeys, tags, tagTaps } from '../../db/schema';

export type TagRow = typeof tags.$inferSelect;
/** The tags of one item a tap reads with it (an item has one linked tag, and the few it had before). */
const TAGS_PER_ITEM_READ = 20;
export type TapRow = typeof tagTaps.$inferSelect;

/** What a tap's address names: the item, its brand, and what its page address is made of. */
export interface AddressedItem {
  itemId: string;
  publicId: string;
  clientId: string;
  serialNumber: string;
  gtin: string | null;
}

const itemColumns = {
  id: items.id,
  publicId: items.publicId,
  name: items.name,
  serialNumber: items.serialNumber,
};

/** A brand's master key as stored: sealed (tag-key-vault.ts), and whether it is the published demo key. */
export interface SealedKey {
  sealed: string;
  demo: boolean;
}
const sealedKeyColumns = { sealed: tagMasterKeys.keyEncrypted, demo: tagMasterKeys.demo };

/** All a tap needs to know of the address it named: the item, its brand's key, the tags made for it. */
export type TapTarget = AddressedItem & { masterKey: SealedKey | null; tags: TagRow[] };

const addressedColumns = {
  itemId: items.id,
  publicId: items.publicId,
  clientId: collections.clientId,
  serialNumber: items.serialNumber,
  gtin: collections.gtin,
};

/** A tap's reads, built once per database (Drizzle otherwise rebuilds their SQL on every tap). */
function prepareStatements(db: Db) {
  const addressed = (where: SQL | undefined, name: string) =>
    db
      .select({
        ...addressedColumns,
        masterKey: sealedKeyColumns,
        tag: tags,
      })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .leftJoin(tagMasterKeys, eq(tagMasterKeys.clientId, collections.clientId))
      .leftJoin(tags, eq(tags.itemId, items.id))
      .where(where)
      .limit(TAGS_PER_ITEM_READ)
      .prepare(name);
  return {
    addressedById: addressed(eq(items.publicId, sql.placeholder('publicId')), 'tags_addressed_by_id'),
    addressedByKey: addressed(
      and(eq(collections.gtin, sql.placeholder('gtin')), eq(items.serialNumber, sql.placeholder('serial'))),
      'tags_addressed_by_key',
    ),
    tagByUid: db
      .select()
      .from(tags)
      .where(and(eq(tags.clientId, sql.placeholder('clientId')), eq(tags.uid, sql.placeholder('uid'))))
      .limit(1)
      .prepare('tags_tag_by_uid'),
  };
}

export class TagsRepository extends Repository {
  private readonly prepared: ReturnType<typeof prepareStatements>;

  constructor(db: Db) {
    super(db);
    this.prepared = prepareStatements(db);
  }
  // ---- master keys ----

  async masterKey(clientId: string, db: DbOrTx = this.db) {
    const [row] = await db.select().from(tagMasterKeys).where(eq(tagMasterKeys.clientId, clientId)).limit(1);
    return row;
  }

  async setMasterKey(tx: DbOrTx, values: typeof tagMasterKeys.$inferInsert): Promise<void> {
    await tx
      .insert(tagMasterKeys)
      .values(values)
      .onConflictDoUpdate({
        target: tagMasterKeys.clientId,
        set: { keyEncrypted: values.keyEncrypted, demo: values.demo, setAt: values.setAt },
      });
  }

  /** Tags whose keys derive from the brand's master key (given keys do not). */
  async derivedTags(clientId: string, db: DbOrTx = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(tags)
      .where(and(eq(tags.clientId, clientId), isNull(tags.fileReadKeyEncrypted)));
    return row?.n ?? 0;
  }

  // ---- reading a tap ----

  /**
   * The item a Digital Link key (GTIN-14 and serial) or a public id names, with its brand's master key and the
   * tags made for it: all a tap needs, in one prepared statement.
   */
  async addressed(
    address: { gtin: string; serial: string } | { publicId: string },
  ): Promise<TapTarget | undefined> {
    const rows =
      'publicId' in address
        ? await this.prepared.addressedById.execute({ publicId: address.publicId })
        : await this.prepared.addressedByKey.execute({ gtin: address.gtin, serial: address.serial });
    const [first] = rows;
    if (!first) return undefined;
    const { tag: _tag, ...item } = first;
    return { ...item, tags: rows.flatMap((row) => (row.tag ? [row.tag] : [])) };
  }

  /** A brand's tag by its UID, with its brand's master key (one read for a tap). */
  async tagByUid(clientId: string, uid: string) {
    const [row] = await this.prepared.tagByUid.execute({ clientId, uid });
    return row;
  }

  /**
   * Records a tap whose MAC proved its tag, in one statement. The counter moves up only if it is above the highest
   * seen: of concurrent reads of one URL, exactly one moves it (the row's lock decides), and its row says `genuine`.
   */
  async recordProvenTap(
    tag: TagRow,
    read: { itemId: string; counter: number; at: Date; genuine: boolean },
  ): Promise<{ verdict: 'genuine' | 'replayed' | 'unlinked' }> {
    const at = read.at.toISOString();
    const result = await this.db.execute(sql`
      with moved as (
        update ${tags}
        set last_counter = ${read.counter},
            last_genuine_at = case when ${read.genuine} then ${at}::timestamptz else last_genuine_at end
        where id = ${tag.id} and (last_counter is null or last_counter < ${read.counter})
        returning id
      ), before as (
        select last_counter from ${tags} where id = ${tag.id}
      )
      insert into ${tagTaps} (client_id, item_id, tag_id, verdict, counter, highest_before, at)
      select ${tag.clientId}, ${read.itemId}, ${tag.id},
        case when not ${read.genuine} then 'unlinked'
             when exists (select 1 from moved) then 'genuine'
             else 'replayed' end,
        ${read.counter}, (select last_counter from before), ${at}::timestamptz
      returning verdict`);
    const [row] = rowsOf<{ verdict: 'genuine' | 'replayed' | 'unlinked' }>(result);
    return firstRow(row);
  }

  /** A tap no tag proved (forged or unknown): recorded against the item its address named. */
  async recordUnprovenTap(values: {
    clientId: string;
    itemId: string;
    tagId?: string;
    verdict: 'forged' | 'unknown';
    at: Date;
  }): Promise<void> {
    await this.db.insert(tagTaps).values(values);
  }

  /** Replays of a tag recorded since a time (the per-tag limit). */
  async replaysSince(tagId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(tagTaps)
      .where(and(eq(tagTaps.tagId, tagId), gt(tagTaps.at, since), eq(tagTaps.verdict, 'replayed')));
    return row?.n ?? 0;
  }

  // ---- the owner's view ----

  /** The owner's item's tag: undefined when the item is not theirs. */
  async ownedItemTag(ownerId: string, itemId: string) {
    const [item] = await this.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.ownerId, ownerId)))
      .limit(1);
    if (!item) return undefined;
    const [linked] = await this.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.itemId, itemId), isNull(tags.unlinkedAt)))
      .limit(1);
    const [last] = await this.db
      .select({ at: tagTaps.at })
      .from(tagTaps)
      .where(and(eq(tagTaps.itemId, itemId), eq(tagTaps.verdict, 'genuine')))
      .orderBy(desc(tagTaps.at))
      .limit(1);
    return { tagged: linked !== undefined, lastGenuineTapAt: last?.at ?? null };
  }

  // ---- the console ----

  async list(clientId: string, q: string | undefined, limit: number, offset: number) {
    const search = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      eq(tags.clientId, clientId),
      search ? or(ilike(tags.uid, search), ilike(items.serialNumber, search)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ tag: tags, item: itemColumns })
        .from(tags)
        .innerJoin(items, eq(items.id, tags.itemId))
        .where(where)
        .orderBy(desc(tags.registeredAt), desc(tags.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(tags).innerJoin(items, eq(items.id, tags.itemId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async tag(clientId: string, tagId: string, db: DbOrTx = this.db, lock = false) {
    const query = db
      .select({ tag: tags, item: itemColumns, gtin: collections.gtin })
      .from(tags)
      .innerJoin(items, eq(items.id, tags.itemId))
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(tags.clientId, clientId), eq(tags.id, tagId)))
      .limit(1);
    const [row] = await (lock ? query.for('update', { of: tags }) : query);
    return row;
  }

  /** The brand's items with these serial numbers (a serial is one item's within a brand). */
  async itemsBySerial(tx: DbOrTx, clientId: string, serials: string[]) {
    if (serials.length === 0) return [];
    return tx
      .select(itemColumns)
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(collections.clientId, clientId), inArray(items.serialNumber, serials)));
  }

  async takenUids(tx: DbOrTx, clientId: string, uids: string[]): Promise<string[]> {
    if (uids.length === 0) return [];
    const rows = await tx
      .select({ uid: tags.uid })
      .from(tags)
      .where(and(eq(tags.clientId, clientId), inArray(tags.uid, uids)));
    return rows.map((r) => r.uid);
  }

  /** Of these items, those that have a linked tag. */
  async taggedItems(tx: DbOrTx, itemIds: string[]): Promise<string[]> {
    if (itemIds.length === 0) return [];
    const rows = await tx
      .select({ itemId: tags.itemId })
      .from(tags)
      .where(and(inArray(tags.itemId, itemIds), isNull(tags.unlinkedAt)));
    return rows.map((r) => r.itemId);
  }

  async insertTags(tx: DbOrTx, values: (typeof tags.$inferInsert)[]): Promise<TagRow[]> {
    if (values.length === 0) return [];
    return tx.insert(tags).values(values).returning();
  }

  async unlink(tx: DbOrTx, tagId: string, at: Date): Promise<void> {
    await tx
      .update(tags)
      .set({ unlinkedAt: at })
      .where(and(eq(tags.id, tagId), isNull(tags.unlinkedAt)));
  }

  async itemOfBrand(clientId: string, itemId: string) {
    const [row] = await this.db
      .select({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(items.id, itemId), eq(collections.clientId, clientId)))
      .limit(1);
    return row;
  }

  async itemTaps(itemId: string, limit: number, offset: number) {
    return this.ledger(eq(tagTaps.itemId, itemId), limit, offset);
  }

  /** Replays and forgeries of the brand's items, newest first. */
  async alerts(clientId: string, limit: number, offset: number) {
    return this.ledger(
      and(eq(tagTaps.clientId, clientId), inArray(tagTaps.verdict, ['replayed', 'forged'])),
      limit,
      offset,
    );
  }

  private async ledger(where: SQL | undefined, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ tap: tagTaps, tagUid: tags.uid, item: itemColumns })
        .from(tagTaps)
        .leftJoin(tags, eq(tags.id, tagTaps.tagId))
        .leftJoin(items, eq(items.id, tagTaps.itemId))
        .where(where)
        .orderBy(desc(tagTaps.at), desc(tagTaps.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(tagTaps).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  // ---- the simulated chips (development) ----

  /** The linked tags of the item with this public id, or of the items with this serial (up to two). */
  async linkedTagsOf(item: { publicId: string } | { serial: string }) {
    return this.db
      .select({
        tag: tags,
        address: addressedColumns,
        masterKey: sealedKeyColumns,
      })
      .from(tags)
      .innerJoin(items, eq(items.id, tags.itemId))
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .leftJoin(tagMasterKeys, eq(tagMasterKeys.clientId, collections.clientId))
      .where(
        and(
          'publicId' in item ? eq(items.publicId, item.publicId) : eq(items.serialNumber, item.serial),
          isNull(tags.unlinkedAt),
        ),
      )
      .limit(2);
  }

  /** The simulated chip's next counter: one above the last it wrote and the highest read, taken atomically. */
  async nextSimulatedCounter(tagId: string): Promise<number> {
    const [row] = await this.db
      .update(tags)
      .set({
        simulatedCounter: sql`greatest(coalesce(${tags.simulatedCounter}, 0), coalesce(${tags.lastCounter}, 0)) + 1`,
      })
      .where(eq(tags.id, tagId))
      .returning({ counter: tags.simulatedCounter });
    return firstRow(row).counter ?? 1;
  }
}

/** The rows of a raw statement, whichever driver ran it (postgres.js answers an array, PGlite `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
