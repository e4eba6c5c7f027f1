// The legal module: the versioned legal documents and the owners' acceptances.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { LegalRepository } from './legal.repository';
import { registerLegalRoutes } from './legal.routes';
import { LegalService } from './legal.service';

export async function legalModule(api: FastifyInstance): Promise<void> {
  const { clock, database } = api.deps;
  const legal = new LegalService({ repo: new LegalRepository(database.db), clock });
  provide(api, { legal });
  registerLegalRoutes(api, legal);
}
