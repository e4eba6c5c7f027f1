// @vitest-environment happy-dom
// The HTTP client (docs/product.md "Calls", "Errors"): bearer token, one refresh for concurrent 401s, its error rules.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { fakeJwt } from '../test/fake-jwt';
import { DEVICE_UUID_KEY } from '../lib/push-device';
import { login, logout } from './auth';
import { checkStepUpCode } from './step-up-code';
import { HTTP_TIMEOUT_MS, http, REFRESH_LOCK, refreshTokens } from './client';
import { errorCode, errorMessage } from './errors';
import { HttpError, type HttpRequest, type HttpResponse } from './http';
import { tokenStore } from './token-store';
import { i18n } from '../i18n';
import { goOffline, goOnline } from '../test/network';

const future = () => Math.floor(Date.now() / 1000) + 600;
const past = () => Math.floor(Date.now() / 1000) - 10;
/** Two tokens valid for ten minutes, each with claims of its own so that one pair is told from another. */
const validTokens = (access: Record<string, unknown> = {}, refresh: Record<string, unknown> = {}) => ({
  accessToken: fakeJwt({ exp: future(), ...access }),
  refreshToken: fakeJwt({ exp: future(), ...refresh }),
});
/** What the server answers for a missing, invalid or expired bearer token. */
const sessionRefused = {
  statusCode: 401,
  error: 'Unauthorized',
  code: 'UNAUTHORIZED',
  message: 'Sign in again.',
};

type Handler = (config: HttpRequest) => Promise<HttpResponse>;
const calls: HttpRequest[] = [];
let handler: Handler;
const originalTransport = http.transport;

function respond(_config: HttpRequest, status: number, data: unknown): HttpResponse {
  return { status, data };
}

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  http.transport = async (config) => {
    // a copy as sent: a retried call is a new request, not this one changed
    calls.push({ ...config, headers: { ...config.headers } });
    return handler(config);
  };
});
afterEach(() => {
  http.transport = originalTransport;
});

describe('http client', () => {
  it('uses /api and a 10000 ms timeout', () => {
    expect(http.baseURL).toBe('/api');
    expect(HTTP_TIMEOUT_MS).toBe(10_000);
    expect(http.timeout).toBe(10_000);
  });

  it('stores both tokens after login and sends the access token as bearer', async () => {
    const tokens = validTokens({ n: 1 }, { n: 2 });
    handler = async (c) => respond(c, 200, c.url === '/v2/auth/login' ? tokens : { ok: true });
    await login({ phone: '+33612345678', code: '123456' });
    expect(tokenStore.accessToken()).toBe(tokens.accessToken);
    expect(tokenStore.refreshToken()).toBe(tokens.refreshToken);
    await http.get('/v1/products/count');
    expect(calls.at(-1)?.headers.Authorization).toBe(`Bearer ${tokens.accessToken}`);
    expect(calls.at(-1)?.headers['Accept-Language']).toBe('en');
  });

  it("fails login with 'Missing args in login.' without phone+code or token, and calls nothing", async () => {
    handler = async (c) => respond(c, 200, {});
    await expect(login({ phone: '+33612345678' })).rejects.toThrow('Missing args in login.');
    await expect(login({})).rejects.toThrow('Missing args in login.');
    expect(calls).toHaveLength(0);
  });

  it("fails refresh with 'RefreshToken not found.' when none is stored", async () => {
    await expect(refreshTokens()).rejects.toThrow('RefreshToken not found.');
  });

  it('refreshes once for concurrent 401s, then retries each call with the new token', async () => {
    tokenStore.save(validTokens({ v: 'old' }));
    const fresh = validTokens({ v: 'new' }, { r: 2 });
    handler = async (c) => {
      if (c.url === '/auth/refresh') return respond(c, 200, fresh);
      const auth = String(c.headers.Authorization);
      return respond(c, auth.includes(fresh.accessToken) ? 200 : 401, { path: c.url });
    };
    const results = await Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
    expect(results.map((r) => r.data)).toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c' }]);
    expect(calls.filter((c) => c.url === '/auth/refresh')).toHaveLength(1);
    expect(tokenStore.accessToken()).toBe(fresh.accessToken);
  });

  it('refreshes before the call when the access token has expired', async () => {
    tokenStore.save({ accessToken: fakeJwt({ exp: past() }), refreshToken: fakeJwt({ exp: future() }) });
    const fresh = validTokens({ f: 1 }, { f: 2 });
    handler = async (c) => respond(c, 200, c.url === '/auth/refresh' ? fresh : {});
    await http.get('/x');
    expect(calls.map((c) => c.url)).toEqual(['/auth/refresh', '/x']);
    expect(calls[1]?.headers.Authorization).toBe(`Bearer ${fresh.accessToken}`);
  });

  it('signs out when the refresh is refused', async () => {
    tokenStore.save(validTokens());
    // the call's token is refused as the server words it, then so is the refresh
    handler = async (c) =>
      c.url === '/auth/refresh'
        ? respond(c, 401, { statusCode: 401, code: 'REFRESH_REUSED', message: 'closed' })
        : respond(c, 401, sessionRefused);
    await expect(http.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(tokenStore.refreshToken()).toBeNull();
    expect(tokenStore.isSignedIn()).toBe(false);
  });

  it('any non-2xx rejects the call (docs/product.md, errors)', async () => {
    handler = async (c) => respond(c, 409, { statusCode: 409, code: 'X', message: 'Conflict here' });
    await expect(http.post('/v1/auth/sms', {})).rejects.toBeInstanceOf(HttpError);
  });

  it('refreshes and retries once when the server says the token is not valid (UNAUTHORIZED)', async () => {
    tokenStore.save(validTokens({ v: 'old' }));
    const fresh = validTokens({ v: 'new' }, { r: 3 });
    handler = async (c) => {
      if (c.url === '/auth/refresh') return respond(c, 200, fresh);
      return String(c.headers.Authorization).includes(fresh.accessToken)
        ? respond(c, 200, { done: true })
        : respond(c, 401, sessionRefused);
    };
    expect((await http.get('/x')).data).toEqual({ done: true });
    expect(calls.map((c) => c.url)).toEqual(['/x', '/auth/refresh', '/x']);
  });

  it.each([
    ['/authorizations/checkPin', 'CODE_INVALID'],
    ['/authorizations/checkPin', 'CODE_EXPIRED'],
    ['/authorizations/checkPin', 'CODE_LOCKED'],
    ['/authorizations/checkPin', 'NO_ACTIVE_CODE'],
    ['/users/getAddressFromPhone', 'CODE_INVALID'],
    ['/users/getAddressFromPhone', 'NO_ACTIVE_CODE'],
    ['/v2/auth/login', 'LINK_INVALID'],
  ])('sends %s once when it answers 401 %s: no refresh, no retry, still signed in', async (url, code) => {
    const tokens = validTokens();
    tokenStore.save(tokens);
    const refusal = { statusCode: 401, error: 'Unauthorized', code, message: 'About the code' };
    handler = async (c) => respond(c, c.url === url ? 401 : 200, c.url === url ? refusal : {});
    const failure: unknown = await http.post(url, { pin: '000000' }).catch((err: unknown) => err);
    expect(errorCode(failure)).toBe(code);
    expect(calls.map((c) => c.url)).toEqual([url]);
    expect(tokenStore.accessToken()).toBe(tokens.accessToken);
    expect(tokenStore.refreshToken()).toBe(tokens.refreshToken);
  });

  it('checks a wrong step-up code once, so it costs one attempt', async () => {
    tokenStore.save(validTokens());
    let remaining = 5;
    handler = async (c) => {
      if (c.url === '/auth/refresh') return respond(c, 200, validTokens({ n: 9 }, { n: 10 }));
      remaining -= 1;
      return respond(c, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'CODE_INVALID',
        message: `${remaining} left`,
      });
    };
    expect((await checkStepUpCode('000000')).ok).toBe(false);
    expect(remaining).toBe(4);
    expect(calls.map((c) => c.url)).toEqual(['/authorizations/checkPin']);
  });

  it('checkStepUpCode answers ok on success, and the reason on any error', async () => {
    tokenStore.save(validTokens());
    handler = async (c) => respond(c, 200, { action: 'sendToPhone', expiresAt: new Date().toISOString() });
    expect(await checkStepUpCode('123456')).toEqual({ ok: true });
    handler = async (c) => respond(c, 400, { code: 'CODE_INVALID', message: 'no' });
    const refused = await checkStepUpCode('123456');
    expect(refused.ok).toBe(false);
    expect(errorCode(refused.ok ? undefined : refused.error)).toBe('CODE_INVALID');
  });
});

describe('logout', () => {
  const DEVICE = '0f0e0d0c-0b0a-4909-8807-060504030201';
  let unsubscribe: Mock<() => Promise<boolean>>;
  beforeEach(() => {
    tokenStore.save(validTokens());
    unsubscribe = vi.fn(async () => true);
    const subscription = { endpoint: 'https://push.example/1', unsubscribe };
    const registration = { pushManager: { getSubscription: async () => subscription } };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: async () => registration },
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('forgets this push device and drops its subscription before ending the session', async () => {
    localStorage.setItem(DEVICE_UUID_KEY, DEVICE);
    handler = async (c) => {
      // the server forgets the device before the browser drops its subscription (nothing half done)
      if (c.url === '/users/fcmToken/delete') expect(unsubscribe).not.toHaveBeenCalled();
      return respond(c, 200, { ok: true });
    };
    await logout();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /users/fcmToken/delete',
      'delete /auth/logout',
    ]);
    expect(calls[0]?.data).toEqual({ deviceUUID: DEVICE });
    expect(calls[0]?.headers.Authorization).toMatch(/^Bearer /);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(tokenStore.isSignedIn()).toBe(false);
  });

  it('only ends the session when this browser never registered for push', async () => {
    handler = async (c) => respond(c, 200, { ok: true });
    await logout();
    expect(calls.map((c) => c.url)).toEqual(['/auth/logout']);
    expect(tokenStore.isSignedIn()).toBe(false);
  });

  it('still drops the subscription and signs out when forgetting the device fails', async () => {
    localStorage.setItem(DEVICE_UUID_KEY, DEVICE);
    handler = async (c) =>
      respond(c, c.url === '/users/fcmToken/delete' ? 500 : 200, { ok: c.url !== '/users/fcmToken/delete' });
    await logout();
    expect(calls.map((c) => c.url)).toEqual(['/users/fcmToken/delete', '/auth/logout']);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(tokenStore.isSignedIn()).toBe(false);
  });
});

/** navigator.locks for one origin: requests for a name run one after another; another tab can hold it. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_name: string, task: () => Promise<unknown>) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  });
  /** Another tab takes the lock; the returned function releases it. */
  const holdInOtherTab = () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    tail = tail.then(() => held);
    return release;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return { request, holdInOtherTab };
}

describe('refresh across tabs', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
  const signedIn = () =>
    tokenStore.save({
      accessToken: fakeJwt({ exp: past(), tab: 'this' }),
      refreshToken: fakeJwt({ exp: future(), r: 1 }),
    });
  const fresh = (n: number) => validTokens({ n }, { r: n + 1 });

  it('refreshes while holding the shared lock', async () => {
    const locks = fakeLocks();
    signedIn();
    const rotated = fresh(1);
    handler = async (c) => respond(c, 200, c.url === '/auth/refresh' ? rotated : {});
    await http.get('/x');
    expect(locks.request).toHaveBeenCalledWith(REFRESH_LOCK, expect.any(Function));
    expect(calls.map((c) => c.url)).toEqual(['/auth/refresh', '/x']);
    expect(tokenStore.refreshToken()).toBe(rotated.refreshToken);
  });

  it('uses the tokens another tab refreshed meanwhile instead of refreshing the spent token', async () => {
    const locks = fakeLocks();
    signedIn();
    const release = locks.holdInOtherTab();
    handler = async (c) => respond(c, c.url === '/auth/refresh' ? 401 : 200, { path: c.url });
    const call = http.get('/x');
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalled());
    // The other tab rotates the refresh token and stores the new pair, then lets go of the lock.
    const otherTab = fresh(7);
    tokenStore.save(otherTab);
    release();
    expect((await call).data).toEqual({ path: '/x' });
    expect(calls.map((c) => c.url)).toEqual(['/x']);
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${otherTab.accessToken}`);
    expect(tokenStore.refreshToken()).toBe(otherTab.refreshToken);
  });

  it('stops when another tab signed out while this one waited', async () => {
    const locks = fakeLocks();
    signedIn();
    const release = locks.holdInOtherTab();
    handler = async (c) => respond(c, 200, {});
    const refreshed = refreshTokens();
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalled());
    tokenStore.clear();
    release();
    await expect(refreshed).rejects.toThrow('RefreshToken not found.');
    expect(calls).toHaveLength(0);
  });
});

describe('errorMessage', () => {
  const t = i18n.getFixedT('en');
  const tFr = i18n.getFixedT('fr');
  it("shows the server's localized message when there is one", () => {
    const err = new HttpError('x', 'ERR_BAD_REQUEST', undefined, {
      status: 401,
      data: {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'CODE_INVALID',
        message: 'This code is not correct.',
      },
    });
    expect(errorMessage(err, t)).toBe('This code is not correct.');
  });
  it('says an item in care waits for its end, wherever a move was refused (409 ITEM_IN_CARE)', () => {
    const err = new HttpError('x', 'ERR_BAD_REQUEST', undefined, {
      status: 409,
      data: { statusCode: 409, error: 'Conflict', code: 'ITEM_IN_CARE', message: 'Server words' },
    });
    expect(errorMessage(err, t)).toBe(
      'This item is in someone’s care: sending, selling or declaring it waits until you end the care.',
    );
    expect(errorMessage(err, tFr)).toMatch(/^Cet objet est confié à quelqu’un/);
  });
  it("turns the client's timeout, network and abort errors into clear localized text", () => {
    expect(errorMessage(new HttpError('timeout of 10000ms exceeded', 'ECONNABORTED'), t)).toMatch(/too long/);
    expect(errorMessage(new HttpError('Network Error', 'ERR_NETWORK'), tFr)).toMatch(/Pas de connexion/);
    expect(errorMessage(new HttpError('Request aborted', 'ECONNABORTED'), t)).toMatch(/interrupted/);
  });
  it('says "You are offline" for any failure while the browser is offline (decision 038)', () => {
    goOffline();
    try {
      expect(errorMessage(new HttpError('Network Error', 'ERR_NETWORK'), t)).toBe(
        'You are offline. This needs a connection.',
      );
      expect(errorMessage(new TypeError('Failed to fetch'), tFr)).toBe(
        'Vous êtes hors ligne. Il faut une connexion.',
      );
    } finally {
      goOnline();
    }
  });
  it('explains the client errors (docs/product.md, errors)', () => {
    expect(errorMessage(new Error('Missing args in login.'), t)).toMatch(/phone number and the code/);
    expect(errorMessage(new Error('RefreshToken not found.'), tFr)).toMatch(/session/);
  });
  it('never shows nothing', () => {
    expect(errorMessage(42, t)).toMatch(/went wrong/);
  });
});
