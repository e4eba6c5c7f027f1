// SQL of brands, their stores and collections.
import { asc, eq } from 'drizzle-orm';
import { Repository, rowWhere } from '../../db/repository';
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

  async collectionById(id: string) {
    return rowWhere(this.db, collections, eq(collections.id, id));
  }
}
