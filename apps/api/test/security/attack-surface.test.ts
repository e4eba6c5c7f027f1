// Forged and stale tokens, hostile uploads, security headers and CORS, and the rate limits that stop SMS
// pumping and code guessing (the ones auth.test.ts, protection.test.ts and users.test.ts already prove are
// listed in docs/security.md rather than repeated here).
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, itemImages, users } from '../../src/db/schema';
import type { CaptchaProvider } from '../../src/providers/captcha/captcha-provider';
import { createTestApp, newPhone, type TestApp } from '../helpers';
import { multipart } from '../media-fixtures';
import {
  jpegHeaderWithHtml,
  noiseJpeg,
  ownedItem,
  pixelFloodJpeg,
  pixelFloodPng,
  SCRIPT_MARKER,
  scriptedJpeg,
  scriptedSvg,
} from './hostile-files';
import { errorShapeProblem, grantFor } from './support';

const SMS_PER_IP_PER_HOUR = 3;
const CHECKS_PER_IP_PER_MINUTE = 12;
let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address, so that the per-IP limits under test start from zero. */
const freshIp = () => `192.0.2.${++ipCounter}`;

/** A captcha that the tests switch on: then only the token "human" passes. */
const captcha: CaptchaProvider & { required: boolean } = {
  name: 'test',
  required: false,
  verify: async (token) => !captcha.required || token === 'human',
};

beforeAll(async () => {
  t = await createTestApp(
    {
      SMS_PER_IP_PER_HOUR: String(SMS_PER_IP_PER_HOUR),
      AUTH_REQUESTS_PER_IP_PER_MINUTE: String(CHECKS_PER_IP_PER_MINUTE),
    },
    { providers: { captcha } },
  );
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signUp(phone = newPhone()) {
  const ip = freshIp();
  expect((await post('/v1/auth/sms', { phone }, ip)).statusCode).toBe(200);
  const res = await post('/v2/auth/login', { phone, code: t.sms.lastCode(phone) }, ip);
  const tokens = res.json<{ accessToken: string; refreshToken: string }>();
  const userId = (await t.app.database.db.select().from(users).where(eq(users.phone, phone)))[0]!.id;
  return { phone, userId, ...tokens };
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const accessSecret = async () =>
  (await t.app.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt_access')))[0]!.value;

describe('bearer tokens', () => {
  const refused = async (token: string) => {
    const res = await get('/api/v1/products/count', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(errorShapeProblem(res)).toBeUndefined();
  };

  it('accepts the genuine access token (the baseline of the refusals below)', async () => {
    const { accessToken } = await signUp();
    expect((await get('/api/v1/products/count', bearer(accessToken))).statusCode).toBe(200);
  });

  it('refuses alg "none", with or without a signature part', async () => {
    const { accessToken } = await signUp();
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(accessToken))}`;
    await refused(`${unsigned}.`);
    await refused(unsigned);
  });

  it('refuses a wrong signature, and genuine claims changed under the genuine signature', async () => {
    const { accessToken } = await signUp();
    const other = await signUp();
    const key = new TextEncoder().encode('not-the-server-secret-but-long-enough-32b');
    await refused(await new SignJWT(claimsOf(accessToken)).setProtectedHeader({ alg: 'HS256' }).sign(key));
    const [header, , signature] = accessToken.split('.');
    await refused(`${header}.${b64({ ...claimsOf(accessToken), sub: other.userId })}.${signature}`);
  });

  it('refuses a token signed with the real key but another algorithm, audience or no expiry', async () => {
    const { accessToken } = await signUp();
    const key = new TextEncoder().encode(await accessSecret());
    const claims = claimsOf(accessToken);
    await refused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key));
    await refused(
      await new SignJWT({ ...claims, aud: 'heirloom:refresh' })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(key),
    );
    const { exp: _exp, ...noExpiry } = claims;
    await refused(await new SignJWT(noExpiry).setProtectedHeader({ alg: 'HS256' }).sign(key));
  });

  it('refuses an expired access token', async () => {
    const { accessToken } = await signUp();
    t.clock.advance(15 * 60 + 1);
    await refused(accessToken);
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refreshToken } = await signUp();
    await refused(refreshToken);
  });

  it('refuses the tokens of a deleted account, access and refresh alike', async () => {
    const user = await signUp();
    await grantFor(t, user.userId, 'deleteAccount');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.userId}`,
      headers: bearer(user.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    await refused(user.accessToken);
    expect((await post('/auth/refresh', { refreshToken: user.refreshToken }, freshIp())).statusCode).toBe(
      401,
    );
  });

  it('refuses other schemes and malformed headers', async () => {
    const { accessToken } = await signUp();
    for (const authorization of [`Basic ${accessToken}`, `Bearer`, `Bearer  ${accessToken}x`, accessToken]) {
      expect((await get('/api/v1/products/count', { authorization })).statusCode).toBe(401);
    }
  });
});

describe('uploads', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let itemId: string;
  let clientId: string;
  beforeAll(async () => {
    owner = await signUp();
    ({ itemId, clientId } = await ownedItem(t, owner.userId));
  });

  const upload = async (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg', extension = 'jpg') => {
    const form = await multipart({ title: 'Hostile', extension, isPublic: 'true' }, { bytes, name, type });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/products/addImage/${itemId}`,
      headers: { ...bearer(owner.accessToken), ...form.headers },
      payload: form.payload,
    });
  };
  const stored = async () =>
    (await t.app.database.db.select().from(itemImages).where(eq(itemImages.itemId, itemId))).length;
  const refusedWith = async (res: Awaited<ReturnType<typeof upload>>, status: number, before: number) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(errorShapeProblem(res)).toBeUndefined();
    expect(await stored()).toBe(before);
  };

  it('refuses a polyglot that is JPEG by its magic numbers and HTML by its content (415)', async () => {
    await refusedWith(await upload(jpegHeaderWithHtml(), 'x.html', 'text/html'), 415, await stored());
  });

  it('refuses pixel floods (huge declared dimensions, tiny file) at once, without decoding them', async () => {
    const before = await stored();
    for (const flood of [
      pixelFloodPng(100_000, 100_000),
      pixelFloodPng(0x7fffffff, 1),
      await pixelFloodJpeg(),
    ]) {
      expect(flood.length).toBeLessThan(16_384);
      const started = Date.now();
      await refusedWith(await upload(flood), 415, before);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('refuses truncated pictures (415)', async () => {
    const before = await stored();
    const jpeg = await noiseJpeg();
    await refusedWith(await upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))), 415, before);
    const png = pixelFloodPng(64, 64);
    await refusedWith(
      await upload(png.subarray(0, png.length - 20), 'x.png', 'image/png', 'png'),
      415,
      before,
    );
  });

  it('refuses an SVG carrying a script, whatever name, type or extension it is given (400)', async () => {
    const before = await stored();
    await refusedWith(await upload(scriptedSvg(), 'x.jpg'), 400, before);
    await refusedWith(await upload(scriptedSvg(), 'x.svg', 'image/svg+xml', 'svg'), 400, before);
  });

  it('re-encodes a decodable JPEG that smuggles a script: the script is never stored nor served', async () => {
    const res = await upload(await scriptedJpeg());
    expect(res.statusCode, res.body).toBe(201);
    const served = await get(res.json<{ url: string }>().url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(SCRIPT_MARKER)).toBe(false);
  });

  it('serves a brand’s SVG logo (which can hold script) sandboxed, as an image only', async () => {
    const res = await get(`/api/media/clients/${clientId}/logo.svg`);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('text the database cannot store', () => {
  it('refuses a NUL character in a body, query or path with 400, and stores nothing (it was a 500)', async () => {
    const user = await signUp();
    const { itemId } = await ownedItem(t, user.userId);
    const publicId = (await get(`/api/v1/products/${itemId}`, bearer(user.accessToken))).json().publicId;
    const auth = bearer(user.accessToken);
    const form = await multipart(
      { title: 'Box\u0000', extension: 'jpg', isPublic: 'true' },
      { bytes: await noiseJpeg(), name: 'x.jpg', type: 'image/jpeg' },
    );
    const attempts = [
      post(`/public/items/${publicId}/messages`, { message: 'I found it\u0000 today.' }, freshIp()),
      post('/v1/products/collections/10/0', { filters: { search: 'a\u0000' } }, freshIp(), auth),
      post(
        '/users/fcmToken',
        { deviceUUID: '5b6f2c1e-8d4a-4f3b-9c2d-1e0f9a8b7c6d', token: 'x\u0000' },
        freshIp(),
        auth,
      ),
      get('/api/dev/outbox?to=%2B33%00', {}),
      t.app.inject({
        method: 'POST',
        url: `/api/v1/products/addImage/${itemId}`,
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/NUL/);
    }
    expect(
      (await t.app.database.db.select().from(itemImages).where(eq(itemImages.itemId, itemId))).length,
    ).toBe(0);
  });
});

describe('headers', () => {
  it.each(['/api/health', '/api/no-such-route'])('%s: strict CSP, nosniff, no framing', async (url) => {
    const res = await get(url);
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    // no inline script nor style element; only style attributes (decision 017: the server-rendered pages)
    expect(csp.split(/;\s*/).filter((directive) => directive.includes('unsafe-inline'))).toEqual([
      "style-src-attr 'unsafe-inline'",
    ]);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps CORS closed: another origin gets no Access-Control-Allow-Origin, preflight or not', async () => {
    const evil = { origin: 'https://evil.example' };
    const simple = await get('/api/health', evil);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/products/count',
      headers: {
        ...evil,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    for (const res of [simple, preflight]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-allow-headers']).toBeUndefined();
    }
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('rate limits', () => {
  const limited = (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorShapeProblem(res)).toBeUndefined();
  };

  it('SMS pumping: sign-in and guest-purchase codes share one budget per IP; then 429 with Retry-After', async () => {
    const ip = freshIp();
    expect((await post('/v1/auth/sms', { phone: newPhone() }, ip)).statusCode).toBe(200);
    expect((await post('/users/getCodeForDAN', { phone: newPhone() }, ip)).statusCode).toBe(200);
    expect((await post('/v1/auth/sms', { phone: newPhone() }, ip)).statusCode).toBe(200);
    const sent = t.sms.sent.length;
    limited(await post('/users/getCodeForDAN', { phone: newPhone() }, ip));
    limited(await post('/v1/auth/sms', { phone: newPhone() }, ip));
    expect(t.sms.sent.length).toBe(sent);
  });

  it('with a captcha configured, guest-purchase codes need it as sign-in codes do (it was a way round it)', async () => {
    captcha.required = true;
    try {
      const sent = t.sms.sent.length;
      for (const url of ['/v1/auth/sms', '/users/getCodeForDAN']) {
        const res = await post(url, { phone: newPhone() }, freshIp());
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('CAPTCHA_FAILED');
        expect((await post(url, { phone: newPhone(), recaptchaToken: 'robot' }, freshIp())).statusCode).toBe(
          400,
        );
      }
      expect(t.sms.sent.length).toBe(sent);
      const human = await post(
        '/users/getCodeForDAN',
        { phone: newPhone(), recaptchaToken: 'human' },
        freshIp(),
      );
      expect(human.statusCode).toBe(200);
    } finally {
      captcha.required = false;
    }
  });

  it('guest-purchase codes: one per phone per 30 seconds (429 with Retry-After)', async () => {
    const phone = newPhone();
    expect((await post('/users/getCodeForDAN', { phone }, freshIp())).statusCode).toBe(200);
    const again = await post('/users/getCodeForDAN', { phone }, freshIp());
    limited(again);
    expect(again.json().code).toBe('RESEND_TOO_SOON');
  });

  it('guest-purchase code checks: locked after 5 wrong codes, even for the right one next', async () => {
    const phone = newPhone();
    expect((await post('/users/getCodeForDAN', { phone }, freshIp())).statusCode).toBe(200);
    const right = t.sms.lastCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await post('/users/getAddressFromPhone', { phone, code: wrong }, freshIp())).json().code);
    // every refusal reads the same (whether a code waits would tell that someone is buying with the number)
    expect(codes).toEqual(Array(5).fill('GUEST_CODE_REFUSED'));
    const res = await post('/users/getAddressFromPhone', { phone, code: right }, freshIp());
    expect(res.statusCode).toBe(401);
  });

  it.each(['/users/getAddressFromPhone', '/v2/auth/login'])(
    'code checks from one IP: %s answers 429 with Retry-After past the per-minute cap',
    async (url) => {
      const ip = freshIp();
      for (let i = 0; i < CHECKS_PER_IP_PER_MINUTE; i++)
        expect((await post(url, { phone: newPhone(), code: '123456' }, ip)).statusCode).toBe(401);
      limited(await post(url, { phone: newPhone(), code: '123456' }, ip));
    },
  );

  it('receipts: at most 10 a minute from one IP (the route sends SMS)', async () => {
    const ip = freshIp();
    const body = { paymentIntentId: 'pi_local_000000000000', phone: newPhone() };
    for (let i = 0; i < 10; i++) expect((await post('/payment/receipt', body, ip)).statusCode).toBe(200);
    limited(await post('/payment/receipt', body, ip));
  });
});
