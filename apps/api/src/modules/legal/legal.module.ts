// The legal module: the versioned legal documents and the owners' acceptances.
import { defineModule } from '../module';
import { LegalRepository } from './legal.repository';
import { registerLegalRoutes } from './legal.routes';
import { LegalService } from './legal.service';

export const legalModule = defineModule({
  name: 'legal',
  async register(api) {
    const { clock, database } = api.deps;
    const legal = new LegalService({ repo: new LegalRepository(database.db), clock });
    registerLegalRoutes(api, legal);
    return { legal };
  },
});
