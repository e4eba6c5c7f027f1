// HTTP routes of brand settings and SAV stores (paths exactly as SPEC §7).
import { clientRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/route';
import type { ClientsService } from './clients.service';

export function registerClientRoutes(app: FastifyInstance, clients: ClientsService): void {
  registerRoute(app, clientRoutes.settings, async (request) => clients.settingsForHost(request.hostname));
  registerRoute(app, clientRoutes.savStores, async (request) => ({
    items: await clients.stores(request.params.id),
  }));
}
