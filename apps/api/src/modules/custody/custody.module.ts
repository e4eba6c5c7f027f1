// The custody module: one move of the items' custody (owner, ledger, history, photos) for the modules that
// hand items over: transfers, payments, returns, account deletion; and the brand's mints.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { CustodyService } from './custody.service';

export async function custodyModule(api: FastifyInstance): Promise<void> {
  const { history, images, items, providers } = api.deps;
  const custody = new CustodyService({
    items,
    images,
    history,
    ledger: providers.ledger,
    storage: providers.storage,
  });
  provide(api, { custody });
}
