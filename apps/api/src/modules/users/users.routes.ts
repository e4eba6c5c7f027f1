// HTTP routes of the owner's account (paths exactly as the contract's userRoutes).
import { userRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { currentUser } from '../../http/authenticate';
import { clearPageSession } from '../../http/page-session';
import { limitPerMinute, registerRoute } from '../../http/route';
import type { AccountService } from './account.service';
import type { UsersService } from './users.service';

export function registerUserRoutes(
  app: FastifyInstance,
  users: UsersService,
  account: AccountService,
  config: Config,
): void {
  registerRoute(app, userRoutes.pushConfig, async () => users.pushConfig());
  registerRoute(app, userRoutes.get, async (request) =>
    users.get(currentUser(request).userId, request.params.id),
  );
  registerRoute(app, userRoutes.setEmail, async (request) =>
    users.setEmail(currentUser(request).userId, request.body.email),
  );
  // Public (the link is opened from a mail client): limited per IP like sign-in.
  registerRoute(
    app,
    userRoutes.confirmEmail,
    async (request) => users.confirmEmail(request.body.userId, request.body.emailConfirmationToken),
    limitPerMinute(config.limits.authRequestsPerIpPerMinute),
  );
  registerRoute(app, userRoutes.settings, async (request) =>
    users.updateSettings(currentUser(request).userId, request.body),
  );
  registerRoute(app, userRoutes.pushToken, async (request) => {
    await users.registerPushDevice(currentUser(request).userId, request.body.deviceUUID, request.body.token);
    return { ok: true as const };
  });
  registerRoute(app, userRoutes.pushTokenDelete, async (request) => {
    await users.forgetPushDevice(currentUser(request).userId, request.body.deviceUUID);
    return { ok: true as const };
  });
  registerRoute(app, userRoutes.delete, async (request, reply) => {
    await account.delete(currentUser(request), request.params.id);
    clearPageSession(request, reply);
    return reply.status(204).send();
  });
}
