// The items module: the owner's collections, items and their history.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { registerItemRoutes } from './items.routes';
import { ItemsService } from './items.service';

export async function itemsModule(api: FastifyInstance): Promise<void> {
  const { history, items: repo, presenter, tokens, reads } = api.deps;
  const items = new ItemsService({
    repo,
    history,
    present: presenter,
    tokens,
    reads,
  });
  provide(api, { items });
  registerItemRoutes(api, items);
}
