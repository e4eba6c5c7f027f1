// The auth module: SMS sign-in, sessions and step-up grants (the bearer check itself is in http/authenticate.ts).
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { AuthRepository } from './auth.repository';
import { registerAuthRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { TokenService } from './tokens';

export async function authModule(api: FastifyInstance): Promise<void> {
  const { config, clock, database, providers, secrets, users } = api.deps;
  const tokens = new TokenService({
    accessSecret: secrets.jwtAccess,
    refreshSecret: secrets.jwtRefresh,
    clock,
  });
  const auth = new AuthService({
    repo: new AuthRepository(database.db),
    users,
    tokens,
    providers,
    secrets,
    config,
    clock,
  });
  provide(api, { auth });
  registerAuthRoutes(api, auth, config);
}
