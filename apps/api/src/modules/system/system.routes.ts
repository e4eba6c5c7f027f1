// HTTP routes of the health check and the development outbox.
import { systemRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/route';
import { AppError } from '../../lib/errors';
import { isLoopback } from '../../lib/loopback';
import type { SystemService } from './system.service';

export function registerHealthRoute(app: FastifyInstance, system: SystemService): void {
  registerRoute(app, systemRoutes.health, async (request) => system.health(request.log));
}

export function registerOutboxRoute(app: FastifyInstance, system: SystemService): void {
  registerRoute(app, systemRoutes.outbox, async (request) => {
    // Every sign-in code is here: a server opened to the network (HOST) still shows it to this machine only,
    // judged by the socket's own peer (not X-Forwarded-For, which a caller writes).
    if (!isLoopback(request.socket.remoteAddress ?? '')) {
      throw new AppError(404, 'ROUTE_NOT_FOUND', {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      });
    }
    return system.outbox(request.query.to);
  });
}
