// The tags module (docs/decisions/024-tags-and-taps.md): brands' NFC tags bound to items, the verdict of each
// tap, the tap ledger, and the console's side of it all.
import { defineModule } from '../module';
import { TagKeyVault } from './tag-key-vault';
import { registerConsoleTagRoutes, registerTapRoutes } from './tags.routes';
import { TagsRepository } from './tags.repository';
import { TagsService } from './tags.service';
import { TapsService } from './taps.service';

export const tagsModule = defineModule({
  name: 'tags',
  needs: ['protection', 'staff'],
  async register(api, { protection, staffPasskeys }) {
    const { audit, clock, config, database, secrets } = api.deps;
    const repo = new TagsRepository(database.db);
    const vault = new TagKeyVault(secrets.tagKeys);
    const taps = new TapsService({
      repo,
      vault,
      protection,
      clock,
      production: config.production,
      publicUrl: config.publicUrl,
    });
    const tags = new TagsService({
      repo,
      vault,
      audit,
      confirmWithPasskey: (caller, response) => staffPasskeys.assertFresh(caller, response),
      clock,
      publicUrl: config.publicUrl,
    });
    registerTapRoutes(api, taps, {
      tapsPerIpPerMinute: config.limits.tapsPerIpPerMinute,
      devRoutes: config.devOutbox,
    });
    registerConsoleTagRoutes(api, tags);
    return { tags, taps };
  },
});
