// The system module: the health check and, outside production, the dev outbox.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { SystemRepository } from './system.repository';
import { registerHealthRoute, registerOutboxRoute } from './system.routes';
import { SystemService } from './system.service';

export async function systemModule(api: FastifyInstance): Promise<void> {
  const { database, outbox } = api.deps;
  const system = new SystemService({ repo: new SystemRepository(database.db), outbox });
  provide(api, { system });
  registerHealthRoute(api, system);
  if (outbox) registerOutboxRoute(api, system);
}
