// The protection module: lost/stolen declarations, the public page, finder messages and proofs of ownership.
import { defineModule } from '../module';
import { registerFinderMessageRoutes } from './finder-messages.routes';
import { OwnershipProofRepository } from './ownership-proof.repository';
import { registerOwnershipProofRoutes } from './ownership-proof.routes';
import { OwnershipProofService } from './ownership-proof.service';
import { FinderMessagesService } from './finder-messages.service';
import { ProtectionRepository } from './protection.repository';
import { registerProtectionRoutes } from './protection.routes';
import { ProtectionService } from './protection.service';

export const protectionModule = defineModule({
  name: 'protection',
  needs: ['items', 'notifications'],
  async register(api, { items, notifier }) {
    const { clock, config, database, history, images, items: itemRows, mediaUrls, seals, secrets } = api.deps;
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
    registerProtectionRoutes(api, protection);
    registerFinderMessageRoutes(api, finderMessages);
    const proofs = new OwnershipProofService({
      repo: new OwnershipProofRepository(database.db),
      seals,
      clock,
      publicUrl: config.publicUrl,
    });
    registerOwnershipProofRoutes(api, proofs, config.limits.authRequestsPerIpPerMinute);
    return { protection, finderMessages };
  },
});
