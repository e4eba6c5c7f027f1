// The per-IP request limiter: routes declare their limit (registerRoute's `rateLimit`); the counters are in Redis
// when REDIS_URL is set, so that every instance counts against one limit, else in this instance's memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { messageFor } from '../error-texts';
import { languageFromHeader } from '../lib/messages';

/** A route the limiter guards: method, path and its limit (docs/operations.md lists them). */
export interface LimitedRoute {
  method: string;
  url: string;
  max: number;
  timeWindow: number | string;
}

/** How long a request waits for Redis before it goes on without the limiter. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export async function installRateLimit(app: FastifyInstance): Promise<void> {
  const { limiterStore } = app.deps.config;
  const limited: LimitedRoute[] = [];
  app.decorate('limitedRoutes', limited);
  app.addHook('onRoute', (route) => {
    const limit = (route.config as { rateLimit?: { max: number; timeWindow: number | string } } | undefined)
      ?.rateLimit;
    // Fastify adds a HEAD route beside each GET, with the same limit: listed once, as the GET
    if (!limit || route.method === 'HEAD') return;
    for (const method of [route.method].flat())
      limited.push({ method, url: route.url, max: limit.max, timeWindow: limit.timeWindow });
  });
  const redis = limiterStore ? await connectRedis(app, limiterStore.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis && limiterStore ? { redis, nameSpace: limiterStore.keyPrefix } : {}),
    // Redis down or slow: the request goes on unlimited rather than failing. Refusing would make a Redis
    // outage an outage of sign-in, checkout and receipts; what this limiter guards is also bounded in the
    // database, which no Redis outage lifts (codes per phone and per IP, attempts per code, per key limits).
    // docs/operations.md says so.
    skipOnError: true,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_REQUESTS',
      message: messageFor('TOO_MANY_REQUESTS', languageFromHeader(request.headers['accept-language'])),
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
}

/** A client that fails a command at once while Redis is away (no offline queue), and says so once per outage. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // reconnect every 0.1 s… at most every 5 s, for as long as the app runs
    retryStrategy: (times) => Math.min(times * 100, 5_000),
  });
  let away = false;
  redis.on('error', (err: Error) => {
    if (away) return;
    away = true;
    app.log.warn(
      { err: err.message },
      'rate limiter: Redis does not answer; requests go unlimited until it does',
    );
  });
  redis.on('ready', () => {
    if (away) app.log.info('rate limiter: Redis answers again');
    away = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // the first requests find it connected; a Redis down at start does not stop the app (see skipOnError)
  await redis.connect().catch(() => undefined);
  return redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the routes with a per-IP limit, as registered */
    limitedRoutes: LimitedRoute[];
  }
}
