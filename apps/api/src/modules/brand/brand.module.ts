// The brand module: the brands' API keys, which the brand API's routes (repairs, messages, market links) check,
// and which a brand's admins make, list and revoke in the console; and the brand's royalty (decision 030).
import { consoleRoutes, consoleRoyaltyRoutes } from '@heirloom/contract';
import { defineModule } from '../module';
import { currentBrand } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import { BrandKeys } from './brand-keys';
import { BrandKeysRepository } from './brand-keys.repository';
import { BrandRoyalties } from './brand-royalty';

export const brandModule = defineModule({
  name: 'brand',
  async register(api) {
    const { audit, clock, database } = api.deps;
    const brandKeys = new BrandKeys({ repo: new BrandKeysRepository(database.db), audit, clock });
    registerRoute(api, consoleRoutes.keys, async (request) => ({
      items: await brandKeys.listFor(currentBrand(request).clientId),
    }));
    registerRoute(api, consoleRoutes.createKey, async (request, reply) =>
      reply.status(201).send(await brandKeys.createForConsole(currentBrand(request), request.body.label)),
    );
    registerRoute(api, consoleRoutes.revokeKey, async (request) =>
      brandKeys.revokeFor(currentBrand(request), request.params.keyId),
    );
    // the brand's royalty on its tokens' resales (ERC-2981), admins only
    const royalties = new BrandRoyalties({ db: database.db, audit, chain: api.deps.tokens, clock });
    registerRoute(api, consoleRoyaltyRoutes.royalty, async (request) =>
      royalties.get(currentBrand(request).clientId),
    );
    registerRoute(api, consoleRoyaltyRoutes.setRoyalty, async (request) =>
      royalties.set(currentBrand(request), request.body),
    );
    return { brandKeys };
  },
});
