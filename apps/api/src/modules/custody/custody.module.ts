// The custody module: one move of the items' custody (owner, ledger, history, photos) for the modules that
// hand items over: transfers, payments, returns, account deletion; and the brand's mints.
import { defineModule } from '../module';
import { CustodyService } from './custody.service';

export const custodyModule = defineModule({
  name: 'custody',
  async register(api) {
    const { history, images, items, providers } = api.deps;
    const custody = new CustodyService({
      items,
      images,
      history,
      ledger: providers.ledger,
      storage: providers.storage,
    });
    return { custody };
  },
});
