// The catalogue module (issue 18): a brand's collections, items, sale, orders (and their returns) and overview as
// its console runs them.
import { ClientsRepository } from '../clients/clients.repository';
import { defineModule } from '../module';
import { CatalogueRepository } from './catalogue.repository';
import { registerCatalogueRoutes } from './catalogue.routes';
import { CatalogueItemsService } from './catalogue-items.service';
import { CatalogueService } from './catalogue.service';

export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: ['custody', 'shop', 'returns'],
  async register(api, { custody, shop, returns }) {
    const { audit, clock, config, database, history, images, items, mediaUrls, providers } = api.deps;
    const deps = {
      repo: new CatalogueRepository(database.db),
      clients: new ClientsRepository(database.db),
      items,
      history,
      images,
      audit,
      custody,
      tokens: api.deps.tokens,
      storage: providers.storage,
      urls: mediaUrls,
      publicUrl: config.publicUrl,
      clock,
    };
    registerCatalogueRoutes(api, new CatalogueService(deps), new CatalogueItemsService(deps), shop, returns);
    return {};
  },
});
