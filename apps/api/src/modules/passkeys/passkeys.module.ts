// The passkeys module (decision 018): WebAuthn credentials, and their rules over the SMS step-up, which the auth
// service consults for every guarded action.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { PasskeyCeremonies } from './ceremonies';
import { PasskeysRepository } from './passkeys.repository';
import { registerPasskeyRoutes } from './passkeys.routes';
import { PasskeysService } from './passkeys.service';
import { WebAuthn } from './webauthn';

export async function passkeysModule(api: FastifyInstance): Promise<void> {
  const { config, clock, database, notifier, users } = api.deps;
  const { auth } = api.services;
  const repo = new PasskeysRepository(database.db);
  // the ceremonies, shared with the console's staff passkeys (the staff module, registered after)
  const passkeyCeremonies = new PasskeyCeremonies({
    repo,
    webauthn: new WebAuthn({ repo, config, clock }),
    clock,
  });
  const passkeys = new PasskeysService({
    repo,
    users,
    auth,
    notifier,
    ceremonies: passkeyCeremonies,
    config,
    clock,
  });
  auth.guardWith(passkeys);
  provide(api, { passkeys, passkeyCeremonies });
  registerPasskeyRoutes(api, passkeys, config);
}
