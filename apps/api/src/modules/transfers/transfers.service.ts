// Transfers (docs/product.md "Transfers"): all items or none, in one transaction with row locks, spent step-up
// grant, ledger entries and history; to a phone (maybe not signed up yet) or out to an address.
import { PENDING_TRANSFER_DAYS, type Transaction } from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import { shortAddress, walletAddressOf } from '../../lib/address';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { MediaUrls } from '../../lib/media-urls';
import { assertSmsPhone, maskPhone } from '../../lib/phone';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { AuthenticatedUser, AuthService } from '../auth/auth.service';
import type { ChainTokens } from '../chain/chain-tokens';
import type { CustodyService, RemovedPhoto } from '../custody/custody.service';
import type { HistoryRepository } from '../history/history.repository';
import type { ImagesRepository } from '../images/images.repository';
import { handOverRefusal } from '../items/availability';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import type { UsersRepository } from '../users/users.repository';
import type { TransfersRepository } from './transfers.repository';
import { invitationSms, receivedNotice } from './transfer-texts';
import { Service } from '../service';
import { asLanguage } from '../../lib/messages';

type Item = Awaited<ReturnType<TransfersRepository['lockItems']>>[number];

/**
 * The other side of a phone transfer: the sender typed the recipient's number, so sees it in full; a
 * recipient sees the sender's masked (as do later owners, who never see either). An erased number (a
 * deleted account) stays masked.
 */
function counterpartyPhone(sent: boolean, phone: string | undefined) {
  return sent && phone?.startsWith('+') ? { phone } : { phoneMasked: maskPhone(phone ?? '') };
}

/** An item no longer where the transfer found it (moved since it was locked). */
const itemChanged = () => new AppError(409, 'ITEM_CHANGED');

export interface TransfersServiceDeps {
  repo: TransfersRepository;
  /** the items' writer: a settled transfer makes its items active */
  items: ItemWritesRepository;
  /** the users' writer: a transfer to a new number makes its account, pending */
  users: UsersRepository;
  /** the brand's pictures are the activity's thumbnails */
  images: ImagesRepository;
  history: HistoryRepository;
  /** a transfer moves the items' custody: owner, ledger, history, the sender's private photos */
  custody: CustodyService;
  auth: AuthService;
  sms: SmsProvider;
  notifier: OwnerNotifier;
  urls: MediaUrls;
  tokens: ChainTokens;
  publicUrl: string;
  clock: Clock;
}

export class TransfersService extends Service<TransfersServiceDeps> {
  /** Locks and checks the sender's items; any problem refuses the whole transfer. */
  private async lockOwned(tx: DbOrTx, senderId: string, ids: string[]): Promise<Item[]> {
    const locked = await this.deps.repo.lockItems(tx, ids);
    if (locked.length !== ids.length || locked.some((i) => i.ownerId !== senderId)) throw notFound();
    for (const item of locked) {
      const code = handOverRefusal(item, 'send');
      if (code) throw new AppError(409, code, { item: item.name });
    }
    return locked;
  }

  async sendToPhone(caller: AuthenticatedUser, phoneTo: string, ids: string[]): Promise<true> {
    const senderId = caller.userId;
    // the recipient signs in by SMS: a number that cannot receive one would strand the items
    assertSmsPhone(phoneTo, 'phoneTo');
    const now = this.deps.clock.now();
    const outcome = await this.deps.repo.transaction(async (tx) => {
      const sender = await this.deps.repo.user(tx, senderId);
      if (!sender) throw notFound();
      if (sender.phone === phoneTo) throw new AppError(409, 'SEND_TO_SELF');
      await this.deps.auth.requireGrant(caller, 'sendToPhone', { phoneTo, productsIds: ids }, tx);
      const locked = await this.lockOwned(tx, senderId, ids);
      const existing = await this.deps.repo.userByPhone(tx, phoneTo);
      // An unknown number gets a pending account; its language is unknown, so the sender's is used.
      const recipient = existing ?? (await this.deps.users.createPending(tx, phoneTo, sender.language, now));
      if (!recipient) throw new Error('recipient not created');
      const pending = recipient.status !== 'active';
      const transfer = await this.deps.repo.insertTransfer(
        tx,
        {
          kind: 'phone',
          senderId,
          recipientId: recipient.id,
          state: pending ? 'pending' : 'done',
          createdAt: now,
          expiresAt: pending ? addSeconds(now, PENDING_TRANSFER_DAYS * 86_400) : null,
          settledAt: pending ? null : now,
        },
        ids,
      );
      // a recipient still to sign up receives on sign-in
      const line = { actor: 'owner', data: {} };
      const removed = await this.deps.custody.move(tx, {
        items: locked,
        from: { owner: senderId, address: sender.custodialAddress },
        to: { owner: recipient.id, address: recipient.custodialAddress },
        status: pending ? 'pending_transfer' : 'active',
        changed: itemChanged,
        transferId: transfer.id,
        history: [
          { ...line, kind: 'sent', actorUserId: senderId },
          ...(pending ? [] : [{ ...line, kind: 'received', actorUserId: recipient.id }]),
        ],
        at: now,
      });
      const sent = { count: ids.length, name: locked.length === 1 ? locked[0]?.name : undefined };
      const from = maskPhone(sender.phone, '*');
      // an owner's notice is queued with the transfer: it exists if, and only if, the transfer does
      const notice = pending
        ? undefined
        : await this.deps.notifier.queue(
            recipient.id,
            // one item opens on its page; several on the activity, where they are listed
            (language) =>
              receivedNotice(
                language,
                from,
                sent,
                ids.length === 1
                  ? `${this.deps.publicUrl}/items/${ids[0]}`
                  : `${this.deps.publicUrl}/activity`,
              ),
            tx,
          );
      return { recipient, pending, removed, sent, from, notice };
    });
    await this.deps.custody.deletePhotos(outcome.removed);
    if (outcome.pending) {
      // No account yet, so no settings: the invitation is an SMS.
      const language = asLanguage(outcome.recipient.language);
      const text = invitationSms(language, outcome.from, outcome.sent, `${this.deps.publicUrl}/login`);
      await this.deps.sms.send({ to: phoneTo, text }).catch(() => undefined);
    } else {
      await this.deps.notifier.send(outcome.notice);
    }
    return true;
  }

  async sendToAddress(caller: AuthenticatedUser, typed: string, ids: string[]): Promise<true> {
    const senderId = caller.userId;
    // stored, shown, written on the chain and bound to the step-up code in its one checksummed spelling
    const addressTo = walletAddressOf(typed, 'addressTo');
    const now = this.deps.clock.now();
    const removed = await this.deps.repo.transaction(async (tx) => {
      const sender = await this.deps.repo.user(tx, senderId);
      if (!sender) throw notFound();
      if (addressTo.toLowerCase() === sender.custodialAddress?.toLowerCase())
        throw new AppError(409, 'SEND_TO_SELF');
      await this.deps.auth.requireGrant(caller, 'sendToAddress', { addressTo, productsIds: ids }, tx);
      const locked = await this.lockOwned(tx, senderId, ids);
      // one address on one chain: a batch whose certificates live on several chains cannot all go there
      const chains = new Set(locked.map((i) => i.mintChain));
      if (chains.size > 1) throw new AppError(409, 'CHAIN_MISMATCH', { chains: [...chains].join(', ') });
      const transfer = await this.deps.repo.insertTransfer(
        tx,
        {
          kind: 'address',
          senderId,
          toAddress: addressTo,
          chain: locked[0]?.mintChain ?? null,
          state: 'done',
          createdAt: now,
          settledAt: now,
        },
        ids,
      );
      return this.deps.custody.move(tx, {
        items: locked,
        from: { owner: senderId, address: sender.custodialAddress },
        to: { wallet: addressTo },
        status: 'withdrawn',
        changed: itemChanged,
        transferId: transfer.id,
        history: [
          {
            kind: 'sent',
            actor: 'owner',
            actorUserId: senderId,
            data: { counterparty: shortAddress(addressTo) },
          },
        ],
        at: now,
      });
    });
    await this.deps.custody.deletePhotos(removed);
    return true;
  }

  /** Brings the items of a transfer still waiting for its recipient back to the sender. */
  private async takeBack(
    tx: DbOrTx,
    transferId: string,
    state: 'cancelled' | 'expired',
    now: Date,
    senderId?: string,
  ) {
    const transfer = await this.deps.repo.transferForUpdate(tx, transferId);
    if (!transfer || (senderId && transfer.senderId !== senderId)) throw notFound();
    // purchases (no sender) are never pending
    if (transfer.state !== 'pending' || !transfer.recipientId || !transfer.senderId)
      throw new AppError(409, 'TRANSFER_NOT_PENDING');
    const ids = await this.deps.repo.itemIdsOf(tx, transferId);
    const locked = await this.deps.repo.lockItems(tx, ids);
    const [sender, recipient] = [
      await this.deps.repo.user(tx, transfer.senderId),
      await this.deps.repo.user(tx, transfer.recipientId),
    ];
    const removed = await this.deps.custody.move(tx, {
      items: locked,
      from: { owner: transfer.recipientId, address: recipient?.custodialAddress ?? null },
      to: { owner: transfer.senderId, address: sender?.custodialAddress ?? null },
      status: 'active',
      changed: itemChanged,
      transferId,
      history: [{ kind: 'received', actor: 'system', data: { note: state } }],
      at: now,
    });
    await this.deps.repo.setState(tx, transferId, state, now);
    return removed;
  }

  async cancel(senderId: string, transferId: string): Promise<true> {
    const removed = await this.deps.repo.transaction((tx) =>
      this.takeBack(tx, transferId, 'cancelled', this.deps.clock.now(), senderId),
    );
    await this.deps.custody.deletePhotos(removed);
    return true;
  }

  /**
   * Inside the caller's transaction (account deletion): every transfer the sender still has waiting comes back;
   * gives the photos to delete once it has committed (a pending recipient's, none in practice).
   */
  async cancelPendingSentBy(tx: DbOrTx, senderId: string, now: Date): Promise<RemovedPhoto[]> {
    const removed: RemovedPhoto[] = [];
    for (const { id } of await this.deps.repo.pendingSentBy(tx, senderId)) {
      removed.push(...(await this.takeBack(tx, id, 'cancelled', now, senderId)));
    }
    return removed;
  }

  /** Pending transfers older than 30 days go back to their senders (run by a timer). */
  async expirePending(): Promise<number> {
    const now = this.deps.clock.now();
    let done = 0;
    for (const { id } of await this.deps.repo.expiredPending(now)) {
      await this.deps.repo
        .transaction((tx) => this.takeBack(tx, id, 'expired', now))
        .then(
          (removed) => {
            done += 1;
            return this.deps.custody.deletePhotos(removed);
          },
          () => undefined,
        );
    }
    return done;
  }

  /** On a recipient's first sign-in: the items waiting for their number become theirs. */
  async settleOnSignIn(tx: DbOrTx, userId: string, now: Date): Promise<void> {
    for (const transfer of await this.deps.repo.pendingFor(tx, userId)) {
      if (transfer.expiresAt && transfer.expiresAt <= now) continue;
      const ids = await this.deps.repo.itemIdsOf(tx, transfer.id);
      await this.deps.items.moveOwner(tx, ids, { from: userId, to: userId, status: 'active', now });
      await this.deps.history.recordEach(tx, ids, {
        kind: 'received',
        actor: 'owner',
        actorUserId: userId,
        data: {},
        createdAt: now,
      });
      await this.deps.repo.setState(tx, transfer.id, 'done', now);
    }
  }

  /**
   * A transfer between an owner and the brand, recorded done in the caller's transaction so that the owner's
   * activity lists it: a purchase has no sender (the brand sold it), a return no recipient (the brand took the
   * item back, decision 019).
   */
  private async recordWithBrand(
    tx: DbOrTx,
    kind: 'purchase' | 'return',
    move: { ownerId: string; orderId: string; itemId: string; now: Date },
  ) {
    const { ownerId, orderId, itemId, now } = move;
    const transfer = await this.deps.repo.insertTransfer(
      tx,
      {
        kind,
        senderId: kind === 'return' ? ownerId : null,
        recipientId: kind === 'purchase' ? ownerId : null,
        orderId,
        state: 'done',
        createdAt: now,
        settledAt: now,
      },
      [itemId],
    );
    return transfer.id;
  }

  recordPurchase(tx: DbOrTx, purchase: { buyerId: string; orderId: string; itemId: string; now: Date }) {
    return this.recordWithBrand(tx, 'purchase', { ...purchase, ownerId: purchase.buyerId });
  }

  recordReturn(tx: DbOrTx, back: { ownerId: string; orderId: string; itemId: string; now: Date }) {
    return this.recordWithBrand(tx, 'return', back);
  }

  /**
   * An heir's claim approved (docs/decisions/043-heirs.md): a change of hands done from the owner to the heir, in
   * the caller's transaction (the public page counts it as a new owner).
   */
  async recordInheritance(
    tx: DbOrTx,
    move: { ownerId: string; heirId: string; itemIds: string[]; now: Date },
  ) {
    const { ownerId, heirId, itemIds, now } = move;
    const transfer = await this.deps.repo.insertTransfer(
      tx,
      {
        kind: 'inheritance',
        senderId: ownerId,
        recipientId: heirId,
        state: 'done',
        createdAt: now,
        settledAt: now,
      },
      itemIds,
    );
    return transfer.id;
  }

  async activity(userId: string, direction: 'all' | 'sent' | 'received', limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.activity(userId, direction, limit, offset);
    const phones = await this.deps.repo.phonesOf([
      ...new Set(rows.map((r) => r.transfer.recipientId).filter((id): id is string => !!id)),
    ]);
    const pictures = await this.deps.images.publicPicturesBy('brand', [
      ...new Set(rows.map((r) => r.item.id)),
    ]);
    const transferIds = [...new Set(rows.map((r) => r.transfer.id))];
    const steps = await this.deps.tokens.transferSteps(transferIds);
    const sentOut = rows.filter((r) => r.transfer.kind === 'address' && r.transfer.senderId === userId);
    const returns = await this.deps.tokens.returnAddresses([...new Set(sentOut.map((r) => r.transfer.id))]);
    const items: Transaction[] = rows.map(({ transfer, item, sender, brand }) => {
      const sent = transfer.senderId === userId;
      const picture = pictures.find((p) => p.itemId === item.id);
      const key = `${transfer.id}:${item.id}`;
      const counterparty =
        transfer.kind === 'address'
          ? { address: transfer.toAddress ?? '' }
          : transfer.kind === 'purchase' || transfer.kind === 'return'
            ? { brand: brand.name }
            : counterpartyPhone(sent, sent ? phones.get(transfer.recipientId ?? '') : sender?.phone);
      return {
        id: key,
        transferId: transfer.id,
        direction: sent ? 'sent' : 'received',
        product: {
          id: item.id,
          name: item.name,
          icon: {
            publicUrl: picture ? this.deps.urls.publicImage(picture.id, 'thumb', picture.sha256) : null,
            privateUrl: null,
          },
        },
        counterparty,
        state: transfer.state as Transaction['state'],
        chain: steps.get(key) ?? null,
        createdAt: transfer.createdAt.toISOString(),
        cancellable: sent && transfer.state === 'pending',
        ...(sent && returns.has(key) ? { returnAddress: returns.get(key) } : {}),
      };
    });
    return { items, total };
  }
}
