// SQL of the owner's proofs of ownership: they keep no row, they only read who holds an item now.
import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { collections, items } from '../../db/schema';

export class OwnershipProofRepository extends Repository {
  /** The item's holder and status as they stand, and what its address is made of (undefined: no such item). */
  async custody(itemId: string) {
    const [row] = await this.db
      .select({
        publicId: items.publicId,
        serialNumber: items.serialNumber,
        gtin: collections.gtin,
        ownerId: items.ownerId,
        status: items.status,
      })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(eq(items.id, itemId))
      .limit(1);
    return row;
  }
}
