// Logger options: pino with phone numbers, tokens, codes and credentials redacted.
import type { FastifyServerOptions } from 'fastify';
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
