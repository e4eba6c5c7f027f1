// SQL of brands, their stores and collections.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, collections, savStores } from '../../db/schema';

export class ClientsRepository {
  constructor(private readonly db: Db) {}

  async byId(id: string) {
    const [row] = await this.db.select().from(clients).where(eq(clients.id, id)).limit(1);
    return row;
  }

  async byHost(host: string) {
    const [row] = await this.db.select().from(clients).where(eq(clients.host, host)).limit(1);
    return row;
  }

  async platformDefault() {
    const [row] = await this.db.select().from(clients).where(eq(clients.isDefault, true)).limit(1);
    return row;
  }

  async stores(clientId: string) {
    return this.db
      .select()
      .from(savStores)
      .where(eq(savStores.clientId, clientId))
      .orderBy(asc(savStores.city), asc(savStores.name));
  }

  async collectionById(id: string) {
    const [row] = await this.db.select().from(collections).where(eq(collections.id, id)).limit(1);
    return row;
  }
}
