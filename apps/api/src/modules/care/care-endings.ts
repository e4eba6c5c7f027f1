// How a care period ends (docs/decisions/044-entrusted-care.md), whoever ends it: the owner, the carer (a person or
// a store), its end date (the housekeeping round), its repair closing, or the item changing hands otherwise. In the
// caller's transaction: the period closed (once: a second ending finds it closed), the item's mark cleared, its
// history's "back from care" line, and the notices queued (the store's e-mail goes after the commit).
import type { CareEndReason } from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { HistoryRepository } from '../history/history.repository';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import { careEndedForCarerNotice, careEndedForOwnerNotice, storeCareEmail } from './care-notices';
import type { CareBundle, CareRepository, CareRow } from './care.repository';

/** Periods past their end ended per transaction of the round. */
const ROUND_BATCH = 50;

export interface CareEndingsDeps {
  repo: CareRepository;
  items: ItemWritesRepository;
  history: HistoryRepository;
  notifier: OwnerNotifier;
  email: EmailProvider;
  publicUrl: string;
  clock: Clock;
}

/** An e-mail to a store, sent once the transaction that ended its care has committed. */
export interface StoreMail {
  to: string;
  subject: string;
  text: string;
}

export class CareEndings {
  constructor(private readonly deps: CareEndingsDeps) {}

  /**
   * Ends the open period `care` (locked by the caller) for `reason`; gives its bundle as ended and the store's
   * e-mail to send after the commit, or undefined when it had ended already.
   */
  async finish(
    tx: DbOrTx,
    care: CareRow,
    reason: CareEndReason,
    at: Date,
  ): Promise<{ bundle: CareBundle; mail: StoreMail | undefined } | undefined> {
    if (!(await this.deps.repo.end(tx, care.id, reason, at))) return undefined;
    await this.deps.items.setCare(tx, [care.itemId], null);
    const bundle = await this.deps.repo.bundle({ ownerId: care.ownerId }, care.id, tx);
    if (!bundle) throw new Error(`care ${care.id} ended without its item`);
    const { item, store } = bundle;
    await this.deps.history.record(tx, {
      itemId: care.itemId,
      kind: 'care_ended',
      // the system when its time or its repair ended it; a person's identity is never in the history
      actor: reason === 'owner' ? 'owner' : reason === 'carer' && store ? 'brand' : 'system',
      actorUserId: reason === 'owner' ? care.ownerId : null,
      data: store ? { store: store.name } : {},
      createdAt: at,
    });
    const { notifier, publicUrl } = this.deps;
    // the person entrusted hears of every end they did not make themself
    if (care.carerUserId && reason !== 'carer') {
      await notifier.notify(
        care.carerUserId,
        (language) => careEndedForCarerNotice(language, { item: item.name }),
        {
          tx,
        },
      );
    }
    // the owner hears of the ends they did not make (a change of hands tells them otherwise)
    if (reason === 'carer' || reason === 'time' || reason === 'repair') {
      await notifier.notify(
        care.ownerId,
        (language) =>
          careEndedForOwnerNotice(language, {
            item: item.name,
            reason,
            store: store?.name ?? null,
            link: `${publicUrl}/items/${care.itemId}`,
          }),
        { tx },
      );
    }
    const mail =
      store?.email && reason !== 'carer'
        ? {
            to: store.email,
            ...storeCareEmail({
              item: item.name,
              serial: item.serialNumber,
              until: care.endsAt,
              ended: true,
            }),
          }
        : undefined;
    return { bundle, mail };
  }

  /** The open periods of these items end: they changed hands (an account deleted, an heir's handover…). */
  async endForItems(tx: DbOrTx, itemIds: string[], at: Date): Promise<StoreMail[]> {
    return this.endAll(tx, await this.deps.repo.openOf(tx, { itemIds }), 'custody', at);
  }

  /** The open period of a repair ends with it (the store gives the item back with the repair). */
  async endForRepair(tx: DbOrTx, repairId: string, at: Date): Promise<StoreMail[]> {
    return this.endAll(tx, await this.deps.repo.openOf(tx, { repairId }), 'repair', at);
  }

  private async endAll(tx: DbOrTx, open: CareRow[], reason: CareEndReason, at: Date): Promise<StoreMail[]> {
    const mails: StoreMail[] = [];
    for (const care of open) {
      const ended = await this.finish(tx, care, reason, at);
      if (ended?.mail) mails.push(ended.mail);
    }
    return mails;
  }

  /**
   * The housekeeping round: every open period past its end ends, a batch per transaction. Idempotent, and safe with
   * several instances (each skips the periods another has locked); gives how many it ended.
   */
  async round(): Promise<number> {
    let ended = 0;
    for (;;) {
      const now = this.deps.clock.now();
      const { count, mails } = await this.deps.repo.transaction(async (tx) => {
        const due = await this.deps.repo.due(tx, now, ROUND_BATCH);
        return { count: due.length, mails: await this.endAll(tx, due, 'time', now) };
      });
      await this.sendMails(mails);
      ended += count;
      if (count < ROUND_BATCH) return ended;
    }
  }

  /** After the commit: the stores' e-mails (one that fails is logged by the provider and not retried). */
  async sendMails(mails: StoreMail[]): Promise<void> {
    await Promise.allSettled(mails.map((mail) => this.deps.email.send(mail)));
  }
}
