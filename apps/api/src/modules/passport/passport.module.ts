// The passport module (issue 34): the items' Digital Product Passports as the brand's staff write them in the
// console (and by CSV), their compliance documents, the market-surveillance keys the brand's admins issue to
// authorities, and the passport as each role reads it (docs/decisions/035-the-item-passport.md).
import { defineModule } from '../module';
import { AuthorityKeys } from './authority-keys';
import { AuthorityKeysRepository } from './authority-keys.repository';
import { PassportAccess } from './passport-access';
import { PassportConsentsRepository } from './passport-consents.repository';
import { registerConsolePassportRoutes } from './passport-console.routes';
import { PassportConsoleService } from './passport-console.service';
import { PassportDocuments } from './passport-documents';
import { PassportImport } from './passport-import';
import { PassportReadRepository } from './passport-read.repository';
import { PassportRepository } from './passport.repository';
import { registerPassportRoutes } from './passport.routes';
import { PassportViews } from './passport-views';

/** The brand's staff who read all of its documents through the public route: catalogue and after-sales. */
const DOCUMENT_READERS = ['catalogue', 'afterSales'];

export const passportModule = defineModule({
  name: 'passport',
  needs: ['staff'],
  async register(api, { staff }) {
    const { audit, clock, config, database, providers } = api.deps;
    const { publicUrl } = config;
    const repo = new PassportRepository(database.db);
    const reads = new PassportReadRepository(database.db);
    const passports = new PassportConsoleService({ repo, audit, clock });
    const storage = providers.storage;
    const documents = new PassportDocuments({ repo, audit, clock, storage, publicUrl });
    const keysRepo = new AuthorityKeysRepository(database.db);
    const authorityKeys = new AuthorityKeys({ repo: keysRepo, audit, clock });
    const consents = new PassportConsentsRepository(database.db);
    const views = new PassportViews({ repo, reads, consents, documents, clock, publicUrl });
    const staffMayRead = async (token: string, clientId: string) =>
      (await staff.authenticate(token, { clientId, roles: DOCUMENT_READERS }).catch(() => undefined)) !==
      undefined;
    const access = new PassportAccess({ repo, reads, views, documents, authorityKeys, staffMayRead });
    const imports = new PassportImport({ repo, passports });
    registerConsolePassportRoutes(api, passports, documents, authorityKeys, imports);
    registerPassportRoutes(api, views, access, config.limits.authRequestsPerIpPerMinute);
    return { passports: access };
  },
});
