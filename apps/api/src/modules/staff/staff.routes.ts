// HTTP routes of the console's people: signing in by e-mailed link or invitation, the session, the brand's
// staff and invitations (admins), and the brand's audit log (admins). Link and invitation routes carry
// sign-in's per-IP limit.
import { consoleRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { currentBrand, currentStaff } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import { languageFromHeader } from '../../lib/messages';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { StaffPasskeysService } from './staff-passkeys.service';
import type { StaffService } from './staff.service';

export function registerStaffRoutes(
  app: FastifyInstance,
  staff: StaffService,
  passkeys: StaffPasskeysService,
  config: Config,
): void {
  const perIp = { rateLimit: { max: config.limits.authRequestsPerIpPerMinute, timeWindow: 60_000 } };
  const language = (request: { headers: { 'accept-language'?: string } }) =>
    languageFromHeader(request.headers['accept-language']);

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

  // passkeys
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

  registerRoute(app, consoleRoutes.staff, async (request) => staff.list(currentBrand(request).clientId));
  registerRoute(app, consoleRoutes.invite, async (request, reply) => {
    const { invitation } = await staff.invite(
      currentBrand(request),
      request.body.email,
      request.body.roles,
      language(request),
    );
    return reply.status(201).send(invitation);
  });
  registerRoute(app, consoleRoutes.withdrawInvitation, async (request, reply) => {
    await staff.withdrawInvitation(currentBrand(request), request.params.invitationId);
    return reply.status(204).send();
  });
  registerRoute(app, consoleRoutes.setRoles, async (request) =>
    staff.setRoles(currentBrand(request), request.params.staffId, request.body.roles),
  );
  registerRoute(app, consoleRoutes.removeStaff, async (request, reply) => {
    await staff.remove(currentBrand(request), request.params.staffId);
    return reply.status(204).send();
  });
  registerRoute(app, consoleRoutes.audit, async (request) =>
    staff.auditPage(currentBrand(request).clientId, request.params.limit, request.params.offset),
  );
}
