// SQL of item pictures (item_images): the brand's and the owners' photos, who may see which, and their one
// writer. The item page, the shop, the activity and the public page read their pictures here.
import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowWhere } from '../../db/repository';
import { itemImages } from '../../db/schema';

export type ImageRow = typeof itemImages.$inferSelect;
export type NewImage = typeof itemImages.$inferInsert;

/** The pictures an owner sees: public ones and their own private ones. */
const seenBy = (ownerId: string | Placeholder) =>
  or(eq(itemImages.isPublic, true), eq(itemImages.uploaderId, ownerId));
const oldestFirst = [asc(itemImages.createdAt), asc(itemImages.id)];

export class ImagesRepository {
  /** the item page's pictures, built once per database (docs/performance.md) */
  private readonly itemPictures;

  constructor(private readonly db: Db) {
    this.itemPictures = db
      .select()
      .from(itemImages)
      .where(and(eq(itemImages.itemId, sql.placeholder('itemId')), seenBy(sql.placeholder('ownerId'))))
      .orderBy(...oldestFirst)
      .prepare('items_item_images');
  }

  /** The pictures an owner sees for these items, oldest first (the brand's picture leads). */
  async visibleImages(ownerId: string, itemIds: string[]): Promise<ImageRow[]> {
    if (itemIds.length === 0) return [];
    if (itemIds.length === 1) return this.itemPictures.execute({ ownerId, itemId: itemIds[0] });
    return this.db
      .select()
      .from(itemImages)
      .where(and(inArray(itemImages.itemId, itemIds), seenBy(ownerId)))
      .orderBy(...oldestFirst);
  }

  /** What anyone may see of an item (its public page): its public pictures, the first twelve. */
  async publicPictures(itemId: string): Promise<ImageRow[]> {
    return this.db
      .select()
      .from(itemImages)
      .where(and(eq(itemImages.itemId, itemId), eq(itemImages.isPublic, true)))
      .orderBy(...oldestFirst)
      .limit(12);
  }

  /** A picture of this item that this owner may see (public, or their own private one). */
  async visible(ownerId: string, itemId: string, imageId: string): Promise<ImageRow | undefined> {
    return rowWhere(
      this.db,
      itemImages,
      and(eq(itemImages.id, imageId), eq(itemImages.itemId, itemId), seenBy(ownerId)),
    );
  }

  /** Removes the brand's pictures of an item (its new one replaces them): the rows removed, for their files. */
  async removeBrandPictures(tx: DbOrTx, itemId: string): Promise<ImageRow[]> {
    return tx
      .delete(itemImages)
      .where(and(eq(itemImages.itemId, itemId), isNull(itemImages.uploaderId)))
      .returning();
  }

  /**
   * The public pictures of these items, oldest first, by who took them: the brand's (its official one leads) or
   * their owners' (an after-sales store sees those).
   */
  async publicPicturesBy(takenBy: 'brand' | 'owners', itemIds: string[]): Promise<ImageRow[]> {
    if (itemIds.length === 0) return [];
    const uploader = takenBy === 'brand' ? isNull(itemImages.uploaderId) : isNotNull(itemImages.uploaderId);
    return this.db
      .select()
      .from(itemImages)
      .where(and(inArray(itemImages.itemId, itemIds), uploader, eq(itemImages.isPublic, true)))
      .orderBy(...oldestFirst);
  }

  async byId(imageId: string): Promise<ImageRow | undefined> {
    return rowWhere(this.db, itemImages, eq(itemImages.id, imageId));
  }

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async insert(tx: DbOrTx, image: NewImage): Promise<ImageRow> {
    const [row] = await tx.insert(itemImages).values(image).returning();
    if (!row) throw new Error('image not stored');
    return row;
  }

  async setPrivacy(tx: DbOrTx, imageId: string, isPublic: boolean): Promise<ImageRow | undefined> {
    const [row] = await tx.update(itemImages).set({ isPublic }).where(eq(itemImages.id, imageId)).returning();
    return row;
  }

  /**
   * Private photos stay with (and are removed for) the owner who took them: theirs on these items, or all
   * of theirs. Gives the files to remove once the transaction has committed.
   */
  async removePrivate(tx: DbOrTx, uploaderId: string, itemIds?: string[]) {
    return tx
      .delete(itemImages)
      .where(
        and(
          eq(itemImages.uploaderId, uploaderId),
          eq(itemImages.isPublic, false),
          itemIds ? inArray(itemImages.itemId, itemIds) : undefined,
        ),
      )
      .returning({ storageKey: itemImages.storageKey, thumbKey: itemImages.thumbKey });
  }

  async delete(tx: DbOrTx, imageId: string): Promise<void> {
    await tx.delete(itemImages).where(eq(itemImages.id, imageId));
  }
}
