// The protection module: lost/stolen declarations, the public page, finder messages and proofs of ownership.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { registerFinderMessageRoutes } from './finder-messages.routes';
import { OwnershipProofRepository } from './ownership-proof.repository';
import { registerOwnershipProofRoutes } from './ownership-proof.routes';
import { OwnershipProofService } from './ownership-proof.service';
import { FinderMessagesService } from './finder-messages.service';
import { ProtectionRepository } from './protection.repository';
import { registerProtectionRoutes } from './protection.routes';
import { ProtectionService } from './protection.service';

export async function protectionModule(api: FastifyInstance): Promise<void> {
  const {
    clock,
    config,
    database,
    history,
    images,
    items: itemRows,
    mediaUrls,
    notifier,
    seals,
    secrets,
  } = api.deps;
  const { items } = api.services;
  const repo = new ProtectionRepository(database.db);
  const protection = new ProtectionService({
    repo,
    history,
    images,
    items,
    itemRows,
    notifier,
    urls: mediaUrls,
    tokens: api.deps.tokens,
    reads: api.deps.reads,
    ipKey: secrets.codePepper,
    publicUrl: config.publicUrl,
    clock,
  });
  const finderMessages = new FinderMessagesService({ repo, items, clock });
  provide(api, { protection, finderMessages });
  registerProtectionRoutes(api, protection);
  registerFinderMessageRoutes(api, finderMessages);
  const proofs = new OwnershipProofService({
    repo: new OwnershipProofRepository(database.db),
    seals,
    clock,
    publicUrl: config.publicUrl,
  });
  registerOwnershipProofRoutes(api, proofs, config.limits.authRequestsPerIpPerMinute);
}
