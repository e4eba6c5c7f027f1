// Logger options: pino with phone numbers, tokens, codes and credentials redacted.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SECRET_QUERY = /([?&](?:token|to|phone|code|pin)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

const SECRET_KEYS = ['phone', 'phoneTo', 'token', 'accessToken', 'refreshToken', 'pin', 'password'];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/**
 * Fastify's own two lines per request are off (app.ts, its LogController): at 50 connections they cost more than the item read's
 * statement. This logs one line per request where `every` (development), and a warning for any request slower
 * than `slowMs` (production too); errors are logged by the error handler (lib/errors.ts).
 */
export function installRequestLog(app: FastifyInstance, options: { every: boolean; slowMs: number }): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const slow = ms >= options.slowMs;
    if (!slow && !options.every) return;
    const line = {
      req: request,
      status: reply.statusCode,
      responseTime: Math.round(ms * 10) / 10,
    };
    if (slow) request.log.warn(line, 'slow request');
    else request.log.info(line, 'request completed');
  });
}
