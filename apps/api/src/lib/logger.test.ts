// Logs never carry phone numbers, tokens or codes.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { installRequestLog, LazyChildLogger, loggerOptions, redactUrl } from './logger';
import { maskPhone } from './phone';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions({ logLevel: 'info' }) as pino.LoggerOptions;
  return { log: pino(options, stream), lines };
}

describe('log redaction', () => {
  it('redacts phone numbers, tokens and codes at the top level and one level down', () => {
    const { log, lines } = capture();
    log.info(
      { phone: '+33612345678', body: { refreshToken: 'eyJ.secret', pin: '123456', phoneTo: '+33699999999' } },
      'x',
    );
    const line = lines.join('');
    expect(line).not.toContain('+33612345678');
    expect(line).not.toContain('eyJ.secret');
    expect(line).not.toContain('123456');
    expect(line).not.toContain('+33699999999');
    expect(line).toContain('[redacted]');
  });

  it('redacts secrets in request URLs', () => {
    expect(redactUrl('/login?token=abc&x=1')).toBe('/login?token=[redacted]&x=1');
    expect(redactUrl('/api/dev/outbox?to=%2B33612345678')).toBe('/api/dev/outbox?to=[redacted]');
  });

  it('masks phone numbers shown in logs', () => {
    expect(maskPhone('+33612345678')).toBe('+33 •••••••78');
  });
});

describe('request log', () => {
  async function served(options: { every: boolean; slowMs: number }) {
    const { log, lines } = capture();
    const app = Fastify({
      loggerInstance: log as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: (logger, bindings, options) => new LazyChildLogger(logger, bindings, options),
    });
    installRequestLog(app, options);
    app.get('/fast', async () => ({ ok: true }));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { ok: true };
    });
    const hit = async (url: string) => {
      lines.length = 0;
      await app.inject({ method: 'GET', url });
      return lines.map((line) => JSON.parse(line) as { level: number; msg: string; responseTime: number });
    };
    return { app, hit };
  }

  it('writes no line for a request that is not slow, where every request is not logged (production)', async () => {
    const { app, hit } = await served({ every: false, slowMs: 20 });
    expect(await hit('/fast')).toEqual([]);
    const [slow, ...more] = await hit('/slow?code=123456');
    expect(more).toEqual([]);
    expect(slow).toMatchObject({
      reqId: expect.any(String),
      level: 40,
      msg: 'slow request',
      status: 200,
      req: { url: '/slow?code=[redacted]' },
    });
    expect(slow!.responseTime).toBeGreaterThanOrEqual(20);
    await app.close();
  });

  it('writes one line per request where every request is logged (development)', async () => {
    const { app, hit } = await served({ every: true, slowMs: 1000 });
    expect(await hit('/fast')).toEqual([expect.objectContaining({ level: 30, msg: 'request completed' })]);
    await app.close();
  });
});

describe("a request's lazy logger", () => {
  it("makes pino's child only for a line at an enabled level, with the request's bindings", () => {
    const { log, lines } = capture();
    log.level = 'warn';
    const child = vi.spyOn(log, 'child');
    const lazy = new LazyChildLogger(log as FastifyBaseLogger, { reqId: 'req-1' }, {});
    lazy.info('not written');
    lazy.debug('nor this');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    lazy.error({ phone: '+33612345678' }, 'written');
    expect(child).toHaveBeenCalledTimes(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'req-1', msg: 'written', phone: '[redacted]' });
    lazy.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
  });
});
