// The passport module (issue 34): the items' Digital Product Passports as the brand's staff write them in the
// console, their compliance documents, and the market-surveillance keys the brand's admins issue to authorities
// (docs/decisions/035-the-item-passport.md).
import { defineModule } from '../module';
import { AuthorityKeys } from './authority-keys';
import { AuthorityKeysRepository } from './authority-keys.repository';
import { registerConsolePassportRoutes } from './passport-console.routes';
import { PassportConsoleService } from './passport-console.service';
import { PassportDocuments } from './passport-documents';
import { PassportRepository } from './passport.repository';

export const passportModule = defineModule({
  name: 'passport',
  async register(api) {
    const { audit, clock, config, database, providers } = api.deps;
    const repo = new PassportRepository(database.db);
    const passports = new PassportConsoleService({ repo, audit, clock });
    const documents = new PassportDocuments({
      repo,
      audit,
      clock,
      storage: providers.storage,
      publicUrl: config.publicUrl,
    });
    const authorityKeys = new AuthorityKeys({
      repo: new AuthorityKeysRepository(database.db),
      audit,
      clock,
    });
    registerConsolePassportRoutes(api, passports, documents, authorityKeys);
    return {};
  },
});
