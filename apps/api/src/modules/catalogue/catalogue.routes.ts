// HTTP routes of the console's catalogue: the overview, collections (cover by multipart upload), items one by
// one or by CSV, what is on sale, market links for QR codes, and the shop's orders and their returns.
import { CSV_IMPORT_MAX_CHARS, consoleCatalogueRoutes, MAX_IMAGE_BYTES } from '@heirloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentBrand } from '../../http/authenticate';
import { pictureUpload, registerRoute } from '../../http/route';
import { AppError } from '../../lib/errors';
import { languageFromHeader } from '../../lib/messages';
import type { ReturnsService } from '../payments/returns.service';
import type { ShopService } from '../shop/shop.service';
import type { CatalogueItemsService } from './catalogue-items.service';
import type { CatalogueService } from './catalogue.service';

/** The one file part named "image" of a multipart form (at most 15 MB, else 413). */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError(400, 'VALIDATION', { field: 'image', detail: 'multipart/form-data expected' });
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname === 'image') bytes = await part.toBuffer();
    else part.file.resume();
  }
  if (!bytes || bytes.length === 0)
    throw new AppError(400, 'VALIDATION', { field: 'image', detail: 'a file is required' });
  return bytes;
}

export function registerCatalogueRoutes(
  app: FastifyInstance,
  catalogue: CatalogueService,
  stock: CatalogueItemsService,
  shop: ShopService,
  returns: ReturnsService,
): void {
  const routes = consoleCatalogueRoutes;
  registerRoute(app, routes.overview, async (request) => catalogue.overview(currentBrand(request).clientId));
  registerRoute(app, routes.collections, async (request) => ({
    items: await catalogue.collections(currentBrand(request).clientId),
  }));
  registerRoute(app, routes.createCollection, async (request, reply) =>
    reply.status(201).send(await catalogue.createCollection(currentBrand(request), request.body)),
  );
  registerRoute(app, routes.updateCollection, async (request) =>
    catalogue.updateCollection(currentBrand(request), request.params.collectionId, request.body),
  );
  registerRoute(
    app,
    routes.setCover,
    async (request) =>
      catalogue.setCover(currentBrand(request), request.params.collectionId, await readImage(request)),
    pictureUpload,
  );
  registerRoute(
    app,
    routes.setItemPicture,
    async (request) =>
      stock.setItemPicture(currentBrand(request), request.params.itemId, await readImage(request)),
    pictureUpload,
  );
  registerRoute(app, routes.setSale, async (request) =>
    catalogue.setSale(currentBrand(request), request.params.collectionId, request.body),
  );
  registerRoute(app, routes.items, async (request) => {
    const { collectionId, limit, offset } = request.params;
    return stock.items(currentBrand(request).clientId, collectionId, request.query, limit, offset);
  });
  registerRoute(app, routes.createItem, async (request, reply) =>
    reply
      .status(201)
      .send(await stock.createItem(currentBrand(request), request.params.collectionId, request.body)),
  );
  registerRoute(
    app,
    routes.importItems,
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await stock.importCsv(
            currentBrand(request),
            request.params.collectionId,
            request.body.csv,
            languageFromHeader(request.headers['accept-language']),
          ),
        ),
    { bodyLimit: CSV_IMPORT_MAX_CHARS * 4 + 1024 },
  );
  registerRoute(app, routes.orders, async (request) =>
    catalogue.orders(currentBrand(request).clientId, request.params.limit, request.params.offset),
  );
  registerRoute(app, routes.refundOrder, async (request) => {
    const actor = currentBrand(request);
    await returns.refund(actor, request.params.orderId, request.body.reason);
    return catalogue.order(actor.clientId, request.params.orderId);
  });
  registerRoute(app, routes.setItemSale, async (request) =>
    stock.setItemSale(currentBrand(request), request.params.itemId, request.body.onSale),
  );
  registerRoute(app, routes.marketLink, async (request) => {
    const actor = currentBrand(request);
    const item = await stock.itemOnSale(actor, request.params.itemId);
    const link = shop.marketLink(item.id, request.body.days);
    await stock.recordMarketLink(actor, item, request.body.days);
    return { url: link.url, expiresAt: link.expiresAt };
  });
}
