// The bearer-token check: routes declared with auth:true answer 401 without a live session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
import type { AuthenticatedUser } from '../modules/auth/auth.service';
import type { BrandActor } from '../modules/audit/audit';
import type { StaffCaller } from '../modules/staff/staff.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: boolean | 'brand' | 'optional' | 'staff';
    /** 'staff' routes of one brand: the roles besides admin that may call them */
    roles?: readonly string[];
    /** 'staff' routes a session still waiting for the person's passkey may call */
    beforePasskey?: boolean;
  }
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
    /** who acts for a brand: its API key (auth 'brand'), or a staff member on a route of that brand */
    brand: BrandActor | null;
    /** the console's signed-in staff member (auth 'staff') */
    staff: StaffCaller | null;
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
  app.decorateRequest('staff', null);
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
    if (kind === 'staff') {
      // a route of one brand names it in its path: a brand the caller does not work for is "not found"
      const brandId = (request.params as { brandId?: string }).brandId;
      if (brandId !== undefined && !UUID.test(brandId)) throw notFound();
      const brand = brandId ? { clientId: brandId, roles: request.routeOptions.config.roles } : undefined;
      const beforePasskey = request.routeOptions.config.beforePasskey === true;
      const staff = token ? await app.services.staff.authenticate(token, brand, beforePasskey) : undefined;
      if (!staff) throw unauthorized('STAFF_SESSION_INVALID');
      request.staff = staff;
      if (brandId)
        request.brand = { clientId: brandId, kind: 'staff', id: staff.staffId, label: staff.email };
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

/** The signed-in staff member of a route declared auth:'staff'. */
export function currentStaff(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw unauthorized('STAFF_SESSION_INVALID');
  return request.staff;
}

/** Who acts for the brand: the API key of a route declared auth:'brand', the staff member of a console route. */
export function currentBrand(request: FastifyRequest): BrandActor {
  if (!request.brand) throw unauthorized('BRAND_KEY_INVALID');
  return request.brand;
}
