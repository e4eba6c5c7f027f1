// The repairs module: the owner's repair requests and the brand's after-sales side of them.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import type { ModuleServices, ServicesOf } from '../services';
import { RepairsRepository } from './repairs.repository';
import { registerBrandRoutes, registerConsoleRepairRoutes, registerRepairRoutes } from './repairs.routes';
import { RepairsService } from './repairs.service';

export const repairsModule = defineModule({
  name: 'repairs',
  needs: ['notifications'],
  register: registerRepairs,
});

async function registerRepairs(
  api: FastifyInstance,
  { notifier }: ServicesOf<'notifications'>,
): Promise<ModuleServices['repairs']> {
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
}
