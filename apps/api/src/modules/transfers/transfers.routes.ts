// HTTP routes of transfers, the activity feed and the wallet check (paths exactly as in docs/product.md "Calls").
import { transferRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import { checkWalletAddress } from '../../lib/address';
import type { TransfersService } from './transfers.service';

export function registerTransferRoutes(app: FastifyInstance, transfers: TransfersService): void {
  registerRoute(app, transferRoutes.sendToPhone, async (request) =>
    transfers.sendToPhone(currentUser(request), request.body.phoneTo, request.body.productsIds),
  );
  registerRoute(app, transferRoutes.sendToAddress, async (request) =>
    transfers.sendToAddress(currentUser(request), request.body.addressTo, request.body.productsIds),
  );
  registerRoute(app, transferRoutes.list, async (request) => {
    const { limit, offset, direction } = request.params;
    return transfers.activity(currentUser(request).userId, direction, limit, offset);
  });
  registerRoute(app, transferRoutes.cancel, async (request) =>
    transfers.cancel(currentUser(request).userId, request.params.transferId),
  );
  for (const route of [transferRoutes.isEthereumAddress, transferRoutes.isPolygonAddress]) {
    registerRoute(app, route, async (request) => {
      const check = checkWalletAddress(request.params.address);
      return check.ok ? { valid: true, address: check.address } : { valid: false };
    });
  }
}
