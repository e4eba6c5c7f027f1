// The clients module: a brand's settings (by host) and its after-sales stores.
import { defineModule } from '../module';
import { ClientsRepository } from './clients.repository';
import { registerClientRoutes } from './clients.routes';
import { ClientsService } from './clients.service';

export const clientsModule = defineModule({
  name: 'clients',
  async register(api) {
    const { audit, clock, database, mediaUrls, reads } = api.deps;
    const clients = new ClientsService({
      repo: new ClientsRepository(database.db),
      urls: mediaUrls,
      reads,
      audit,
      clock,
    });
    registerClientRoutes(api, clients);
    return { clients };
  },
});
