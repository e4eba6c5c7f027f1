// SQL of item photos.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemEvents, itemImages } from '../../db/schema';

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

  async insertWithEvent(image: NewImage, event: { actorUserId: string; data: Record<string, string> }) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(itemImages).values(image).returning();
      await tx.insert(itemEvents).values({
        itemId: image.itemId,
        kind: 'image_added',
        actor: 'owner',
        actorUserId: event.actorUserId,
        data: event.data,
        createdAt: image.createdAt,
      });
      if (!row) throw new Error('image not stored');
      return row;
    });
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
