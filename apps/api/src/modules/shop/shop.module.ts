// The shop module: collections and items on sale, holds, and the brands' market links.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { ShopRepository } from './shop.repository';
import { registerShopRoutes } from './shop.routes';
import { ShopService } from './shop.service';

export async function shopModule(api: FastifyInstance): Promise<void> {
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
  provide(api, { shop });
  registerShopRoutes(api, shop, config.limits.authRequestsPerIpPerMinute);
}
