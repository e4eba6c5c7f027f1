// HTTP routes of brand settings and SAV stores (paths exactly as in docs/product.md "Calls"), and the console's stores (after-sales).
import { clientRoutes, consoleRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentBrand } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import type { ClientsService } from './clients.service';

export function registerClientRoutes(app: FastifyInstance, clients: ClientsService): void {
  registerRoute(app, clientRoutes.settings, async (request) => clients.settingsForHost(request.hostname));
  registerRoute(app, clientRoutes.savStores, async (request) => ({
    items: await clients.stores(request.params.id),
  }));
  registerRoute(app, consoleRoutes.stores, async (request) => ({
    items: await clients.stores(currentBrand(request).clientId),
  }));
  registerRoute(app, consoleRoutes.createStore, async (request, reply) =>
    reply.status(201).send(await clients.createStore(currentBrand(request), request.body)),
  );
  registerRoute(app, consoleRoutes.updateStore, async (request) =>
    clients.updateStore(currentBrand(request), request.params.storeId, request.body),
  );
}
