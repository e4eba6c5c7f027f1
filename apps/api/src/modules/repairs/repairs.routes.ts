// HTTP routes of repairs: the owner's (paths exactly as in docs/product.md "Calls") and the brand API's (/api/brand/…).
import { brandRoutes, consoleRoutes, repairRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentBrand, currentUser } from '../../http/authenticate';
import { readerLanguage } from '../../http/reader-language';
import { registerRoute, type RouteRequest } from '../../http/route';
import type { RepairsService } from './repairs.service';

export function registerRepairRoutes(app: FastifyInstance, repairs: RepairsService): void {
  registerRoute(app, repairRoutes.requestV1, async (request) => {
    await repairs.request(
      currentUser(request).userId,
      request.params.id,
      request.body,
      readerLanguage(request),
    );
    return true as const;
  });
  registerRoute(app, repairRoutes.requestV2, async (request, reply) =>
    reply
      .status(201)
      .send(
        await repairs.request(
          currentUser(request).userId,
          request.params.id,
          request.body,
          readerLanguage(request),
        ),
      ),
  );
  registerRoute(app, repairRoutes.update, async (request) =>
    repairs.update(
      currentUser(request).userId,
      request.params.id,
      request.params.repairId,
      request.body,
      readerLanguage(request),
    ),
  );
  registerRoute(app, repairRoutes.get, async (request) =>
    repairs.get(
      currentUser(request).userId,
      request.params.id,
      request.params.repairId,
      readerLanguage(request),
    ),
  );
  registerRoute(app, repairRoutes.cancel, async (request) =>
    repairs.cancel(
      currentUser(request).userId,
      request.params.id,
      request.params.repairId,
      readerLanguage(request),
    ),
  );
  registerRoute(app, repairRoutes.list, async (request) => {
    const { id, limit, offset } = request.params;
    return repairs.list(currentUser(request).userId, id, limit, offset, readerLanguage(request));
  });
}

/** The brand API's repair routes (an API key) and the console's (a staff member of the brand, after-sales). */
export function registerBrandRoutes(app: FastifyInstance, repairs: RepairsService): void {
  registerRoute(app, brandRoutes.repairs, async (request) => list(repairs, request));
  registerRoute(app, brandRoutes.repair, async (request) => get(repairs, request));
  registerRoute(app, brandRoutes.move, async (request) => move(repairs, request));
  registerRoute(app, brandRoutes.note, async (request) => note(repairs, request));
}

export function registerConsoleRepairRoutes(app: FastifyInstance, repairs: RepairsService): void {
  registerRoute(app, consoleRoutes.repairs, async (request) => list(repairs, request));
  registerRoute(app, consoleRoutes.repair, async (request) => get(repairs, request));
  registerRoute(app, consoleRoutes.moveRepair, async (request) => move(repairs, request));
  registerRoute(app, consoleRoutes.noteRepair, async (request) => note(repairs, request));
}

const list = (
  repairs: RepairsService,
  request: RouteRequest<typeof brandRoutes.repairs | typeof consoleRoutes.repairs>,
) =>
  repairs.brandList(
    currentBrand(request).clientId,
    request.query.state,
    request.params.limit,
    request.params.offset,
    readerLanguage(request),
  );

const get = (
  repairs: RepairsService,
  request: RouteRequest<typeof brandRoutes.repair | typeof consoleRoutes.repair>,
) => repairs.brandGet(currentBrand(request).clientId, request.params.repairId, readerLanguage(request));

const move = (
  repairs: RepairsService,
  request: RouteRequest<typeof brandRoutes.move | typeof consoleRoutes.moveRepair>,
) =>
  repairs.brandMove(
    currentBrand(request),
    request.params.repairId,
    request.body.state,
    request.body.note,
    readerLanguage(request),
  );

const note = (
  repairs: RepairsService,
  request: RouteRequest<typeof brandRoutes.note | typeof consoleRoutes.noteRepair>,
) =>
  repairs.brandNote(
    currentBrand(request),
    request.params.repairId,
    request.body.note,
    readerLanguage(request),
  );
