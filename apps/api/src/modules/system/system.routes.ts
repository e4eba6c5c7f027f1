// Health check and the development outbox.
import { systemRoutes } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isLoopback } from '../../lib/loopback';
import { normalisePhone } from '../../lib/phone';
import { registerRoute } from '../../http/route';
import type { Outbox } from '../../providers/outbox';

export function registerHealthRoute(app: FastifyInstance, db: Db): void {
  registerRoute(app, systemRoutes.health, async (request) => {
    try {
      await db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, 'health: database does not answer');
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' as const };
  });
}

export function registerOutboxRoute(app: FastifyInstance, outbox: Outbox): void {
  registerRoute(app, systemRoutes.outbox, async (request) => {
    // Every sign-in code is here: a server opened to the network (HOST) still shows it to this machine only,
    // judged by the socket's own peer (not X-Forwarded-For, which a caller writes).
    if (!isLoopback(request.socket.remoteAddress ?? '')) {
      throw new AppError(404, 'ROUTE_NOT_FOUND', {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      });
    }
    const raw = request.query.to;
    // "?to=+33…" unencoded turns the '+' into a space: accept the number either way.
    const to = raw.includes('@') ? raw.toLowerCase() : (normalisePhone(raw) ?? raw);
    const entries = await outbox.latest(to);
    return entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));
  });
}
