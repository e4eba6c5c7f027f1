// The clients module: a brand's settings (by host) and its after-sales stores.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { ClientsRepository } from './clients.repository';
import { registerClientRoutes } from './clients.routes';
import { ClientsService } from './clients.service';

export async function clientsModule(api: FastifyInstance): Promise<void> {
  const { audit, clock, database, mediaUrls, reads } = api.deps;
  const clients = new ClientsService({
    repo: new ClientsRepository(database.db),
    urls: mediaUrls,
    reads,
    audit,
    clock,
  });
  provide(api, { clients });
  registerClientRoutes(api, clients);
}
