// HTTP routes of sign-in, refresh, logout and step-up (paths exactly as in docs/product.md "Calls").
import { authRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { currentUser } from '../../http/authenticate';
import { clearPageSession, setPageSession } from '../../http/page-session';
import { limitPerMinute, registerRoute } from '../../http/route';
import type { AuthService } from './auth.service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, config: Config): void {
  const perIp = limitPerMinute(config.limits.authRequestsPerIpPerMinute);

  registerRoute(
    app,
    authRoutes.sendSms,
    async (request) =>
      auth.sendLoginCode({
        phone: request.body.phone,
        language: request.body.language,
        ip: request.ip,
        recaptchaToken: request.body.recaptchaToken,
      }),
    perIp,
  );

  registerRoute(
    app,
    authRoutes.login,
    async (request, reply) => {
      const tokens = await auth.login(request.body, request.headers['user-agent'] ?? null);
      // the page session beside the tokens, rotated with them (decision 042)
      await setPageSession(app, request, reply, tokens);
      return tokens;
    },
    perIp,
  );

  registerRoute(
    app,
    authRoutes.refresh,
    async (request, reply) => {
      const tokens = await auth.refresh(request.body.refreshToken);
      await setPageSession(app, request, reply, tokens);
      return tokens;
    },
    perIp,
  );

  registerRoute(app, authRoutes.logout, async (request, reply) => {
    await auth.logout(currentUser(request).sessionId);
    clearPageSession(request, reply);
    return reply.status(204).send();
  });

  registerRoute(
    app,
    authRoutes.requestCode,
    async (request) => auth.requestStepUpCode(currentUser(request), request.body, request.ip),
    perIp,
  );

  registerRoute(
    app,
    authRoutes.checkPin,
    async (request) => auth.checkPin(currentUser(request), request.body.pin),
    perIp,
  );
}
