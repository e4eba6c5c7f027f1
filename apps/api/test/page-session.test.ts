// The page session (decision 042): the HttpOnly cookie set beside the bearer tokens at sign-in and refresh, rotated
// with them, cleared at sign-out and account deletion; the server's render of the owner's home reads it, as that owner
// only, and renders the signed-out shell for any cookie it refuses; no API call takes it for a session. The render
// module is a stand-in with the web build's exports (apps/web/src/app/render.test.tsx tests the real one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantByCode } from './fixtures';
import { createTestApp, newPhone, signIn, type Session, type TestApp } from './helpers';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-page-session-'));
const webDist = path.join(root, 'dist');
fs.mkdirSync(path.join(root, 'dist-server'), { recursive: true });
fs.mkdirSync(webDist);
const shell =
  '<!doctype html>\n<html lang="en"><head><title>Heirloom</title></head><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(webDist, 'index.html'), shell);
// the stand-in renders the home for its owner only, with the phone the API gives that owner's own profile call
fs.writeFileSync(
  path.join(root, 'dist-server', 'render.js'),
  `export const rendersOnServer = (pathname) => pathname === '/login';
export const rendersForOwner = (pathname) => pathname === '/';
export const isAppAddress = () => true;
export async function render({ url, transport, owner }) {
  if (url.split('?')[0] === '/' && !owner) throw new Error('the home rendered without an owner');
  const me = owner ? await transport({ method: 'get', headers: {} }, '/api/users/' + owner) : undefined;
  return {
    html: '<h1>' + (owner ? 'home of ' + owner + ' ' + me.status + ' ' + me.data.phone : 'sign in') + '</h1>',
    head: { title: 'Home', description: 'Yours', type: 'website' },
    modules: [],
    state: JSON.stringify({ owner }),
    ...(owner ? { owner } : {}),
  };
}
`,
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const COOKIE = 'heirloom.session';

/** The Set-Cookie lines of an answer. */
function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The page session an answer sets (undefined: none set; '': cleared). */
function pageCookie(res: LightMyRequestResponse): { value: string; line: string } | undefined {
  const line = setCookies(res).find((l) => l.startsWith(`${COOKIE}=`));
  return line === undefined ? undefined : { value: line.slice(COOKIE.length + 1).split(';')[0]!, line };
}

const ownerOf = (s: Session) =>
  (JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/** Signs in, keeping the page session the sign-in set. */
async function signInWithCookie(phone = newPhone()) {
  const sent = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms', payload: { phone } });
  expect(sent.statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { phone, code: t.sms.lastCode(phone) },
  });
  expect(login.statusCode).toBe(200);
  const tokens = login.json<{ accessToken: string; refreshToken: string }>();
  const session: Session = { phone, ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
  return { session, login, cookie: pageCookie(login)!.value };
}

const home = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/', headers: { ...headers, ...(cookie === undefined ? {} : { cookie }) } });

describe('the page session cookie', () => {
  it('is set beside the tokens at sign-in: HttpOnly, SameSite=Lax, the whole site, 30 days', async () => {
    const { login } = await signInWithCookie();
    const { line, value } = pageCookie(login)!;
    expect(value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).toContain(`Max-Age=${30 * 24 * 3600}`);
    // plain http to the machine itself (tests, development): Secure would have the browser drop it
    expect(line).not.toContain('Secure');
    // the body is the tokens as before: the cookie is not one of them
    expect(login.json()).not.toHaveProperty('pageSession');
    expect(Object.values(login.json<Record<string, string>>())).not.toContain(value);
  });

  it('is Secure over https, and for any host that is not the machine itself', async () => {
    const phone = newPhone();
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms', payload: { phone } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { host: 'heirloom.example' },
      payload: { phone, code: t.sms.lastCode(phone) },
    });
    expect(pageCookie(login)!.line).toMatch(/; Secure(;|$)/);
  });

  it('renders the home for its owner, no one else’s, kept by no cache', async () => {
    const first = await signInWithCookie();
    const second = await signInWithCookie();
    for (const { session, cookie } of [first, second]) {
      const res = await home(`${COOKIE}=${cookie}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toContain('Cookie');
      expect(res.body).toContain(`<h1>home of ${ownerOf(session)} 200 ${session.phone}</h1>`);
      // whose page it is, for the browser's entry to compare with the session kept there
      expect(res.body).toContain(`id="server-state" data-owner="${ownerOf(session)}">`);
    }
    const firstPage = (await home(`${COOKIE}=${first.cookie}`)).body;
    expect(firstPage).not.toContain(second.session.phone);
    expect(firstPage).not.toContain(ownerOf(second.session));
  });

  it('without a cookie, the home is the signed-out shell, kept by no cache either', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(setCookies(res)).toEqual([]);
  });

  it('is rotated with the tokens at refresh: the new one renders, the old one is refused and cleared', async () => {
    const { session, cookie: before } = await signInWithCookie();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const after = pageCookie(refreshed)!.value;
    expect(after).not.toBe(before);
    expect((await home(`${COOKIE}=${after}`)).body).toContain(`home of ${ownerOf(session)}`);
    const stale = await home(`${COOKIE}=${before}`);
    expect(stale.body).toBe(shell);
    expect(pageCookie(stale)!.line).toMatch(/^heirloom\.session=; .*Max-Age=0/);
  });

  it('is cleared at sign-out, and the session it named is refused', async () => {
    const { session, cookie } = await signInWithCookie();
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      headers: { ...session.headers, cookie: `${COOKIE}=${cookie}` },
    });
    expect(out.statusCode).toBe(204);
    expect(pageCookie(out)!.line).toMatch(/^heirloom\.session=; .*Max-Age=0.*HttpOnly/);
    // a browser that kept it anyway (a copy): the home is the shell
    expect((await home(`${COOKIE}=${cookie}`)).body).toBe(shell);
  });

  it('is cleared at account deletion, and refused after it', async () => {
    const { session, cookie } = await signInWithCookie();
    const id = ownerOf(session);
    await grantByCode(t, session, 'deleteAccount');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: { ...session.headers, cookie: `${COOKIE}=${cookie}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(pageCookie(deleted)!.value).toBe('');
    expect((await home(`${COOKIE}=${cookie}`)).body).toBe(shell);
  });

  it('refuses a forged, altered, foreign or expired cookie: the signed-out shell, the cookie cleared', async () => {
    const { session, cookie } = await signInWithCookie();
    const [header, payload, signature] = cookie.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const other = await signIn(t);
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: ownerOf(other) })).toString('base64url');
    const refused = [
      'not-a-token',
      `${header}.${altered}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}AA`,
      // the bearer tokens are not page sessions: another audience, another key
      session.accessToken,
      session.refreshToken,
      `${COOKIE.toUpperCase()}-${cookie}`,
    ];
    for (const value of refused) {
      const res = await home(`${COOKIE}=${value}`);
      expect(res.body, value).toBe(shell);
      expect(pageCookie(res)?.value, value).toBe('');
    }
    t.clock.advance(31 * 24 * 3600);
    const expired = await home(`${COOKIE}=${cookie}`);
    expect(expired.body).toBe(shell);
    expect(pageCookie(expired)!.value).toBe('');
  });

  it('is refused once this device signed out (the app’s own mark), and the next sign-in lifts the mark', async () => {
    const phone = newPhone();
    const { cookie } = await signInWithCookie(phone);
    const marked = await home(`${COOKIE}=${cookie}; heirloom.signedOut=1`);
    expect(marked.body).toBe(shell);
    expect(setCookies(marked).some((l) => /^heirloom\.signedOut=; .*Max-Age=0/.test(l))).toBe(true);
    t.clock.advance(60);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms', payload: { phone } });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { cookie: 'heirloom.signedOut=1' },
      payload: { phone, code: t.sms.lastCode(phone) },
    });
    expect(pageCookie(again)!.value).not.toBe('');
    expect(setCookies(again).some((l) => /^heirloom\.signedOut=; .*Max-Age=0/.test(l))).toBe(true);
  });

  it('authorises no API call: a cross-site request carrying only the cookie is refused', async () => {
    const { session, cookie } = await signInWithCookie();
    const crossSite = {
      cookie: `${COOKIE}=${cookie}`,
      origin: 'https://attacker.example',
      'sec-fetch-site': 'cross-site',
    };
    const id = ownerOf(session);
    const calls = [
      { method: 'GET' as const, url: `/api/users/${id}` },
      { method: 'DELETE' as const, url: '/api/auth/logout' },
      { method: 'PATCH' as const, url: '/api/users/settings', payload: { language: 'fr' } },
      { method: 'DELETE' as const, url: `/api/users/${id}` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: crossSite });
      expect(res.statusCode, call.url).toBe(401);
    }
    // nothing changed: the session still renders its home, in its language
    expect((await home(`${COOKIE}=${cookie}`)).body).toContain(`home of ${id} 200`);
  });
});
