// The bearer-token check: routes declared with auth:true answer 401 without a live session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import type { AuthenticatedUser, AuthService } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: boolean;
  }
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function installAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('auth', null);
  // onRequest: a caller without a session learns nothing, not even that their input was malformed.
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.auth) return;
    const token = bearerToken(request);
    const user = token ? await auth.authenticate(token) : undefined;
    if (!user) throw unauthorized();
    request.auth = user;
  });
}

/** The signed-in user of a route declared auth:true. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
