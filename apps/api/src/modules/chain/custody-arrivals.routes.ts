// The console's list of tokens that came back from a wallet into the brand's stock (decision 031), and marking
// one resolved once the brand has dealt with it (written to the brand's audit log).
import { consoleArrivalRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentBrand } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { CustodyArrivalsRepository } from './custody-arrivals.repository';

export function registerArrivalRoutes(
  api: FastifyInstance,
  repo: CustodyArrivalsRepository,
  clock: Clock,
): void {
  registerRoute(api, consoleArrivalRoutes.list, async (request) => {
    const { limit, offset } = request.params;
    const { rows, total } = await repo.page(currentBrand(request).clientId, limit, offset);
    return {
      total,
      items: rows.map(({ arrival, itemName, serialNumber, publicId }) => ({
        id: arrival.id,
        item: { id: arrival.itemId, name: itemName, serialNumber, publicId },
        reason: arrival.reason as 'account_gone' | 'not_its_owner',
        address: arrival.address,
        txHash: arrival.txHash,
        createdAt: arrival.createdAt.toISOString(),
      })),
    };
  });
  registerRoute(api, consoleArrivalRoutes.resolve, async (request) => {
    const actor = currentBrand(request);
    const at = clock.now();
    const resolved = await repo.transaction(async (tx) => {
      const itemId = await repo.resolve(tx, actor.clientId, request.params.arrivalId, at);
      if (!itemId) return false;
      const target = { kind: 'item', id: itemId };
      await api.deps.audit.record(tx, actor, { action: 'arrival.resolved', target }, at);
      return true;
    });
    if (!resolved) throw notFound();
    return { ok: true as const };
  });
}
