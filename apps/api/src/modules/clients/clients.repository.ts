// SQL of brands, their stores and collections.
import { and, asc, eq, sql } from 'drizzle-orm';
import { custodialAddressOf } from '../../lib/address';
import type { DbOrTx } from '../../db/client';
import { firstRow, Repository, rowWhere } from '../../db/repository';
import { clients, collections, savStores } from '../../db/schema';

export class ClientsRepository extends Repository {
  async byId(id: string) {
    return rowWhere(this.db, clients, eq(clients.id, id));
  }

  async byHost(host: string) {
    return rowWhere(this.db, clients, eq(clients.host, host));
  }

  async platformDefault() {
    return rowWhere(this.db, clients, eq(clients.isDefault, true));
  }

  async stores(clientId: string) {
    return this.db
      .select()
      .from(savStores)
      .where(eq(savStores.clientId, clientId))
      .orderBy(asc(savStores.city), asc(savStores.name));
  }

  async insertStore(tx: DbOrTx, values: typeof savStores.$inferInsert) {
    const [row] = await tx.insert(savStores).values(values).returning();
    return firstRow(row);
  }

  storeForUpdate(tx: DbOrTx, clientId: string, id: string) {
    return rowWhere(tx, savStores, and(eq(savStores.id, id), eq(savStores.clientId, clientId)), {
      lock: true,
    });
  }

  async updateStore(tx: DbOrTx, id: string, values: Partial<typeof savStores.$inferInsert>) {
    const [row] = await tx.update(savStores).set(values).where(eq(savStores.id, id)).returning();
    return firstRow(row);
  }

  /** The address the brand's unsold stock is held at (a brand's first item sets it): that address. */
  async custodialAddress(tx: DbOrTx, clientId: string): Promise<string> {
    const [row] = await tx
      .update(clients)
      .set({ custodialAddress: sql`coalesce(${clients.custodialAddress}, ${custodialAddressOf(clientId)})` })
      .where(eq(clients.id, clientId))
      .returning({ address: clients.custodialAddress });
    if (!row?.address) throw new Error(`no brand ${clientId}`);
    return row.address;
  }

  async collectionById(id: string) {
    return rowWhere(this.db, collections, eq(collections.id, id));
  }
}
