// The repairs module: the owner's repair requests and the brand's after-sales side of them.
import { defineModule } from '../module';
import { RepairsRepository } from './repairs.repository';
import { registerBrandRoutes, registerConsoleRepairRoutes, registerRepairRoutes } from './repairs.routes';
import { RepairsService } from './repairs.service';

export const repairsModule = defineModule({
  name: 'repairs',
  needs: ['notifications'],
  async register(api, { notifier }) {
    const { audit, clock, config, database, history, images, items, mediaUrls, providers } = api.deps;
    const repairs = new RepairsService({
      repo: new RepairsRepository(database.db),
      items,
      history,
      images,
      urls: mediaUrls,
      audit,
      notifier,
      email: providers.email,
      publicUrl: config.publicUrl,
      clock,
    });
    registerRepairRoutes(api, repairs);
    registerBrandRoutes(api, repairs);
    registerConsoleRepairRoutes(api, repairs);
    return { repairs };
  },
});
