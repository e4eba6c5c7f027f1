// The page session (decision 042): an HttpOnly cookie set beside the bearer tokens, so that the server can render the
// signed-in owner's home. It authorises that render only (a GET, no side effect): no API route reads it, so a request
// another site makes the browser send carries nothing the API takes for a session.
import type { AuthTokens } from '@heirloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../modules/auth/auth.service';

export const PAGE_SESSION_COOKIE = 'heirloom.session';
/**
 * Set by the web app itself when it signs out (api/token-store.ts): it cannot remove an HttpOnly cookie, and a
 * sign-out whose call did not reach the server (offline) must not leave the owner's page to the next visitor.
 */
export const SIGNED_OUT_COOKIE = 'heirloom.signedOut';

/** 30 days, as the refresh token it goes with; the token inside carries its own expiry. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** A cookie's value in the request (names here are ours: no character a regular expression would take as syntax). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const escaped = name.replace('.', '\\.');
  return new RegExp(`(?:^|;\\s*)${escaped}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1] || undefined;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Secure, except over plain http to the machine itself (development and tests, where Secure would drop it). */
function secureFor(request: FastifyRequest): boolean {
  return request.protocol === 'https' || !LOOPBACK.test(request.hostname);
}

function cookie(request: FastifyRequest, name: string, value: string, maxAge: number, httpOnly: boolean) {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secureFor(request) ? ['Secure'] : []),
    'SameSite=Lax',
  ].join('; ');
}

const cleared = (request: FastifyRequest, name: string, httpOnly: boolean) =>
  cookie(request, name, '', 0, httpOnly);

/** Beside tokens just issued (a sign-in, a refresh): the page session that goes with them, and no sign-out mark. */
export async function setPageSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: AuthTokens,
): Promise<void> {
  const value = await app.services.auth.pageSessionFor(tokens);
  if (!value) return;
  reply.header('set-cookie', cookie(request, PAGE_SESSION_COOKIE, value, MAX_AGE_SECONDS, true));
  if (cookieOf(request, SIGNED_OUT_COOKIE))
    reply.header('set-cookie', cleared(request, SIGNED_OUT_COOKIE, false));
}

/** At sign-out and account deletion, and when a page session was refused: the cookie goes. */
export function clearPageSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cleared(request, PAGE_SESSION_COOKIE, true));
  if (cookieOf(request, SIGNED_OUT_COOKIE))
    reply.header('set-cookie', cleared(request, SIGNED_OUT_COOKIE, false));
}

/**
 * The owner whose page session the request carries, with an access token for the render's in-process calls; else
 * undefined, the cookie cleared when there was one (bad, expired, revoked, rotated, or signed out on this device).
 */
export async function pageSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<(AuthenticatedUser & { accessToken: string }) | undefined> {
  const value = cookieOf(request, PAGE_SESSION_COOKIE);
  if (!value) return undefined;
  const session = cookieOf(request, SIGNED_OUT_COOKIE)
    ? undefined
    : await app.services.auth.authenticatePage(value).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page session check failed: the page is rendered signed out');
        return undefined;
      });
  if (!session) clearPageSession(request, reply);
  return session;
}
