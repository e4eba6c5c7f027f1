// SQL of the brands' NFC tags: their master keys, the tags and the tap ledger (docs/decisions/024-tags-and-taps.md).
import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow, Repository } from '../../db/repository';
import { collections, items, tagMasterKeys, tags, tagTaps } from '../../db/schema';

export type TagRow = typeof tags.$inferSelect;
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

const addressedColumns = {
  itemId: items.id,
  publicId: items.publicId,
  clientId: collections.clientId,
  serialNumber: items.serialNumber,
  gtin: collections.gtin,
};

export class TagsRepository extends Repository {
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

  /** The item a Digital Link key (GTIN-14 and serial) or a public id names. */
  async addressed(address: { gtin: string; serial: string } | { publicId: string }) {
    const where =
      'publicId' in address
        ? eq(items.publicId, address.publicId)
        : and(eq(collections.gtin, address.gtin), eq(items.serialNumber, address.serial));
    const [row] = await this.db
      .select(addressedColumns)
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(where)
      .limit(1);
    return row as AddressedItem | undefined;
  }

  /** A brand's tag by its UID, with its brand's master key (one read for a tap). */
  async tagByUid(clientId: string, uid: string) {
    const [row] = await this.db
      .select()
      .from(tags)
      .where(and(eq(tags.clientId, clientId), eq(tags.uid, uid)))
      .limit(1);
    return row;
  }

  /**
   * Records a tap whose MAC proved its tag. The counter moves up only if it is above the highest seen: of
   * concurrent reads of one URL, exactly one moves it (the row's lock decides) and `advanced` says which.
   */
  async recordProvenTap(
    tag: TagRow,
    read: { itemId: string; counter: number; at: Date; genuine: boolean },
  ): Promise<{ advanced: boolean; highestBefore: number | null; tapId: string }> {
    return this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(tags)
        .set({
          lastCounter: read.counter,
          ...(read.genuine ? { lastGenuineAt: read.at } : {}),
        })
        .where(and(eq(tags.id, tag.id), or(isNull(tags.lastCounter), lt(tags.lastCounter, read.counter))))
        .returning({ id: tags.id });
      // the highest counter before this one: read again when it did not move (another read may have moved it)
      const highestBefore = moved
        ? tag.lastCounter
        : ((await tx.select({ c: tags.lastCounter }).from(tags).where(eq(tags.id, tag.id)))[0]?.c ?? null);
      const verdict = !read.genuine ? 'unlinked' : moved ? 'genuine' : 'replayed';
      const [tap] = await tx
        .insert(tagTaps)
        .values({
          clientId: tag.clientId,
          itemId: read.itemId,
          tagId: tag.id,
          verdict,
          counter: read.counter,
          highestBefore,
          at: read.at,
        })
        .returning({ id: tagTaps.id });
      return { advanced: moved !== undefined, highestBefore, tapId: firstRow(tap).id };
    });
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
      .select({ tag: tags, address: addressedColumns })
      .from(tags)
      .innerJoin(items, eq(items.id, tags.itemId))
      .innerJoin(collections, eq(collections.id, items.collectionId))
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
