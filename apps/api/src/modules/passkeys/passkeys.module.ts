// The passkeys module (decision 018): WebAuthn credentials, and their rules over the SMS step-up, which the auth
// service consults for every guarded action.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { PasskeysRepository } from './passkeys.repository';
import { registerPasskeyRoutes } from './passkeys.routes';
import { PasskeysService } from './passkeys.service';

export async function passkeysModule(api: FastifyInstance): Promise<void> {
  const { config, clock, database, notifier, users } = api.deps;
  const { auth } = api.services;
  const passkeys = new PasskeysService({
    repo: new PasskeysRepository(database.db),
    users,
    auth,
    notifier,
    config,
    clock,
  });
  auth.guardWith(passkeys);
  provide(api, { passkeys });
  registerPasskeyRoutes(api, passkeys, config);
}
