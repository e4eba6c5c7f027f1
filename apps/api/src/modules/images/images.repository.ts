// SQL of item photos.
import { and, eq, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { itemImages } from '../../db/schema';

export type ImageRow = typeof itemImages.$inferSelect;
export type NewImage = typeof itemImages.$inferInsert;

export class ImagesRepository {
  constructor(private readonly db: Db) {}

  /** A picture of this item that this owner may see (public, or their own private one). */
  async visible(ownerId: string, itemId: string, imageId: string): Promise<ImageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(itemImages)
      .where(
        and(
          eq(itemImages.id, imageId),
          eq(itemImages.itemId, itemId),
          or(eq(itemImages.isPublic, true), eq(itemImages.uploaderId, ownerId)),
        ),
      )
      .limit(1);
    return row;
  }

  async byId(imageId: string): Promise<ImageRow | undefined> {
    const [row] = await this.db.select().from(itemImages).where(eq(itemImages.id, imageId)).limit(1);
    return row;
  }

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async insert(tx: DbOrTx, image: NewImage): Promise<ImageRow> {
    const [row] = await tx.insert(itemImages).values(image).returning();
    if (!row) throw new Error('image not stored');
    return row;
  }

  async setPrivacy(imageId: string, isPublic: boolean): Promise<ImageRow | undefined> {
    const [row] = await this.db
      .update(itemImages)
      .set({ isPublic })
      .where(eq(itemImages.id, imageId))
      .returning();
    return row;
  }

  async delete(imageId: string): Promise<void> {
    await this.db.delete(itemImages).where(eq(itemImages.id, imageId));
  }
}
