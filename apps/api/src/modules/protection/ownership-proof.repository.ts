// SQL of the owner's proofs of ownership: they keep no row, they only read who holds an item now.
import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { items } from '../../db/schema';

export class OwnershipProofRepository extends Repository {
  /** The item's holder and status as they stand (undefined: no such item). */
  async custody(itemId: string) {
    const [row] = await this.db
      .select({ publicId: items.publicId, ownerId: items.ownerId, status: items.status })
      .from(items)
      .where(eq(items.id, itemId))
      .limit(1);
    return row;
  }
}
