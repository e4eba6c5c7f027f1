// HTTP routes of the owner's items (paths exactly as in docs/product.md "Calls").
import { itemRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/authenticate';
import { readerLanguage } from '../../http/reader-language';
import { registerRoute } from '../../http/route';
import type { ItemsService } from './items.service';

export function registerItemRoutes(app: FastifyInstance, items: ItemsService): void {
  registerRoute(app, itemRoutes.count, async (request) => ({
    count: await items.count(currentUser(request).userId),
  }));

  registerRoute(app, itemRoutes.collections, async (request) =>
    items.collections(
      currentUser(request).userId,
      request.body.filters,
      request.params.limit,
      request.params.offset,
      readerLanguage(request),
    ),
  );

  registerRoute(app, itemRoutes.collectionItems, async (request) => {
    const { collectionId, limit, offset } = request.params;
    return items.collectionItems(
      currentUser(request).userId,
      collectionId,
      request.body.filters,
      limit,
      offset,
      readerLanguage(request),
    );
  });

  registerRoute(app, itemRoutes.byPublicId, async (request) =>
    items.byPublicId(currentUser(request).userId, request.params.publicId),
  );

  // the page's text comes from the read cache once written: sent as it is, not serialised again
  registerRoute(app, itemRoutes.item, async (request, reply) => {
    const page = await items.itemPage(
      currentUser(request).userId,
      request.params.id,
      readerLanguage(request),
      (item) => String(reply.serialize(item)),
    );
    return reply.type('application/json; charset=utf-8').send(page);
  });

  registerRoute(app, itemRoutes.token, async (request) =>
    items.token(currentUser(request).userId, request.params.id),
  );

  registerRoute(app, itemRoutes.history, async (request) =>
    items.history(
      currentUser(request).userId,
      request.params.id,
      request.query.limit,
      request.query.offset,
      readerLanguage(request),
    ),
  );
}
