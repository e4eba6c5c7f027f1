// HTTP routes of brand messages: the owner's (paths exactly as in docs/product.md "Calls"), the brand API's (/api/brand/…)
// and the console's (messages role), and the public address of a message's picture.
import { brandMessageRoutes, consoleCatalogueRoutes, mediaRoutes, messageRoutes } from '@heirloom/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { currentBrand, currentUser } from '../../http/authenticate';
import { registerRoute, type RouteRequest } from '../../http/route';
import { notFound } from '../../lib/errors';
import { languageFromHeader } from '../../lib/messages';
import { MESSAGE_PICTURE_MAX_BASE64, tooLarge } from './message-picture';
import type { MessagesService } from './messages.service';

/** Room for the JSON around the largest picture: titles and bodies in two languages, the link. */
const BRAND_POST_BODY_LIMIT = MESSAGE_PICTURE_MAX_BASE64 + 256 * 1024;

export function registerMessageRoutes(app: FastifyInstance, messages: MessagesService): void {
  registerRoute(app, messageRoutes.list, async (request) => {
    const { productId, limit, offset } = request.params;
    // the app sends the language it shows; without one, the account's language decides
    const header = request.headers['accept-language'];
    const reader = header ? languageFromHeader(header) : undefined;
    return messages.list(currentUser(request).userId, productId, limit, offset, reader);
  });
  registerRoute(app, messageRoutes.unseenByCollections, async (request) =>
    messages.unseenByCollections(currentUser(request).userId),
  );
  registerRoute(app, messageRoutes.unseenByProducts, async (request) =>
    messages.unseenByProducts(currentUser(request).userId, request.params.id),
  );

  registerRoute(app, mediaRoutes.messagePicture, async (request, reply) => {
    const bytes = await messages.picture(request.params.id);
    if (!bytes) throw notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('content-disposition', 'inline')
      .send(bytes);
  });
}

export function registerBrandMessageRoutes(app: FastifyInstance, messages: MessagesService): void {
  registerRoute(app, brandMessageRoutes.list, async (request) => {
    const { limit, offset } = request.params;
    return messages.brandList(currentBrand(request).clientId, limit, offset);
  });
  registerRoute(app, consoleCatalogueRoutes.messages, async (request) => {
    const { limit, offset } = request.params;
    return messages.brandList(currentBrand(request).clientId, limit, offset);
  });
  // The post carries a picture: its own body limit, and "too large" answers 413 (not a validation 400).
  void app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError) => {
      if (error.statusCode === 413) throw tooLarge();
      throw error;
    });
    scope.addHook('preValidation', async (request) => {
      const body = request.body as { picture?: unknown } | null;
      if (typeof body?.picture === 'string' && body.picture.length > MESSAGE_PICTURE_MAX_BASE64)
        throw tooLarge();
    });
    // the brand API's post and the console's send are one message, posted by the brand the caller acts for
    const post = async (
      request: RouteRequest<typeof brandMessageRoutes.post | typeof consoleCatalogueRoutes.sendMessage>,
      reply: FastifyReply,
    ) => reply.status(201).send(await messages.post(currentBrand(request), request.body));
    registerRoute(scope, brandMessageRoutes.post, post, { bodyLimit: BRAND_POST_BODY_LIMIT });
    registerRoute(scope, consoleCatalogueRoutes.sendMessage, post, { bodyLimit: BRAND_POST_BODY_LIMIT });
  });
}
