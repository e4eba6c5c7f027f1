// The legal module: the versioned legal documents and the owners' acceptances.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import type { ModuleServices } from '../services';
import { LegalRepository } from './legal.repository';
import { registerLegalRoutes } from './legal.routes';
import { LegalService } from './legal.service';

export const legalModule = defineModule({ name: 'legal', register: registerLegal });

async function registerLegal(api: FastifyInstance): Promise<ModuleServices['legal']> {
  const { clock, database } = api.deps;
  const legal = new LegalService({ repo: new LegalRepository(database.db), clock });
  registerLegalRoutes(api, legal);
  return { legal };
}
