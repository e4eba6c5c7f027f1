// HTTP routes of legal documents: the public texts (each with and without a /<language> suffix, and by
// id) and the signed-in user's acceptances (paths exactly as in docs/product.md "Calls").
import { legalRoutes, type LegalType } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import { languageFromHeader } from '../../lib/messages';
import type { LegalService } from './legal.service';

export function registerLegalRoutes(app: FastifyInstance, legal: LegalService): void {
  const documents: [LegalType, (typeof legalRoutes)['terms' | 'privacy']][] = [
    ['termsAndConditions', legalRoutes.terms],
    ['privacyPolicy', legalRoutes.privacy],
  ];
  for (const [type, routes] of documents) {
    registerRoute(app, routes.latest, async (request, reply) => {
      reply.header('vary', 'accept-language');
      return legal.latest(type, languageFromHeader(request.headers['accept-language']));
    });
    registerRoute(app, routes.latestIn, async (request) => legal.latest(type, request.params.language));
    registerRoute(app, routes.versions, async (request, reply) => {
      reply.header('vary', 'accept-language');
      return legal.versions(type, languageFromHeader(request.headers['accept-language']));
    });
    registerRoute(app, routes.versionsIn, async (request) => legal.versions(type, request.params.language));
  }
  registerRoute(app, legalRoutes.byId, async (request) => legal.byId(request.params.id));
  registerRoute(app, legalRoutes.lastAccepted, async (request) =>
    legal.lastAccepted(currentUser(request).userId),
  );
  registerRoute(app, legalRoutes.acceptTerms, async (request) =>
    legal.accept(currentUser(request).userId, { termsAndConditions: request.body.version }, 'version'),
  );
  registerRoute(app, legalRoutes.acceptPrivacy, async (request) =>
    legal.accept(currentUser(request).userId, { privacyPolicy: request.body.version }, 'version'),
  );
  registerRoute(app, legalRoutes.acceptBoth, async (request) =>
    legal.accept(currentUser(request).userId, request.body),
  );
}
