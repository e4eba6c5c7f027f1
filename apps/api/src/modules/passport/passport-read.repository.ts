// SQL the passports' role views read (and never write): the item by its GS1 identity or its id, with its model and
// brand; and the owner's own record of it: how it came to them, and their repairs at that brand.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import {
  clients,
  collections,
  custodyArrivals,
  items,
  repairs,
  savStores,
  transferItems,
  transfers,
} from '../../db/schema';

export type AcquiredBy = 'purchase' | 'transfer' | 'brand' | 'arrival' | 'other';

const itemColumns = {
  id: items.id,
  publicId: items.publicId,
  name: items.name,
  serialNumber: items.serialNumber,
  ownerId: items.ownerId,
  acquiredAt: items.acquiredAt,
  collectionId: collections.id,
  model: collections.name,
  gtin: collections.gtin,
  clientId: clients.id,
  brand: clients.name,
};

export class PassportReadRepository extends Repository {
  private items() {
    return this.db
      .select(itemColumns)
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .innerJoin(clients, eq(clients.id, collections.clientId))
      .$dynamic();
  }

  /** The item a Digital Link names: its model's GTIN-14 and its serial number. */
  async byIdentity(gtin14: string, serial: string) {
    const [row] = await this.items()
      .where(and(eq(collections.gtin, gtin14), eq(items.serialNumber, serial)))
      .limit(1);
    return row;
  }

  async byId(itemId: string) {
    const [row] = await this.items().where(eq(items.id, itemId)).limit(1);
    return row;
  }

  /** How the item came to this owner: the last completed hand-over to them, else an arrival, else the brand. */
  async acquiredBy(itemId: string, ownerId: string): Promise<AcquiredBy> {
    const [handOver] = await this.db
      .select({ kind: transfers.kind })
      .from(transfers)
      .innerJoin(transferItems, eq(transferItems.transferId, transfers.id))
      .where(
        and(
          eq(transferItems.itemId, itemId),
          eq(transfers.recipientId, ownerId),
          eq(transfers.state, 'done'),
        ),
      )
      .orderBy(desc(transfers.createdAt))
      .limit(1);
    if (handOver) return handOver.kind === 'purchase' ? 'purchase' : 'transfer';
    const [arrival] = await this.db
      .select({ id: custodyArrivals.id })
      .from(custodyArrivals)
      .where(and(eq(custodyArrivals.itemId, itemId), isNotNull(custodyArrivals.resolvedAt)))
      .limit(1);
    return arrival ? 'arrival' : 'brand';
  }

  /** The owner's repairs of the item at its brand, oldest first. */
  repairsOf(itemId: string, ownerId: string, clientId: string) {
    return this.db
      .select({
        store: savStores.name,
        state: repairs.state,
        openedAt: repairs.createdAt,
        updatedAt: repairs.updatedAt,
      })
      .from(repairs)
      .innerJoin(savStores, eq(savStores.id, repairs.storeId))
      .where(and(eq(repairs.itemId, itemId), eq(repairs.ownerId, ownerId), eq(repairs.clientId, clientId)))
      .orderBy(asc(repairs.createdAt));
  }
}
