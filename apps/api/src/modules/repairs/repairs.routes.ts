// HTTP routes of repairs: the owner's (paths exactly as SPEC §7) and the brand API's (/api/brand/…).
import { brandRoutes, repairRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentBrand, currentUser } from '../../http/authenticate';
import { readerLanguage } from '../../http/reader-language';
import { registerRoute } from '../../http/route';
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

export function registerBrandRoutes(app: FastifyInstance, repairs: RepairsService): void {
  registerRoute(app, brandRoutes.repairs, async (request) => {
    const { limit, offset } = request.params;
    return repairs.brandList(
      currentBrand(request).clientId,
      request.query.state,
      limit,
      offset,
      readerLanguage(request),
    );
  });
  registerRoute(app, brandRoutes.repair, async (request) =>
    repairs.brandGet(currentBrand(request).clientId, request.params.repairId, readerLanguage(request)),
  );
  registerRoute(app, brandRoutes.move, async (request) =>
    repairs.brandMove(
      currentBrand(request).clientId,
      request.params.repairId,
      request.body.state,
      request.body.note,
      readerLanguage(request),
    ),
  );
  registerRoute(app, brandRoutes.note, async (request) =>
    repairs.brandNote(
      currentBrand(request).clientId,
      request.params.repairId,
      request.body.note,
      readerLanguage(request),
    ),
  );
}
