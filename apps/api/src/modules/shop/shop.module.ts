// The shop module: collections and items on sale, holds, and the brands' market links.
import { defineModule } from '../module';
import { ShopRepository } from './shop.repository';
import { registerShopRoutes } from './shop.routes';
import { ShopService } from './shop.service';

export const shopModule = defineModule({
  name: 'shop',
  async register(api) {
    const { clock, config, database, images, items, mediaUrls, presenter, seals } = api.deps;
    const shop = new ShopService({
      repo: new ShopRepository(database.db, items),
      images,
      presenter,
      urls: mediaUrls,
      seals,
      publicUrl: config.publicUrl,
      clock,
    });
    registerShopRoutes(api, shop, config.limits.authRequestsPerIpPerMinute);
    return { shop };
  },
});
