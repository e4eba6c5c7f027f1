// HTTP routes of lost/stolen declarations (paths exactly as in docs/product.md "Calls") and of the public authenticity page.
import { oppositionRoutes, publicRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/authenticate';
import { readerLanguage } from '../../http/reader-language';
import { registerRoute } from '../../http/route';
import type { ProtectionService } from './protection.service';

export function registerProtectionRoutes(app: FastifyInstance, protection: ProtectionService): void {
  registerRoute(app, oppositionRoutes.make, async (request) =>
    protection.makeOpposition(
      currentUser(request).userId,
      request.params.id,
      request.body.kind,
      request.body.details,
      readerLanguage(request),
    ),
  );
  registerRoute(app, oppositionRoutes.withdraw, async (request) =>
    protection.withdrawOpposition(
      currentUser(request).userId,
      request.params.id,
      request.body.details,
      readerLanguage(request),
    ),
  );
  registerRoute(app, publicRoutes.item, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'accept-language');
    return protection.publicItem(request.params.publicId, readerLanguage(request));
  });
  registerRoute(app, publicRoutes.byDigitalLink, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'accept-language');
    return protection.publicItemByDigitalLink(
      request.params.gtin,
      request.params.serial,
      readerLanguage(request),
    );
  });
  registerRoute(app, publicRoutes.message, async (request, reply) =>
    reply.status(202).send(await protection.messageOwner(request.params.publicId, request.body, request.ip)),
  );
}
