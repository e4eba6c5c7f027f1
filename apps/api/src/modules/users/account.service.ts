// Account deletion (docs/product.md "Account deletion"): with a deleteAccount step-up grant, in one transaction, pending
// transfers come back, items are held for the phone number (by keyed hash), repairs the owner could still
// cancel are cancelled, personal rows and the owner's own words are erased and the user row is erased.
// When that number signs up again, the held items are given back with the repairs under way on them.
// Each table is written by its own module's repository (through its service or a shared repository), all
// inside this one transaction.
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hmac } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import type { ImagesRepository } from '../images/images.repository';
import type { HistoryRepository } from '../history/history.repository';
import type { AuthenticatedUser, AuthService } from '../auth/auth.service';
import type { CustodyService } from '../custody/custody.service';
import type { SafeguardService } from '../heirs/safeguard.service';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import type { LegalService } from '../legal/legal.service';
import type { MessagesService } from '../messages/messages.service';
import type { ProtectionService } from '../protection/protection.service';
import type { RepairsService } from '../repairs/repairs.service';
import type { TransfersService } from '../transfers/transfers.service';
import type { AccountRepository } from './account.repository';
import type { UsersRepository } from './users.repository';
import { Service } from '../service';

export interface AccountServiceDeps {
  account: AccountRepository;
  history: HistoryRepository;
  /** private photos leave with the person who took them */
  images: ImagesRepository;
  users: UsersRepository;
  /** the items' writer: the owner's items are held for the number */
  items: ItemWritesRepository;
  /** held items given back: owner, ledger, history; and the photos deleted after the commit */
  custody: CustodyService;
  auth: AuthService;
  transfers: TransfersService;
  repairs: RepairsService;
  protection: ProtectionService;
  /** the owner's heirs and safeguard (decision 043) */
  heirs: SafeguardService;
  legal: LegalService;
  messages: MessagesService;
  codePepper: string;
  clock: Clock;
}

export class AccountService extends Service<AccountServiceDeps> {
  /** Keyed, so a leaked items table does not give away whose numbers they wait for. */
  private phoneHash(phone: string): string {
    return hmac(this.deps.codePepper, `held:${phone}`);
  }

  async delete(caller: AuthenticatedUser, id: string): Promise<void> {
    if (id !== caller.userId) throw notFound();
    const now = this.deps.clock.now();
    const removed = await this.deps.account.transaction(async (tx) => {
      const user = await this.deps.users.lockUser(tx, id);
      if (!user || user.status === 'deleted') throw notFound();
      await this.deps.auth.requireGrant(caller, 'deleteAccount', {}, tx);
      const takenBack = await this.deps.transfers.cancelPendingSentBy(tx, id, now);
      // finders' messages to this owner go before the items leave their list (declarations' words too)
      await this.deps.protection.eraseFor(tx, id);
      await this.deps.items.holdOwnedBy(tx, id, this.phoneHash(user.phone), now);
      // repairs the owner could still cancel are; the rest (in progress, ready for pickup) stays with the
      // held item, for the owner's return
      const cancelled = await this.deps.repairs.eraseFor(tx, id, now);
      await this.deps.history.record(
        tx,
        cancelled.map((r) => ({
          itemId: r.itemId,
          kind: 'repair_closed',
          actor: 'owner',
          actorUserId: id,
          data: { store: r.store, state: 'cancelled' },
          createdAt: now,
        })),
      );
      const images = await this.deps.images.removePrivate(tx, id);
      await this.deps.auth.eraseFor(tx, id, user.phone);
      await this.deps.legal.eraseFor(tx, id);
      await this.deps.messages.eraseFor(tx, id);
      await this.deps.heirs.eraseFor(tx, id, now);
      await this.deps.users.eraseFor(tx, id, now);
      return [...takenBack, ...images];
    });
    this.deps.auth.forgetSessionsOf(id);
    await this.deps.custody.deletePhotos(removed);
  }

  /** A sign-in listener: the items held for this number become the new account's, on the ledger too. */
  async restoreHeldItems(tx: DbOrTx, userId: string, now: Date): Promise<void> {
    const user = await this.deps.account.phoneOf(tx, userId);
    if (!user) return;
    const held = await this.deps.account.lockHeldItems(tx, this.phoneHash(user.phone));
    if (held.length === 0) return;
    const ids = held.map((i) => i.id);
    const from = await this.deps.account.ledgerAddresses(tx, ids);
    // the account it was held at is the chain's last word (ChainLedger); the local log keeps the address
    await this.deps.custody.move(tx, {
      items: held,
      from: { held: from },
      to: { owner: userId, address: user.address },
      history: [{ kind: 'received', actor: 'system', actorUserId: userId, data: {} }],
      at: now,
    });
    await this.deps.repairs.handOverWith(tx, ids, userId);
  }
}
