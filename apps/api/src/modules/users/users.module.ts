// The users module: the owner's account (profile, e-mail, settings, push devices) and its deletion.
import { defineModule } from '../module';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { registerUserRoutes } from './users.routes';
import { UsersService } from './users.service';

export const usersModule = defineModule({
  name: 'users',
  needs: ['auth', 'custody', 'transfers', 'repairs', 'protection', 'legal', 'messages', 'heirs'],
  async register(api, { auth, custody, transfers, repairs, protection, legal, messages, safeguard }) {
    const { clock, config, database, history, images, items, providers, secrets, users: repo } = api.deps;
    const { codePepper } = secrets;
    const users = new UsersService({
      repo,
      email: providers.email,
      push: providers.push,
      codePepper,
      publicUrl: config.publicUrl,
      clock,
    });
    const account = new AccountService({
      account: new AccountRepository(database.db),
      history,
      images,
      users: repo,
      items,
      custody,
      auth,
      transfers,
      repairs,
      protection,
      legal,
      messages,
      heirs: safeguard,
      codePepper,
      clock,
    });
    // An account deleted earlier: its items were held for this number and come back now.
    auth.onSignIn((tx, userId, now) => account.restoreHeldItems(tx, userId, now));
    registerUserRoutes(api, users, account, config);
    return { users, account };
  },
});
