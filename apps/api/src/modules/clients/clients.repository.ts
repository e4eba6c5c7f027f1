// SQL of brands, their stores and collections.
import { and, asc, eq, sql } from 'drizzle-orm';
import { custodialAddressOf } from '../../lib/address';
import type { DbOrTx } from '../../db/client';
import { firstRow, Repository, rowWhere } from '../../db/repository';
import { clients, collections, savStores } from '../../db/schema';

/** A brand's royalty: who receives it (null: none) and its rate in basis points. */
export interface RoyaltyRow {
  receiver: string | null;
  bps: number;
}

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

  /** A brand's royalty on its tokens' resales (decision 030). */
  async royaltyOf(brandId: string): Promise<RoyaltyRow> {
    const [row] = await this.db
      .select({ receiver: clients.royaltyReceiver, bps: clients.royaltyBps })
      .from(clients)
      .where(eq(clients.id, brandId));
    return firstRow(row);
  }

  /** The brand's royalty, its row held until the caller's transaction ends (two admins change it in turn). */
  async lockRoyalty(tx: DbOrTx, brandId: string): Promise<RoyaltyRow> {
    const [row] = await tx
      .select({ receiver: clients.royaltyReceiver, bps: clients.royaltyBps })
      .from(clients)
      .where(eq(clients.id, brandId))
      .for('update');
    return firstRow(row);
  }

  async setRoyalty(tx: DbOrTx, brandId: string, royalty: RoyaltyRow): Promise<void> {
    await tx
      .update(clients)
      .set({ royaltyReceiver: royalty.receiver, royaltyBps: royalty.bps })
      .where(eq(clients.id, brandId));
  }
}
