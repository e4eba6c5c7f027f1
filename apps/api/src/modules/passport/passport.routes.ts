// HTTP routes of the passports' role views: the owner's (and their consent), after-sales' in the console, and the
// public one by GS1 identity (an authority with its key), readable from any origin and limited per IP like the
// other public checks; and the compliance documents, to those who may read them.
import { consolePassportRoutes, passportRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { bearerToken, currentBrand, currentUser } from '../../http/authenticate';
import { allowPreflight, readableFromAnyOrigin } from '../../http/cross-origin';
import { limitPerMinute, registerRoute } from '../../http/route';
import type { PassportAccess } from './passport-access';
import type { PassportViews } from './passport-views';

export function registerPassportRoutes(
  app: FastifyInstance,
  views: PassportViews,
  access: PassportAccess,
  perIpPerMinute: number,
): void {
  registerRoute(app, passportRoutes.owner, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return views.forOwner(currentUser(request).userId, request.params.id, request.query.asOf);
  });
  registerRoute(app, passportRoutes.consent, async (request) =>
    views.setConsent(currentUser(request).userId, request.params.id, request.body.shareWithBrand),
  );
  registerRoute(app, consolePassportRoutes.afterSalesView, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return views.forAfterSales(currentBrand(request).clientId, request.params.itemId, request.query.asOf);
  });
  registerRoute(
    app,
    passportRoutes.public,
    async (request, reply) => {
      const { gtin, serial } = request.params;
      const bearer = bearerToken(request);
      const view = await access.byIdentity(gtin, serial, request.query.asOf, bearer);
      // an authority's view is for it alone; the public one may be cached a minute, by anyone
      const cache = view.role === 'public' ? 'public, max-age=60' : 'private, no-store';
      return readableFromAnyOrigin(reply)
        .header('cache-control', cache)
        .header('vary', 'authorization')
        .send(view);
    },
    limitPerMinute(perIpPerMinute),
  );
  allowPreflight(app, passportRoutes.public.path);
  registerRoute(
    app,
    passportRoutes.document,
    async (request, reply) => {
      const { row, bytes } = await access.document(request.params.id, bearerToken(request));
      const name = row.fileName.replace(/[^\w.-]+/g, '_');
      return readableFromAnyOrigin(reply)
        .type(row.mediaType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
    limitPerMinute(perIpPerMinute),
  );
  allowPreflight(app, passportRoutes.document.path);
}
