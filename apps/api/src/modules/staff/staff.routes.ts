// HTTP routes of the console's people: signing in by e-mailed link or invitation, the session, the console's
// passkeys; the brand's staff and audit log (admins) are staff-team.routes.ts's. Link, invitation and passkey
// routes carry sign-in's per-IP limit.
import { consoleRoutes, type Language } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { currentBrand, currentStaff } from '../../http/authenticate';
import { limitPerMinute, registerRoute, type RouteOptions } from '../../http/route';
import { languageFromHeader } from '../../lib/messages';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { StaffPasskeysService } from './staff-passkeys.service';
import { registerStaffTeamRoutes } from './staff-team.routes';
import type { StaffTeamService } from './staff-team.service';
import type { StaffService } from './staff.service';

/** What the staff's routes share: sign-in's per-IP limit, and the caller's language for the e-mails. */
interface Limits {
  perIp: RouteOptions;
  language: (request: { headers: { 'accept-language'?: string } }) => Language;
}

export function registerStaffRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; team: StaffTeamService; passkeys: StaffPasskeysService },
  config: Config,
): void {
  const limits: Limits = {
    perIp: limitPerMinute(config.limits.authRequestsPerIpPerMinute),
    language: (request) => languageFromHeader(request.headers['accept-language']),
  };
  registerStaffSignInRoutes(app, services.staff, limits);
  registerStaffPasskeyRoutes(app, services.passkeys, limits);
  registerStaffTeamRoutes(app, services.team, limits.language);
}

/** Signing in by e-mailed link or invitation, who is signed in, signing out. */
function registerStaffSignInRoutes(app: FastifyInstance, staff: StaffService, limits: Limits): void {
  const { perIp, language } = limits;
  registerRoute(
    app,
    consoleRoutes.requestLink,
    async (request) => {
      await staff.requestLink(request.body.email, language(request));
      return { ok: true as const };
    },
    perIp,
  );
  registerRoute(
    app,
    consoleRoutes.signIn,
    async (request) => staff.signInWithLink(request.body.token, language(request)),
    perIp,
  );
  registerRoute(
    app,
    consoleRoutes.acceptInvitation,
    async (request) => staff.acceptInvitation(request.body.token, language(request)),
    perIp,
  );
  registerRoute(app, consoleRoutes.me, async (request) => {
    const caller = currentStaff(request);
    return staff.me(caller.staffId, caller.session);
  });
  registerRoute(app, consoleRoutes.signOut, async (request, reply) => {
    await staff.signOut(currentStaff(request));
    return reply.status(204).send();
  });
}

/** The console's own passkeys: signing in or confirming a session with one, adding, removing, an admin's reset. */
function registerStaffPasskeyRoutes(
  app: FastifyInstance,
  passkeys: StaffPasskeysService,
  limits: Limits,
): void {
  const { perIp, language } = limits;
  registerRoute(
    app,
    consoleRoutes.passkeyOptions,
    async (request) => passkeys.signInOptions(request.ip),
    perIp,
  );
  registerRoute(
    app,
    consoleRoutes.passkeySignIn,
    async (request) =>
      passkeys.signIn(request.body.response as AuthenticationResponseJSON, language(request)),
    perIp,
  );
  registerRoute(
    app,
    consoleRoutes.confirmOptions,
    async (request) => passkeys.confirmOptions(currentStaff(request), request.ip),
    perIp,
  );
  registerRoute(
    app,
    consoleRoutes.confirm,
    async (request) =>
      passkeys.confirm(currentStaff(request), request.body.response as AuthenticationResponseJSON),
    perIp,
  );
  registerRoute(app, consoleRoutes.passkeys, async (request) => passkeys.list(currentStaff(request)));
  registerRoute(
    app,
    consoleRoutes.passkeyRegistrationOptions,
    async (request) => passkeys.registrationOptions(currentStaff(request), request.ip),
    perIp,
  );
  registerRoute(
    app,
    consoleRoutes.registerPasskey,
    async (request, reply) => {
      const made = await passkeys.register(
        currentStaff(request),
        { response: request.body.response as RegistrationResponseJSON, name: request.body.name },
        { userAgent: request.headers['user-agent'] ?? null, language: language(request) },
      );
      return reply.status(201).send(made);
    },
    perIp,
  );
  registerRoute(app, consoleRoutes.removePasskey, async (request, reply) => {
    await passkeys.remove(currentStaff(request), request.params.passkeyId);
    return reply.status(204).send();
  });
  registerRoute(app, consoleRoutes.resetPasskeys, async (request, reply) => {
    await passkeys.reset(currentBrand(request), request.params.staffId);
    return reply.status(204).send();
  });
}
