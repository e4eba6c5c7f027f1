// The items module: the owner's collections, items and their history.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import type { ModuleServices } from '../services';
import { registerItemRoutes } from './items.routes';
import { ItemsService } from './items.service';

export const itemsModule = defineModule({ name: 'items', register: registerItems });

async function registerItems(api: FastifyInstance): Promise<ModuleServices['items']> {
  const { history, items: repo, presenter, tokens, reads } = api.deps;
  const items = new ItemsService({
    repo,
    history,
    present: presenter,
    tokens,
    reads,
  });
  registerItemRoutes(api, items);
  return { items };
}
