// Sign-in, refresh, logout and step-up: every rule of docs/product.md "Sign-in" and "Step-up verification", through HTTP (inject).
import { randomUUID } from 'node:crypto';
import type { StepUpAction } from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verificationCodes } from '../src/db/schema';
import type { StepUpDetails } from '../src/modules/auth/step-up-binding';
import { createTestApp, newPhone, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sendSms = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/sms', payload, headers });
const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
/** A new phone number, sent its sign-in SMS (a code and a link). */
const phoneWithSms = async () => {
  const phone = newPhone();
  expect((await sendSms({ phone })).statusCode).toBe(200);
  return phone;
};
/** A 401 that says why. */
const expectRefused = (res: Awaited<ReturnType<typeof login>>, code: string) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe(code);
};

describe('POST /v1/auth/sms', () => {
  it('sends a 6-digit code, a one-time link and the WebOTP line, in English by default', async () => {
    const phone = newPhone();
    const res = await sendSms({ phone, isAndroid: true, recaptchaToken: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 });
    const text = t.sms.last(phone)!.text;
    expect(text).toMatch(/your sign-in code is \d{6}/);
    expect(text).toContain(`${t.config.publicUrl}/login?token=`);
    expect(text.split('\n').at(-1)).toBe(`@localhost #${t.sms.lastCode(phone)}`);
  });

  it('writes the SMS in French when asked', async () => {
    const phone = newPhone();
    expect((await sendSms({ phone, language: 'fr' })).statusCode).toBe(200);
    expect(t.sms.last(phone)!.text).toMatch(/^Heirloom : votre code de connexion est \d{6}/);
  });

  it.each([
    ['not a number', { phone: 'hello' }],
    ['national format', { phone: '0612345678' }],
    ['impossible number', { phone: '+331234' }],
    ['unknown language', { phone: '+33612345678', language: 'de' }],
    ['missing phone', {}],
    ['wrong type', { phone: 33612345678 }],
  ])('refuses %s with 400 and the failing field', async (_label, payload) => {
    const res = await sendSms(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION' });
    expect(typeof body.message).toBe('string');
    expect(['phone', 'language']).toContain(body.field);
  });

  it('answers validation errors in French when the caller speaks French', async () => {
    const res = await sendSms({ phone: 'x' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.json().message).toMatch(/^Saisie invalide \(phone\)/);
  });

  it('gives the detail of a validation error in French too, not only its frame', async () => {
    const login = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        headers: { 'accept-language': lang },
        payload: { token: 'bogus' },
      });
    const fr = (await login('fr')).json<{ message: string; field: string }>();
    expect(fr.field).toBe('token');
    expect(fr.message).toBe(
      'Saisie invalide (token) : Trop petit : chaîne de caractères doit avoir >=20 caractères',
    );
    expect((await login('en')).json<{ message: string }>().message).toBe(
      'Invalid input (token): Too small: expected string to have >=20 characters',
    );
  });

  it('refuses a second code within 30 seconds with 429 and Retry-After, then allows it', async () => {
    const phone = newPhone();
    expect((await sendSms({ phone })).statusCode).toBe(200);
    t.clock.advance(10);
    const again = await sendSms({ phone });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RESEND_TOO_SOON');
    expect(again.headers['retry-after']).toBe('20');
    t.clock.advance(20);
    expect((await sendSms({ phone })).statusCode).toBe(200);
  });

  it('tells and keeps the resend delay CODE_RESEND_SECONDS sets (the e2e server shortens it)', async () => {
    const short = await createTestApp({ CODE_RESEND_SECONDS: '2' });
    try {
      const phone = newPhone();
      const send = () => short.app.inject({ method: 'POST', url: '/api/v1/auth/sms', payload: { phone } });
      const first = await send();
      expect(first.json()).toMatchObject({ resendAfterSeconds: 2 });
      short.clock.advance(1);
      const again = await send();
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('RESEND_TOO_SOON');
      expect(again.headers['retry-after']).toBe('1');
      short.clock.advance(1);
      expect((await send()).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('caps codes at 10 a phone a day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await sendSms({ phone })).statusCode).toBe(200);
      t.clock.advance(31);
    }
    const capped = await sendSms({ phone });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('DAILY_CODE_LIMIT');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    t.clock.advance(24 * 3600);
    expect((await sendSms({ phone })).statusCode).toBe(200);
  });

  it('says so when the SMS could not be sent, and lets the user try again at once', async () => {
    const phone = newPhone();
    t.sms.failNext = true;
    const res = await sendSms({ phone });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('SMS_FAILED');
    // Nobody received that code: no 30-second wait before the next one, and the next one works.
    const again = await sendSms({ phone });
    expect(again.statusCode).toBe(200);
    expect((await login({ phone, code: t.sms.lastCode(phone) })).statusCode).toBe(200);
  });

  it('does not count undelivered codes toward the daily cap', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      t.sms.failNext = true;
      expect((await sendSms({ phone })).statusCode).toBe(502);
      expect((await sendSms({ phone })).statusCode).toBe(200);
      t.clock.advance(31);
    }
    expect((await sendSms({ phone })).json().code).toBe('DAILY_CODE_LIMIT');
  });

  it('keeps the previous code working when sending a new one fails', async () => {
    const phone = await phoneWithSms();
    const first = t.sms.lastCode(phone);
    t.clock.advance(31);
    t.sms.failNext = true;
    expect((await sendSms({ phone })).statusCode).toBe(502);
    expect((await login({ phone, code: first })).statusCode).toBe(200);
  });
});

describe('per-IP limits', () => {
  it('limits codes sent from one IP in an hour', async () => {
    const limited = await createTestApp({ SMS_PER_IP_PER_HOUR: '3' });
    try {
      const send = (phone: string) =>
        limited.app.inject({ method: 'POST', url: '/api/v1/auth/sms', payload: { phone } });
      for (let i = 0; i < 3; i++) expect((await send(newPhone())).statusCode).toBe(200);
      const res = await send(newPhone());
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('limits auth requests per IP per minute', async () => {
    const limited = await createTestApp({ AUTH_REQUESTS_PER_IP_PER_MINUTE: '2' });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { token: 'a'.repeat(43) } });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /v2/auth/login', () => {
  it('creates a new user on first sign-in and returns two JWTs with exp', async () => {
    const session = await signIn(t);
    for (const token of [session.accessToken, session.refreshToken]) {
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(payload.exp).toBeGreaterThan(Date.parse('2026-11-22T10:00:00Z') / 1000);
    }
  });

  it('signs an existing user in again into the same account', async () => {
    const phone = newPhone();
    await signIn(t, phone);
    t.clock.advance(31);
    await signIn(t, phone);
    const rows = await t.app.database.db.select().from(users).where(eq(users.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('active');
  });

  it('gives a pending account (created by a sender) the language of its first sign-in', async () => {
    const phone = newPhone();
    await t.app.database.db
      .insert(users)
      .values({ phone, language: 'fr', status: 'pending', createdAt: t.clock.now() });
    await sendSms({ phone, language: 'en' });
    expect((await login({ phone, code: t.sms.lastCode(phone) })).statusCode).toBe(200);
    const [user] = await t.app.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ status: 'active', language: 'en' });
  });

  it('keeps the language an active user chose, whatever the language of the SMS', async () => {
    const phone = newPhone();
    await signIn(t, phone);
    await t.app.database.db.update(users).set({ language: 'fr' }).where(eq(users.phone, phone));
    t.clock.advance(31);
    await sendSms({ phone, language: 'en' });
    expect((await login({ phone, code: t.sms.lastCode(phone) })).statusCode).toBe(200);
    const [user] = await t.app.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user?.language).toBe('fr');
  });

  it('refuses a wrong code, counts attempts and locks the code after 5', async () => {
    const phone = await phoneWithSms();
    const good = t.sms.lastCode(phone);
    const bad = good === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await login({ phone, code: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'CODE_INVALID' });
      expect(res.json().message).toContain(`${left} attempt`);
    }
    const fifth = await login({ phone, code: bad });
    expect(fifth.json().code).toBe('CODE_LOCKED');
    // Even the right code no longer works: the code is dead.
    const late = await login({ phone, code: good });
    expectRefused(late, 'NO_ACTIVE_CODE');
  });

  it.each([
    ['code (after 5 minutes)', (phone: string) => ({ phone, code: t.sms.lastCode(phone) })],
    ['link', (phone: string) => ({ token: t.sms.lastLinkToken(phone) })],
  ])('refuses an expired %s', async (_what, credentials) => {
    const phone = await phoneWithSms();
    t.clock.advance(301);
    expectRefused(await login(credentials(phone)), 'CODE_EXPIRED');
  });

  it('accepts a code only once, and only the newest one', async () => {
    const phone = await phoneWithSms();
    const first = t.sms.lastCode(phone);
    t.clock.advance(31);
    await sendSms({ phone });
    const second = t.sms.lastCode(phone);
    if (first !== second) expect((await login({ phone, code: first })).statusCode).toBe(401);
    expect((await login({ phone, code: second })).statusCode).toBe(200);
    expect((await login({ phone, code: second })).statusCode).toBe(401);
  });

  it('a code signs in only once even when two requests race for it', async () => {
    const phone = await phoneWithSms();
    const code = t.sms.lastCode(phone);
    const results = await Promise.all([
      login({ phone, code }),
      login({ phone, code }),
      login({ phone, code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('signs in with the link token, once', async () => {
    const phone = await phoneWithSms();
    const token = t.sms.lastLinkToken(phone);
    const res = await login({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('accessToken');
    const again = await login({ token });
    expectRefused(again, 'LINK_INVALID');
  });

  it.each([
    [{}, 'MISSING_LOGIN_ARGS'],
    [{ phone: '+33612345678' }, 'MISSING_LOGIN_ARGS'],
    [{ code: '123456' }, 'MISSING_LOGIN_ARGS'],
    [{ phone: '+33612345678', code: '12ab56' }, 'VALIDATION'],
    [{ phone: 'nope', code: '123456' }, 'VALIDATION'],
  ])('refuses %j with 400 %s', async (payload, code) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    if (code === 'MISSING_LOGIN_ARGS') expect(res.json().message).toBe('Missing args in login.');
  });

  it('refuses malformed JSON with 400 and the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });
});

describe('sessions: refresh and logout', () => {
  const me = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transactions/requestCode',
      payload: { action: 'deleteAccount' },
      headers: { authorization: `Bearer ${token}` },
    });

  it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
    const session = await signIn(t);
    t.clock.advance(60);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    t.clock.advance(31);
    expect((await me(next.accessToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when an old refresh token is reused', async () => {
    const session = await signIn(t);
    const rotated = (await refresh(session.refreshToken)).json();
    const reuse = await refresh(session.refreshToken);
    expectRefused(reuse, 'REFRESH_REUSED');
    // The thief's replay killed the legitimate holder's tokens too.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
  });

  it('two refreshes racing with the same token: exactly one wins', async () => {
    const session = await signIn(t);
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an access token after 15 minutes, and refreshing brings a working one', async () => {
    const session = await signIn(t);
    t.clock.advance(15 * 60 + 1);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    const next = (await refresh(session.refreshToken)).json();
    expect((await me(next.accessToken)).statusCode).toBe(200);
  });

  it('refuses garbage, an access token used as refresh token, and a missing token', async () => {
    const session = await signIn(t);
    expect((await refresh('x'.repeat(40))).json().code).toBe('REFRESH_INVALID');
    expect((await refresh(session.accessToken)).json().code).toBe('REFRESH_INVALID');
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('refreshToken');
  });

  it('logout ends the session: access and refresh tokens stop working', async () => {
    const session = await signIn(t);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(204);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('protected routes answer 401 with the error shape without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('step-up verification', () => {
  const requestCode = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/transactions/requestCode', payload: body, headers });
  const checkPin = (headers: Record<string, string>, pin: string) =>
    t.app.inject({ method: 'POST', url: '/api/authorizations/checkPin', payload: { pin }, headers });
  const caller = async (s: { accessToken: string }) =>
    (await t.app.services.auth.authenticate(s.accessToken))!;
  /** Spends the caller's grant the way an action does: inside its transaction. */
  const spend = (
    who: { userId: string; sessionId: string },
    action: StepUpAction,
    details: StepUpDetails = {},
  ) => t.app.database.db.transaction((tx) => t.app.services.auth.requireGrant(who, action, details, tx));
  const refused = { statusCode: 403, code: 'STEP_UP_REQUIRED' };
  /** Another session of the same owner: signs in again on the same phone. */
  const secondSession = async (phone: string) => {
    t.clock.advance(31);
    return signIn(t, phone);
  };
  const RECIPIENT = '+33612345642';
  const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('sends a code for this send; the right pin opens a 5-minute single-use grant for exactly it', async () => {
    const s = await signIn(t);
    const items = [randomUUID(), randomUUID()];
    t.clock.advance(31);
    const send = { phoneTo: RECIPIENT, productsIds: items };
    expect((await requestCode(s.headers, { action: 'sendToPhone', ...send })).statusCode).toBe(200);
    expect(t.sms.last(s.phone)!.text).toMatch(
      /^Heirloom: confirmation code \d{6} to send 2 items to \+33 \*{7}42\. Never share it with anyone\./,
    );
    const res = await checkPin(s.headers, t.sms.lastCode(s.phone));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      action: 'sendToPhone',
      expiresAt: new Date(t.clock.now().getTime() + 5 * 60 * 1000).toISOString(),
    });
    const me = await caller(s);
    await expect(spend(me, 'sendToAddress', { addressTo: WALLET, productsIds: items })).rejects.toMatchObject(
      refused,
    );
    // not for another recipient, nor for fewer items
    await expect(spend(me, 'sendToPhone', { ...send, phoneTo: '+33612345643' })).rejects.toMatchObject(
      refused,
    );
    await expect(spend(me, 'sendToPhone', { ...send, productsIds: [items[0]!] })).rejects.toMatchObject(
      refused,
    );
    // the order of the items does not matter; once spent, it is gone
    await expect(spend(me, 'sendToPhone', { ...send, productsIds: [...items].reverse() })).resolves.toBe(
      undefined,
    );
    await expect(spend(me, 'sendToPhone', send)).rejects.toMatchObject(refused);
  });

  it('names what the code confirms, in the user’s language', async () => {
    const s = await signIn(t);
    await t.app.database.db.update(users).set({ language: 'fr' }).where(eq(users.phone, s.phone));
    t.clock.advance(31);
    const one = { action: 'sendToPhone', phoneTo: RECIPIENT, productsIds: [randomUUID(), randomUUID()] };
    expect((await requestCode(s.headers, one)).statusCode).toBe(200);
    expect(t.sms.last(s.phone)!.text).toMatch(
      /^Heirloom : code de confirmation \d{6} pour envoyer 2 objets au \+33 \*{7}42\. Ne le communiquez à personne\./,
    );
    await t.app.database.db.update(users).set({ language: 'en' }).where(eq(users.phone, s.phone));
    t.clock.advance(31);
    const out = { action: 'sendToAddress', addressTo: WALLET, productsIds: [randomUUID()] };
    expect((await requestCode(s.headers, out)).statusCode).toBe(200);
    expect(t.sms.last(s.phone)!.text).toMatch(
      /^Heirloom: confirmation code \d{6} to send 1 item to the wallet 0x5290\.\.\.9EE7\./,
    );
    t.clock.advance(31);
    expect((await requestCode(s.headers, { action: 'deleteAccount' })).statusCode).toBe(200);
    expect(t.sms.last(s.phone)!.text).toMatch(/^Heirloom: confirmation code \d{6} to delete your account\./);
  });

  it('a step-up code can follow a sign-in at once, but not another step-up code', async () => {
    const s = await signIn(t);
    const body = { action: 'sendToPhone', phoneTo: RECIPIENT, productsIds: [randomUUID()] };
    expect((await requestCode(s.headers, body)).statusCode).toBe(200);
    const again = await requestCode(s.headers, body);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RESEND_TOO_SOON');
  });

  it('a grant expires after 5 minutes', async () => {
    const s = await signIn(t);
    t.clock.advance(31);
    await requestCode(s.headers, { action: 'deleteAccount' });
    expect((await checkPin(s.headers, t.sms.lastCode(s.phone))).statusCode).toBe(200);
    t.clock.advance(5 * 60 + 1);
    const me = await t.app.services.auth.authenticate(s.accessToken);
    // The access token is still valid (15 min); only the grant has lapsed.
    expect(me).toBeDefined();
    await expect(spend(me!, 'deleteAccount')).rejects.toMatchObject(refused);
  });

  it('a wrong pin is refused and counted; a pin cannot be reused', async () => {
    const s = await signIn(t);
    t.clock.advance(31);
    await requestCode(s.headers, { action: 'sendToAddress', addressTo: WALLET, productsIds: [randomUUID()] });
    const pin = t.sms.lastCode(s.phone);
    const wrong = await checkPin(s.headers, pin === '999999' ? '999998' : '999999');
    expectRefused(wrong, 'CODE_INVALID');
    expect((await checkPin(s.headers, pin)).statusCode).toBe(200);
    expect((await checkPin(s.headers, pin)).statusCode).toBe(401);
  });

  it('a code asked for in one session cannot be typed in another session of the same owner', async () => {
    const a = await signIn(t);
    const b = await secondSession(a.phone);
    t.clock.advance(31);
    expect((await requestCode(a.headers, { action: 'deleteAccount' })).statusCode).toBe(200);
    const pin = t.sms.lastCode(a.phone);
    const elsewhere = await checkPin(b.headers, pin);
    expectRefused(elsewhere, 'NO_ACTIVE_CODE');
    // nothing was opened for b, and the code still works where it was asked for
    await expect(spend(await caller(b), 'deleteAccount')).rejects.toMatchObject(refused);
    expect((await checkPin(a.headers, pin)).statusCode).toBe(200);
  });

  it('a grant opened in one session cannot be spent by another session of the same owner', async () => {
    const a = await signIn(t);
    const b = await secondSession(a.phone);
    const { userId } = await caller(a);
    t.clock.advance(31);
    await requestCode(a.headers, { action: 'deleteAccount' });
    expect((await checkPin(a.headers, t.sms.lastCode(a.phone))).statusCode).toBe(200);
    const deleteMe = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/${userId}`, headers });
    const fromB = await deleteMe(b.headers);
    expect(fromB.statusCode).toBe(403);
    expect(fromB.json().code).toBe('STEP_UP_REQUIRED');
    expect((await t.app.database.db.select().from(users).where(eq(users.id, userId)))[0]!.status).toBe(
      'active',
    );
    // b's refusal did not spend it: a, which typed the code, can
    expect((await deleteMe(a.headers)).statusCode).toBe(204);
  });

  it('the sign-in code cannot be used as a step-up pin', async () => {
    const phone = await phoneWithSms();
    const code = t.sms.lastCode(phone);
    await login({ phone, code });
    t.clock.advance(31);
    await sendSms({ phone });
    const s2 = await login({ phone, code: t.sms.lastCode(phone) });
    const headers = { authorization: `Bearer ${s2.json().accessToken}` };
    const res = await checkPin(headers, code);
    expectRefused(res, 'NO_ACTIVE_CODE');
  });

  it('validates the action and the pin', async () => {
    const s = await signIn(t);
    expect((await requestCode(s.headers, { action: 'buyEverything' })).json()).toMatchObject({
      statusCode: 400,
      field: 'action',
    });
    expect((await checkPin(s.headers, '12')).json()).toMatchObject({ statusCode: 400, field: 'pin' });
    expect((await requestCode({}, { action: 'deleteAccount' })).statusCode).toBe(401);
  });

  it.each([
    ['a send to a phone without its recipient and items', { action: 'sendToPhone' }],
    ['a send to a phone without its items', { action: 'sendToPhone', phoneTo: RECIPIENT }],
    ['a send to a phone without its recipient', { action: 'sendToPhone', productsIds: [randomUUID()] }],
    [
      'a send to a phone with a wallet for recipient',
      { action: 'sendToPhone', addressTo: WALLET, productsIds: [randomUUID()] },
    ],
    ['a send to an address without its address', { action: 'sendToAddress', productsIds: [randomUUID()] }],
    ['a send to an address without its items', { action: 'sendToAddress', addressTo: WALLET }],
    ['account deletion with a recipient', { action: 'deleteAccount', phoneTo: RECIPIENT }],
    ['account deletion with items', { action: 'deleteAccount', productsIds: [randomUUID()] }],
    ['account deletion with an address', { action: 'deleteAccount', addressTo: WALLET }],
    ['an unknown field', { action: 'deleteAccount', note: 'x' }],
  ])('refuses %s with 400, and sends no code', async (_label, body) => {
    const s = await signIn(t);
    t.clock.advance(31);
    const sent = t.sms.sent.length;
    const res = await requestCode(s.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(t.sms.sent.length).toBe(sent);
    const codes = await t.app.database.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, s.phone), eq(verificationCodes.purpose, 'step_up')));
    expect(codes).toEqual([]);
  });
});

describe('storage', () => {
  /** Every stored value of a row but the phone number (whose digits may contain a 6-digit code). */
  const storedValues = (row: Record<string, unknown>) =>
    Object.entries(row)
      .filter(([column]) => column !== 'phone')
      .map(([, value]) => (value instanceof Date ? value.toISOString() : String(value)))
      .join('\n');
  const jtiOf = (token: string): string =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;

  it('keeps codes, link tokens and refresh tokens only as hashes', async () => {
    const phone = await phoneWithSms();
    const code = t.sms.lastCode(phone);
    const linkToken = t.sms.lastLinkToken(phone);
    const signedIn = (await login({ phone, code })).json<{ refreshToken: string }>();
    t.clock.advance(60);
    const rotated = (await refresh(signedIn.refreshToken)).json<{ refreshToken: string }>();

    const codes = await t.app.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, phone));
    expect(codes).toHaveLength(1);
    const codeRow = storedValues(codes[0]!);
    expect(codeRow).not.toContain(code);
    expect(codeRow).not.toContain(linkToken);
    expect(codes[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const [user] = await t.app.database.db.select().from(users).where(eq(users.phone, phone));
    const rows = await t.app.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
    const sessionRow = storedValues(rows[0]!);
    for (const token of [signedIn.refreshToken, rotated.refreshToken]) {
      expect(sessionRow).not.toContain(token);
      expect(sessionRow).not.toContain(jtiOf(token));
    }
    expect(rows[0]!.refreshHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
