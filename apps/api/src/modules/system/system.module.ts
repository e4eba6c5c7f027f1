// The system module: the health check and, outside production, the dev outbox and chain.
import { defineModule } from '../module';
import { SystemRepository } from './system.repository';
import { registerDevRoutes, registerHealthRoute } from './system.routes';
import { SystemService } from './system.service';

export const systemModule = defineModule({
  name: 'system',
  async register(api) {
    const { database, outbox, chain } = api.deps;
    const system = new SystemService({ repo: new SystemRepository(database.db), outbox, chain });
    registerHealthRoute(api, system);
    if (outbox) registerDevRoutes(api, system);
    return { system };
  },
});
