// Logger options: pino with phone numbers, tokens, codes and credentials redacted.
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = FastifyBaseLogger['info'];

/**
 * A request's logger that becomes pino's child (bound to the request id) only when something is logged at an
 * enabled level: most requests log nothing in production, and a pino child with redaction costs several
 * microseconds each (docs/performance.md). Used as Fastify's childLoggerFactory (app.ts).
 */
export class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled?(level: string): boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private at(level: Level): LogCall {
    return ((...args: Parameters<LogCall>) => {
      if (this.made || this.parent.isLevelEnabled?.(level) !== false) this.real[level](...args);
    }) as LogCall;
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal = this.at('fatal');
  error = this.at('error');
  warn = this.at('warn');
  info = this.at('info');
  debug = this.at('debug');
  trace = this.at('trace');
  silent: LogCall = () => undefined;

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}
