// The users module: the owner's account (profile, e-mail, settings, push devices) and its deletion.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { registerUserRoutes } from './users.routes';
import { UsersService } from './users.service';

export async function usersModule(api: FastifyInstance): Promise<void> {
  const { clock, config, database, history, images, items, providers, secrets, users: repo } = api.deps;
  const { auth, custody, transfers, repairs, protection, legal, messages } = api.services;
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
    codePepper,
    clock,
  });
  // An account deleted earlier: its items were held for this number and come back now.
  auth.onSignIn((tx, userId, now) => account.restoreHeldItems(tx, userId, now));
  provide(api, { users, account });
  registerUserRoutes(api, users, account, config);
}
