// The auth module: SMS sign-in, sessions and step-up grants (the bearer check itself is in http/authenticate.ts).
import { defineModule } from '../module';
import { AuthRepository } from './auth.repository';
import { registerAuthRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { TokenService } from './tokens';

export const authModule = defineModule({
  name: 'auth',
  async register(api) {
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
    registerAuthRoutes(api, auth, config);
    return { auth };
  },
});
