// The items module: the owner's collections, items and their history.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import type { ModuleServices } from '../services';
import { ItemsRepository } from './items.repository';
import { registerItemRoutes } from './items.routes';
import { ItemsService } from './items.service';

export const itemsModule = defineModule({ name: 'items', register: registerItems });

async function registerItems(api: FastifyInstance): Promise<ModuleServices['items']> {
  const { database, history, presenter, tokens, reads } = api.deps;
  // the owner's reads, through the read cache; the writes to the items table are every module's (api.deps.items)
  const repo = new ItemsRepository(database.db, reads);
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
