// The one HTTP client (docs/product.md "Calls", "Errors"): baseURL /api, 10 s timeout, bearer token, one refresh at a time
// (across tabs too).
import type { AuthTokens } from '@heirloom/contract';
import { authPaths, REFRESH_TOKEN_NOT_FOUND, SESSION_INVALID } from '@heirloom/contract/light';
import { i18n } from '../i18n';
import { isTokenValid } from '../lib/jwt';
import { callWith } from './call';
import { apiErrorOf, httpStatus } from './errors';
import { lightAuthRoutes } from './light-routes';
import { createHttp, type HttpError, type HttpRequest, type HttpResponse } from './http';
import { tokenStore } from './token-store';

export const HTTP_TIMEOUT_MS = 10_000;

export const http = createHttp({
  baseURL: '/api',
  timeout: HTTP_TIMEOUT_MS,
  prepare: withLanguageAndSession,
  recover: refreshOnRefusal,
});

/** A contract route's call through this client, typed by the route: `call(itemRoutes.item, { params: { id } })`. */
export const call = callWith(http);

/** Calls that must never trigger a refresh (they are how one signs in or refreshes). */
const SESSIONLESS: readonly string[] = [
  authPaths.sendSms,
  authPaths.login,
  authPaths.refresh,
  // the e-mail link's confirmation: the token is the proof, so it works signed out and never ends a session
  // (userRoutes.confirmEmail.path, written out here; api/users.test.ts checks they match)
  '/users/confirmEmailWithToken',
];
/** The public authenticity page's calls: the same for everyone, so no token, and no refresh if it lapsed. */
const PUBLIC_PREFIX = '/public/';
const isSessionless = (url = '') => {
  const path = url.replace(/^\/?/, '/');
  return path.startsWith(PUBLIC_PREFIX) || SESSIONLESS.includes(path);
};

let refreshing: Promise<AuthTokens> | undefined;
/** The Web Locks name every tab of this app takes while it refreshes. */
export const REFRESH_LOCK = 'heirloom.refresh';

/** docs/product.md "Validation rules", "Errors": refresh needs a stored refresh token, else 'RefreshToken not found.' */
export function refreshTokens(): Promise<AuthTokens> {
  const presented = tokenStore.refreshToken();
  if (!presented) return Promise.reject(new Error(REFRESH_TOKEN_NOT_FOUND));
  // Concurrent 401s share one refresh: a second refresh with the same token would look like reuse
  // to the server, which then ends the session. Other tabs share the token too: see inAllTabs.
  refreshing ??= inAllTabs(() => refreshUnlessRotated(presented)).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** Runs the refresh while holding a lock shared by every tab, where the browser has Web Locks. */
async function inAllTabs(refresh: () => Promise<AuthTokens>): Promise<AuthTokens> {
  // Web Locks are missing in older browsers (and jsdom): one tab's refreshes are still shared.
  const locks = (globalThis.navigator as Partial<Navigator> | undefined)?.locks;
  return locks ? await locks.request(REFRESH_LOCK, refresh) : refresh();
}

async function refreshUnlessRotated(presented: string): Promise<AuthTokens> {
  // Read again now that the lock is held: another tab may have refreshed, or signed out, meanwhile.
  const refreshToken = tokenStore.refreshToken();
  if (!refreshToken) throw new Error(REFRESH_TOKEN_NOT_FOUND);
  const accessToken = tokenStore.accessToken();
  if (accessToken && refreshToken !== presented && isTokenValid(accessToken)) {
    return { accessToken, refreshToken };
  }
  try {
    const tokens = await call(lightAuthRoutes.refresh, { body: { refreshToken } });
    tokenStore.save(tokens);
    return tokens;
  } catch (err) {
    if (httpStatus(err) === 401) tokenStore.clear();
    throw err;
  }
}

/** Every call says the user's language; a session's calls carry its access token, refreshed first if it lapsed. */
async function withLanguageAndSession(request: HttpRequest): Promise<void> {
  request.headers['Accept-Language'] = i18n.language === 'fr' ? 'fr' : 'en';
  if (isSessionless(request.url)) return;
  let access = tokenStore.accessToken();
  if (!isTokenValid(access) && isTokenValid(tokenStore.refreshToken())) {
    access = (await refreshTokens().catch(() => undefined))?.accessToken ?? null;
  }
  if (access) request.headers.Authorization = `Bearer ${access}`;
  else delete request.headers.Authorization;
}

/**
 * A 401 that says the access token is not valid: the server's SESSION_INVALID, or one without our error
 * shape (from something in between). Any other 401 is the call's own answer (a wrong, expired or locked
 * SMS code…): sending it again would check the same code twice and spend two of its attempts.
 */
function isSessionRefused(error: HttpError): boolean {
  if (error.response?.status !== 401) return false;
  const api = apiErrorOf(error);
  return api === undefined || api.code === SESSION_INVALID;
}

/** A session's call refused for its token: refreshed once and sent again; without a refresh token, signed out. */
async function refreshOnRefusal(error: HttpError, request: HttpRequest): Promise<HttpResponse> {
  if (!isSessionRefused(error) || request.retried || isSessionless(request.url)) throw error;
  if (!tokenStore.refreshToken()) {
    tokenStore.clear();
    throw error;
  }
  await refreshTokens();
  return http.request({ ...request, retried: true });
}
