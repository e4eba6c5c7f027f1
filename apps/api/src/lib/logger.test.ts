// Logs never carry phone numbers, tokens or codes.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger';
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
