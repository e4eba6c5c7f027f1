// The bearer-token check: routes declared with auth:true answer 401 without a live session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import type { AuthenticatedUser } from '../modules/auth/auth.service';
import type { BrandCaller } from '../modules/brand/brand-keys';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: boolean | 'brand' | 'optional';
  }
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
    brand: BrandCaller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Installed before the modules: it asks their services (app.services) when a request comes. */
export function installAuthentication(app: FastifyInstance): void {
  const { clock } = app.deps;
  app.decorateRequest('auth', null);
  app.decorateRequest('brand', null);
  // onRequest: a caller without a session learns nothing, not even that their input was malformed.
  app.addHook('onRequest', async (request) => {
    const kind = request.routeOptions.config.auth;
    if (!kind) return;
    const token = bearerToken(request);
    if (kind === 'brand') {
      const brand = token ? await app.services.brandKeys.authenticate(token, clock.now()) : undefined;
      if (!brand) throw unauthorized('BRAND_KEY_INVALID');
      request.brand = brand;
      return;
    }
    const user = token ? await app.services.auth.authenticate(token) : undefined;
    // a guest route: a token that is sent must be valid (a stale one is not silently ignored)
    if (kind === 'optional' && !token) return;
    if (!user) throw unauthorized();
    request.auth = user;
  });
}

/** The signed-in user of a route declared auth:true. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The brand of a route declared auth:'brand'. */
export function currentBrand(request: FastifyRequest): BrandCaller {
  if (!request.brand) throw unauthorized('BRAND_KEY_INVALID');
  return request.brand;
}
