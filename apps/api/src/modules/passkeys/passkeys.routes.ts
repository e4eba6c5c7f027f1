// HTTP routes of passkeys: the owner's list, registration, rename, removal and recovery; signing in with a passkey;
// the passkey step-up (decision 018). Sign-in and step-up carry sign-in's per-IP limit.
import { passkeyRoutes } from '@heirloom/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { currentUser } from '../../http/authenticate';
import { setPageSession } from '../../http/page-session';
import { limitPerMinute, registerRoute } from '../../http/route';
import { languageFromHeader } from '../../lib/messages';
import type { PasskeysService } from './passkeys.service';

export function registerPasskeyRoutes(app: FastifyInstance, passkeys: PasskeysService, config: Config): void {
  const perIp = limitPerMinute(config.limits.authRequestsPerIpPerMinute);
  const userAgent = (headers: { 'user-agent'?: string }) => headers['user-agent'] ?? null;

  registerRoute(app, passkeyRoutes.list, async (request) => passkeys.list(currentUser(request)));
  registerRoute(
    app,
    passkeyRoutes.registrationOptions,
    async (request) => passkeys.registrationOptions(currentUser(request), request.ip),
    perIp,
  );
  registerRoute(
    app,
    passkeyRoutes.registrationVerify,
    async (request) =>
      passkeys.registrationVerify(
        currentUser(request),
        { response: request.body.response as RegistrationResponseJSON, name: request.body.name },
        {
          userAgent: userAgent(request.headers),
          language: languageFromHeader(request.headers['accept-language']),
        },
      ),
    perIp,
  );
  registerRoute(app, passkeyRoutes.rename, async (request) =>
    passkeys.rename(currentUser(request), request.params.id, request.body.name),
  );
  registerRoute(app, passkeyRoutes.remove, async (request) => {
    await passkeys.remove(currentUser(request), request.params.id);
    return { ok: true as const };
  });
  registerRoute(app, passkeyRoutes.startRecovery, async (request) =>
    passkeys.startRecovery(currentUser(request)),
  );
  registerRoute(app, passkeyRoutes.cancelRecovery, async (request) => {
    await passkeys.cancelRecovery(currentUser(request));
    return { ok: true as const };
  });
  registerRoute(app, passkeyRoutes.loginOptions, async (request) => passkeys.loginOptions(request.ip), perIp);
  registerRoute(
    app,
    passkeyRoutes.login,
    async (request, reply) => {
      const response = request.body.response as AuthenticationResponseJSON;
      const tokens = await passkeys.login(response, userAgent(request.headers));
      // the page session beside the tokens, as the SMS sign-in sets it (decision 042)
      await setPageSession(app, request, reply, tokens);
      return tokens;
    },
    perIp,
  );
  registerRoute(
    app,
    passkeyRoutes.stepUpOptions,
    async (request) => passkeys.stepUpOptions(currentUser(request), request.body, request.ip),
    perIp,
  );
  registerRoute(
    app,
    passkeyRoutes.stepUpVerify,
    async (request) =>
      passkeys.stepUpVerify(
        currentUser(request),
        request.body.action,
        request.body.response as AuthenticationResponseJSON,
      ),
    perIp,
  );
}
