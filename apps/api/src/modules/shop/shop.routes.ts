// HTTP routes of the shop (paths exactly as in docs/product.md "Calls"), and the brand's market links.
import { shopRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentBrand, currentUser } from '../../http/authenticate';
import { readerLanguage } from '../../http/reader-language';
import { limitPerMinute, registerRoute } from '../../http/route';
import { notFound } from '../../lib/errors';
import type { ShopService } from './shop.service';

export function registerShopRoutes(app: FastifyInstance, shop: ShopService, perIpPerMinute: number): void {
  const perIp = limitPerMinute(perIpPerMinute);
  registerRoute(app, shopRoutes.collectionsForSale, async (request) => ({
    items: await shop.collectionsForSale(readerLanguage(request)),
  }));

  registerRoute(app, shopRoutes.productsForSale, async (request) => {
    const { id, limit, offset } = request.params;
    return shop.productsForSale(
      id,
      request.body.filters,
      limit,
      offset,
      request.auth?.userId ?? null,
      readerLanguage(request),
    );
  });

  registerRoute(app, shopRoutes.productForSale, async (request) =>
    shop.productForSale(request.params.id, request.auth?.userId ?? null, readerLanguage(request)),
  );

  registerRoute(app, shopRoutes.reserveV1, async (request) =>
    shop.reserve(currentUser(request).userId, request.params.id),
  );

  registerRoute(app, shopRoutes.reserveV2, async (request) =>
    shop.reserveInCollection(currentUser(request).userId, request.body.collectionId, request.body.productId),
  );

  registerRoute(
    app,
    shopRoutes.cancelReservation,
    async (request) => shop.cancelByToken(request.body.encryptedProductId),
    perIp,
  );

  registerRoute(
    app,
    shopRoutes.market,
    async (request) =>
      shop.market(request.body.encryptedData, request.auth?.userId ?? null, readerLanguage(request)),
    perIp,
  );

  registerRoute(app, shopRoutes.brandMarketLink, async (request) => {
    const brand = currentBrand(request);
    const item = await shop.productForSale(request.body.productId, null, 'en');
    if (item.brand.id !== brand.clientId) throw notFound();
    return shop.marketLink(item.id, request.body.days);
  });
}
