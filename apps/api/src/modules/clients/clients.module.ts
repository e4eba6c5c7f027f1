// The clients module: a brand's settings (by host) and its after-sales stores.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import type { ModuleServices } from '../services';
import { ClientsRepository } from './clients.repository';
import { registerClientRoutes } from './clients.routes';
import { ClientsService } from './clients.service';

export const clientsModule = defineModule({ name: 'clients', register: registerClients });

async function registerClients(api: FastifyInstance): Promise<ModuleServices['clients']> {
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
}
