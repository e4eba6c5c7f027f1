// HTTP routes of the health check and the development routes (the outbox, the chain).
import { systemRoutes } from '@heirloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/route';
import { AppError } from '../../lib/errors';
import { isLoopback } from '../../lib/loopback';
import type { SystemService } from './system.service';

export function registerHealthRoute(app: FastifyInstance, system: SystemService): void {
  registerRoute(app, systemRoutes.health, async (request) => system.health(request.log));
}

/**
 * The development routes answer this machine only: every sign-in code is in the outbox, and a server opened
 * to the network (HOST) still shows it to this machine alone, judged by the socket's own peer (not
 * X-Forwarded-For, which a caller writes).
 */
export function thisMachineOnly(request: FastifyRequest): void {
  if (!isLoopback(request.socket.remoteAddress ?? '')) {
    throw new AppError(404, 'ROUTE_NOT_FOUND', {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
    });
  }
}

export function registerDevRoutes(app: FastifyInstance, system: SystemService): void {
  registerRoute(app, systemRoutes.outbox, async (request) => {
    thisMachineOnly(request);
    return system.outbox(request.query.to);
  });
  registerRoute(app, systemRoutes.chain, async (request) => {
    thisMachineOnly(request);
    return system.chain();
  });
}
