// Health, docs, security headers, the dev outbox, the web app with its SPA fallback, and the demo seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { securityHeaders } from '../src/http/security';
import { createTestApp, newPhone, type TestApp } from './helpers';
import { productionEnv } from './production-env';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Heirloom</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
// the build's precompressed copy (apps/web/scripts/precompress.ts), told apart by its content here
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log("gz")'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist, SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t.close();
});

describe('system routes', () => {
  it('GET /api/health answers ok once the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document with the paths the app calls (docs/product.md, calls), and a browsable UI', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const p of [
      '/api/v1/auth/sms',
      '/api/v2/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/authorizations/checkPin',
      '/api/transactions/requestCode',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    // the routes that answer a file, not JSON, say its content type; their errors are JSON
    const logo = doc.paths['/api/media/clients/{id}/logo.svg'].get.responses;
    expect(Object.keys(logo[200].content)).toEqual(['image/svg+xml']);
    expect(Object.keys(logo[404].content)).toEqual(['application/json']);
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    // an id longer than the router reads names nothing either: the same JSON 404, not the router's bare 414
    const long = await t.app.inject({ url: `/api/brand/repairs/${'x'.repeat(150)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
  });
});

describe('web app', () => {
  it('serves index.html for unknown non-API paths (SPA fallback), never cached', async () => {
    for (const url of ['/', '/login', '/items/123?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed copy to a browser that accepts it, the plain file otherwise', async () => {
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log("gz")');
    expect(String(gz.headers.vary).toLowerCase()).toContain('accept-encoding'); // a field name: any case
    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers: strict CSP, nosniff, frame-ancestors none, referrer policy; no HSTS in dev', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    // only style attributes may be inline (the server-rendered pages' brand colours), never a script
    expect(csp.match(/unsafe-inline/g)).toHaveLength(1);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends a Permissions-Policy on every answer: no camera, microphone or payment; location and passkeys here only', async () => {
    const policy =
      'camera=(), microphone=(), geolocation=(self), payment=(), publickey-credentials-create=(self), ' +
      'publickey-credentials-get=(self)';
    for (const url of ['/', '/login', '/api/health', '/api/local-pay/checkout/unknown', '/api/unknown']) {
      expect((await t.app.inject({ url })).headers['permissions-policy'], url).toBe(policy);
    }
    // Stripe's card fields may offer the browser's wallets (the Payment Request API), from its own frames
    expect(securityHeaders(false, true)['permissions-policy']).toContain(
      'payment=(self "https://js.stripe.com")',
    );
  });
});

describe('dev outbox', () => {
  it('lists what was sent to a phone, newest first, with or without an encoded +', async () => {
    const { OutboxProbe } = await import('./outbox-probe');
    const phone = newPhone();
    const probe = new OutboxProbe(t.app);
    await probe.record(phone, 'first');
    t.clock.advance(1);
    await probe.record(phone, 'second');
    for (const to of [encodeURIComponent(phone), phone.slice(1), ` ${phone.slice(1)}`]) {
      const res = await t.app.inject({ url: `/api/dev/outbox?to=${to}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((m: { text: string }) => m.text)).toEqual(['second', 'first']);
    }
  });

  it('requires the to parameter', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('to');
  });
});

describe('demo seed', () => {
  it('creates the two demo owners on a new database', async () => {
    const phones = (await t.app.database.db.select().from(users)).map((u) => u.phone);
    expect(phones).toEqual(expect.arrayContaining(['+33600000001', '+33600000002']));
  });
});

describe('production', () => {
  it('refuses the console SMS adapter, which would log sign-in codes and links', async () => {
    const { ConfigError, loadConfig } = await import('../src/config');
    for (const env of [
      { ...productionEnv, SMS_PROVIDER: undefined },
      { ...productionEnv, SMS_PROVIDER: 'console' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/SMS_PROVIDER=console/);
    }
    expect(loadConfig(productionEnv).sms.provider).toBe('twilio');
    // Outside production the console adapter stays the default: it is how developers read the code.
    expect(loadConfig({ NODE_ENV: 'development' }).sms.provider).toBe('console');
  });

  it('has no dev outbox, sends HSTS, and refuses to start without real secrets', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_ACCESS_SECRET/);
    const prod = await createTestApp(productionEnv);
    try {
      expect((await prod.app.inject({ url: '/api/dev/outbox?to=%2B33600000001' })).statusCode).toBe(404);
      const res = await prod.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      const seeded = await prod.app.database.db.select().from(users);
      expect(seeded).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });
});
