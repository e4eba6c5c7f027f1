// The items module: the owner's collections, items and their history.
import { defineModule } from '../module';
import { ItemsRepository } from './items.repository';
import { registerItemRoutes } from './items.routes';
import { ItemsService } from './items.service';

export const itemsModule = defineModule({
  name: 'items',
  async register(api) {
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
  },
});
