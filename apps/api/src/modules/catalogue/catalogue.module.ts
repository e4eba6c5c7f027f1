// The catalogue module (issue 18): a brand's collections, items, sale, orders (and their returns) and overview as
// its console runs them.
import type { FastifyInstance } from 'fastify';
import { ClientsRepository } from '../clients/clients.repository';
import { PaymentsRepository } from '../payments/payments.repository';
import { ReturnsService } from '../payments/returns.service';
import { CatalogueRepository } from './catalogue.repository';
import { registerCatalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';

export async function catalogueModule(api: FastifyInstance): Promise<void> {
  const { audit, clock, config, database, history, images, items, mediaUrls, notifier, providers, users } =
    api.deps;
  const clients = new ClientsRepository(database.db);
  const catalogue = new CatalogueService({
    repo: new CatalogueRepository(database.db),
    clients,
    items,
    history,
    images,
    audit,
    custody: api.services.custody,
    storage: providers.storage,
    urls: mediaUrls,
    publicUrl: config.publicUrl,
    clock,
  });
  // returns of sold items: the orders are payments', the console is where staff refund them
  const returns = new ReturnsService({
    repo: new PaymentsRepository(database.db),
    custody: api.services.custody,
    users,
    audit,
    clients,
    transfers: api.services.transfers,
    provider: providers.payments,
    notifier,
    jobs: api.services.jobs,
    publicUrl: config.publicUrl,
    clock,
  });
  registerCatalogueRoutes(api, catalogue, api.services.shop, returns);
}
