// The owner's side of finder messages: reading what finders wrote about their item from its public page, and
// marking each one handled once acted on (the finder's side is ProtectionService.messageOwner).
import type { FinderMessagePage, ReceivedFinderMessage } from '@heirloom/contract';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { finderMessages } from '../../db/schema';
import type { ItemsService } from '../items/items.service';
import type { ProtectionRepository } from './protection.repository';
import { Service } from '../service';

type FinderMessageRow = Pick<
  typeof finderMessages.$inferSelect,
  'id' | 'itemId' | 'message' | 'contact' | 'createdAt' | 'handledAt'
>;

export interface FinderMessagesServiceDeps {
  repo: ProtectionRepository;
  items: ItemsService;
  clock: Clock;
}

/**
 * Who reads them: the owner holding the item, and only what came after they acquired it. A finder writes to
 * the owner who declared the item lost or stolen; the item cannot change hands while declared, so everything
 * later owners could read was written to an earlier one (with a finder's contact, and words about that owner's
 * loss). An owner whose account was deleted and whose items came back starts afresh too. A message at the very
 * instant of the acquisition stays hidden: which came first is unknown (docs/security.md).
 */
export class FinderMessagesService extends Service<FinderMessagesServiceDeps> {
  async list(ownerId: string, itemId: string, limit: number, offset: number): Promise<FinderMessagePage> {
    const since = await this.deps.items.ownedSince(ownerId, itemId);
    const { rows, total, unhandled } = await this.deps.repo.finderMessagePage(itemId, since, limit, offset);
    return { items: rows.map(present), total, unhandled };
  }

  async mark(
    ownerId: string,
    itemId: string,
    messageId: string,
    handled: boolean,
  ): Promise<ReceivedFinderMessage> {
    const row = await this.deps.repo.markFinderMessage(
      ownerId,
      itemId,
      messageId,
      handled ? this.deps.clock.now() : null,
    );
    if (!row) throw notFound();
    return present(row);
  }
}

function present(row: FinderMessageRow): ReceivedFinderMessage {
  return {
    id: row.id,
    productId: row.itemId,
    message: row.message,
    contact: row.contact,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}
