// The system module: the health check and, outside production, the dev outbox and chain.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { SystemRepository } from './system.repository';
import { registerDevRoutes, registerHealthRoute } from './system.routes';
import { SystemService } from './system.service';

export async function systemModule(api: FastifyInstance): Promise<void> {
  const { database, outbox, chain } = api.deps;
  const system = new SystemService({ repo: new SystemRepository(database.db), outbox, chain });
  provide(api, { system });
  registerHealthRoute(api, system);
  if (outbox) registerDevRoutes(api, system);
}
