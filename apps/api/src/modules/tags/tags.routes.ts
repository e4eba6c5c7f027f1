// HTTP routes of tags: a tap's verdict (public, limited per IP), the owner's last genuine read, the simulated
// chips' next URL (development, this machine only), and the brand's tags, key, taps and alerts (console).
import { consoleTagRoutes, tapRoutes } from '@heirloom/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { currentBrand, currentStaff, currentUser } from '../../http/authenticate';
import { readerLanguage } from '../../http/reader-language';
import { limitPerMinute, registerRoute } from '../../http/route';
import { thisMachineOnly } from '../system/system.routes';
import type { TagsService } from './tags.service';
import type { TapsService } from './taps.service';

export function registerTapRoutes(
  app: FastifyInstance,
  taps: TapsService,
  options: { tapsPerIpPerMinute: number; devRoutes: boolean },
): void {
  registerRoute(
    app,
    tapRoutes.read,
    async (request, reply) => {
      // an answer about this moment, which moves the tag's counter: never kept by a cache
      reply.header('cache-control', 'no-store');
      // an address that names no item is a verdict too (`unknown`, item null); its page is a 404
      const { result } = await taps.read(request.body.address, request.body.sun, readerLanguage(request));
      return result;
    },
    limitPerMinute(options.tapsPerIpPerMinute),
  );
  registerRoute(app, tapRoutes.itemTag, async (request) =>
    taps.itemTag(currentUser(request).userId, request.params.id),
  );
  if (options.devRoutes) {
    registerRoute(app, tapRoutes.devTap, async (request, reply) => {
      thisMachineOnly(request);
      reply.header('cache-control', 'no-store');
      return taps.simulatedTap({ publicId: request.params.publicId });
    });
    registerRoute(app, tapRoutes.devTapBySerial, async (request, reply) => {
      thisMachineOnly(request);
      reply.header('cache-control', 'no-store');
      return taps.simulatedTap({ serial: request.query.serial });
    });
  }
}

export function registerConsoleTagRoutes(app: FastifyInstance, tags: TagsService): void {
  const routes = consoleTagRoutes;
  registerRoute(app, routes.masterKey, async (request) => tags.masterKey(currentBrand(request).clientId));
  registerRoute(app, routes.setMasterKey, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return tags.setMasterKey(currentStaff(request), currentBrand(request), {
      key: request.body.key,
      passkey: request.body.passkey as AuthenticationResponseJSON,
    });
  });
  registerRoute(app, routes.list, async (request) => {
    const { q, limit, offset } = request.query;
    return tags.list(currentBrand(request).clientId, q, limit, offset);
  });
  registerRoute(app, routes.create, async (request, reply) =>
    reply.status(201).send(await tags.create(currentBrand(request), request.body, readerLanguage(request))),
  );
  registerRoute(app, routes.import, async (request, reply) =>
    reply
      .status(201)
      .send(await tags.importCsv(currentBrand(request), request.body.csv, readerLanguage(request))),
  );
  registerRoute(app, routes.unlink, async (request) =>
    tags.unlink(currentBrand(request), request.params.tagId),
  );
  registerRoute(app, routes.replace, async (request, reply) =>
    reply
      .status(201)
      .send(
        await tags.replace(
          currentBrand(request),
          request.params.tagId,
          request.body,
          readerLanguage(request),
        ),
      ),
  );
  registerRoute(app, routes.template, async (request) =>
    tags.template(currentBrand(request).clientId, request.params.tagId),
  );
  registerRoute(app, routes.itemTaps, async (request) => {
    const { limit, offset } = request.query;
    return tags.itemTaps(currentBrand(request).clientId, request.params.itemId, limit, offset);
  });
  registerRoute(app, routes.alerts, async (request) => {
    const { limit, offset } = request.query;
    return tags.alerts(currentBrand(request).clientId, limit, offset);
  });
}
