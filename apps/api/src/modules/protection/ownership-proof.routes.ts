// HTTP routes of the owner's proof of ownership: made by the signed-in owner, checked by anyone's public page.
import { ownershipProofRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/authenticate';
import { limitPerMinute, registerRoute } from '../../http/route';
import type { OwnershipProofService } from './ownership-proof.service';

export function registerOwnershipProofRoutes(
  app: FastifyInstance,
  proofs: OwnershipProofService,
  perIpPerMinute: number,
): void {
  // each check unseals a token and reads the item: counted per IP like the other public lookups of a secret
  const perIp = limitPerMinute(perIpPerMinute);
  registerRoute(
    app,
    ownershipProofRoutes.make,
    async (request) => proofs.make(currentUser(request).userId, request.params.id),
    perIp,
  );
  registerRoute(
    app,
    ownershipProofRoutes.check,
    async (request, reply) => {
      // an answer about this moment: never kept by a cache
      reply.header('cache-control', 'no-store');
      return proofs.check(request.query.proof);
    },
    perIp,
  );
}
