// The items module: the owner's collections, items and their history.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { ItemsRepository } from './items.repository';
import { registerItemRoutes } from './items.routes';
import { ItemsService } from './items.service';

export async function itemsModule(api: FastifyInstance): Promise<void> {
  const { database, history, images, presenter } = api.deps;
  const items = new ItemsService({
    repo: new ItemsRepository(database.db),
    history,
    images,
    present: presenter,
  });
  provide(api, { items });
  registerItemRoutes(api, items);
}
