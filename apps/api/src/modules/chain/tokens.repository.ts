// What the token routes read: an item's public id from its id (a token id is an item id).
import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { items } from '../../db/schema';

export class TokensRepository extends Repository {
  async publicIdOf(itemId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ publicId: items.publicId })
      .from(items)
      .where(eq(items.id, itemId))
      .limit(1);
    return row?.publicId;
  }
}
