// HTTP routes of entrusted care: the owner's, the person's entrusted to them, and the console's (after-sales staff).
import { careRoutes, consoleCareRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentBrand, currentUser } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import type { CareService } from './care.service';

export function registerCareRoutes(app: FastifyInstance, care: CareService): void {
  registerRoute(app, careRoutes.entrust, async (request, reply) =>
    reply.status(201).send(await care.entrust(currentUser(request), request.params.id, request.body)),
  );
  registerRoute(app, careRoutes.ofItem, async (request) =>
    care.ofItem(currentUser(request).userId, request.params.id),
  );
  registerRoute(app, careRoutes.given, async (request) =>
    care.given(currentUser(request).userId, request.params.limit, request.params.offset),
  );
  registerRoute(app, careRoutes.endGiven, async (request) =>
    care.endByOwner(currentUser(request).userId, request.params.careId),
  );
  registerRoute(app, careRoutes.entrusted, async (request) =>
    care.entrusted(currentUser(request).userId, request.params.limit, request.params.offset),
  );
  registerRoute(app, careRoutes.entrustedOne, async (request) =>
    care.entrustedOne(currentUser(request).userId, request.params.careId),
  );
  registerRoute(app, careRoutes.endEntrusted, async (request) =>
    care.endByCarer(currentUser(request).userId, request.params.careId),
  );
}

export function registerConsoleCareRoutes(app: FastifyInstance, care: CareService): void {
  registerRoute(app, consoleCareRoutes.storeCare, async (request) =>
    care.storeCare(currentBrand(request).clientId, request.params.limit, request.params.offset),
  );
  registerRoute(app, consoleCareRoutes.storeCareOne, async (request) =>
    care.storeCareOne(currentBrand(request).clientId, request.params.careId),
  );
  registerRoute(app, consoleCareRoutes.endStoreCare, async (request) =>
    care.endByStore(currentBrand(request), request.params.careId),
  );
}
