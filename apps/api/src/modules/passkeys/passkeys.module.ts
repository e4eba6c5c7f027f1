// The passkeys module (decision 018): WebAuthn credentials, and their rules over the SMS step-up, which the auth
// service consults for every guarded action.
import { defineModule } from '../module';
import { PasskeyCeremonies } from './ceremonies';
import { PasskeysRepository } from './passkeys.repository';
import { registerPasskeyRoutes } from './passkeys.routes';
import { PasskeysService } from './passkeys.service';
import { WebAuthn } from './webauthn';

export const passkeysModule = defineModule({
  name: 'passkeys',
  needs: ['auth', 'notifications'],
  async register(api, { auth, notifier }) {
    const { config, clock, database, users } = api.deps;
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
    registerPasskeyRoutes(api, passkeys, config);
    return { passkeys, passkeyCeremonies };
  },
});
