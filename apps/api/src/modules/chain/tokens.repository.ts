// What the token routes read: an item's public id from its id (a token id is an item id).
import { eq } from 'drizzle-orm';
import { Repository, rowWhere } from '../../db/repository';
import { items } from '../../db/schema';

export class TokensRepository extends Repository {
  async publicIdOf(itemId: string): Promise<string | undefined> {
    return (await rowWhere(this.db, items, eq(items.id, itemId)))?.publicId;
  }
}
