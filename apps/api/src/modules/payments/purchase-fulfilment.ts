// A paid purchase handed over (docs/product.md "Shop and payment"): an item is handed over only after the
// provider itself says the payment succeeded, once, under row locks; a payment for an item that is no longer
// available is refunded. Apart from the checkout, which only opens orders: this is the one place that closes them.
import { formatPrice } from '@heirloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { IntentView, PaymentProvider } from '../../providers/payments/payment-provider';
import type { CustodyService } from '../custody/custody.service';
import type { HeldJob } from '../jobs/job-queue';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import type { ShopService } from '../shop/shop.service';
import type { TransfersService } from '../transfers/transfers.service';
import type { UsersRepository } from '../users/users.repository';
import { purchaseNotice } from './payment-texts';
import type { OrderRow, PaymentsRepository } from './payments.repository';
import { Service } from '../service';

type Outcome =
  | { kind: 'done'; order: OrderRow }
  | { kind: 'fulfilled'; order: OrderRow; notice: HeldJob | undefined }
  | { kind: 'refund'; order: OrderRow }
  | { kind: 'mismatch'; order: OrderRow };

type LockedItem = NonNullable<Awaited<ReturnType<PaymentsRepository['lockItem']>>>;

export interface PurchaseFulfilmentDeps {
  repo: PaymentsRepository;
  /** a paid item is handed over to its buyer: owner, ledger, history */
  custody: CustodyService;
  users: UsersRepository;
  /** a purchase is recorded as a transfer (the buyer's activity) */
  transfers: TransfersService;
  shop: ShopService;
  provider: PaymentProvider;
  notifier: OwnerNotifier;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

export class PurchaseFulfilment extends Service<PurchaseFulfilmentDeps> {
  /** Acts on an intent's current state: paid → hand over (or refund); refused → note why; cancelled → close. */
  async settleIntent(orderId: string, intent: IntentView): Promise<void> {
    if (intent.status === 'succeeded') {
      await this.fulfil(orderId, intent);
      return;
    }
    const now = this.deps.clock.now();
    await this.deps.repo.transaction(async (tx) => {
      const order = await this.deps.repo.lockOrder(tx, orderId);
      if (!order || order.state !== 'created') return;
      if (intent.status === 'canceled') {
        await this.deps.repo.updateOrder(tx, orderId, { state: 'cancelled', updatedAt: now });
      } else if (intent.failure && intent.failure !== order.failure) {
        await this.deps.repo.updateOrder(tx, orderId, { failure: intent.failure, updatedAt: now });
      }
    });
  }

  /** Paid orders not handed over (lost webhook, refund to retry) looked at again. */
  async sweep(): Promise<void> {
    const stalled = await this.deps.repo.stalledOrders(addSeconds(this.deps.clock.now(), -60));
    for (const { id } of stalled) {
      const order = await this.deps.repo.orderBy('id', id);
      if (!order?.paymentIntentId) continue;
      const intent = await this.deps.provider.getIntent(order.paymentIntentId).catch(() => undefined);
      if (intent?.status === 'succeeded') await this.fulfil(id, intent).catch(() => undefined);
    }
  }

  private async fulfil(orderId: string, intent: IntentView): Promise<void> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.repo.transaction(async (tx): Promise<Outcome> => {
      const order = await this.deps.repo.lockOrder(tx, orderId);
      if (!order) throw notFound();
      if (order.state === 'fulfilled' || order.state === 'refunded') return { kind: 'done', order };
      if (
        intent.amount !== order.amount ||
        intent.currency.toLowerCase() !== order.currency ||
        intent.metadata.orderId !== order.id
      ) {
        const failed = await this.deps.repo.updateOrder(tx, orderId, {
          state: 'failed',
          failure: 'payment_mismatch',
          updatedAt: now,
        });
        return { kind: 'mismatch', order: failed ?? order };
      }
      const locked = await this.availableItem(tx, order, now);
      if (!locked) {
        const paid = await this.deps.repo.updateOrder(tx, orderId, {
          state: 'paid',
          paymentIntentId: intent.id,
          failure: 'unavailable',
          updatedAt: now,
        });
        return { kind: 'refund', order: paid ?? order };
      }
      return this.handOver(tx, order, locked, intent, now);
    });
    if (outcome.kind === 'mismatch') {
      this.deps.log.error(
        { orderId, intentId: intent.id },
        'a payment does not match its order: not handed over',
      );
    }
    if (outcome.kind === 'refund') await this.refund(outcome.order, intent.id);
    if (outcome.kind === 'fulfilled') await this.deps.notifier.send(outcome.notice);
  }

  /**
   * The order's item, locked, when it can still be sold to this order's buyer (unowned, on sale or reserved,
   * not opposed, not held for someone else); its hold, if any, is ended. Undefined: the payment goes back.
   */
  private async availableItem(tx: DbOrTx, order: OrderRow, now: Date): Promise<LockedItem | undefined> {
    const locked = await this.deps.repo.lockItem(tx, order.itemId);
    const hold = await this.deps.shop.activeHold(tx, order.itemId);
    const holdIsTheirs =
      !hold || hold.expiresAt <= now || [order.buyerId, order.payerId].includes(hold.userId);
    const available =
      locked &&
      locked.item.ownerId === null &&
      ['on_sale', 'reserved'].includes(locked.item.status) &&
      !locked.item.oppositionKind &&
      holdIsTheirs;
    if (!locked || !available) return undefined;
    if (hold) await this.deps.shop.endHold(tx, hold.id, hold.expiresAt <= now ? 'expired' : 'completed', now);
    return locked;
  }

  /** The sale itself: the buyer's transfer, the item to the buyer, the order fulfilled, the buyer's notice. */
  private async handOver(
    tx: DbOrTx,
    order: OrderRow,
    { item, client }: LockedItem,
    intent: IntentView,
    now: Date,
  ): Promise<Outcome> {
    const buyer = await this.deps.users.user(order.buyerId, tx);
    // a purchase is a transfer without a sender (the brand sold it): the buyer's activity lists it
    const transferId = await this.deps.transfers.recordPurchase(tx, {
      buyerId: order.buyerId,
      orderId: order.id,
      itemId: order.itemId,
      now,
    });
    // the brand's stock to the buyer, only if still unowned (the guard against selling it twice)
    await this.deps.custody.move(tx, {
      items: [item],
      from: { brand: client.id, address: client.custodialAddress },
      to: { owner: order.buyerId, address: buyer?.custodialAddress ?? null },
      status: 'active',
      changed: () => new AppError(409, 'ITEM_SOLD'),
      transferId,
      history: [
        {
          kind: 'purchased',
          actor: 'owner',
          actorUserId: order.buyerId,
          data: {
            counterparty: client.name,
            amount: String(order.amount),
            currency: order.currency.toUpperCase(),
          },
        },
      ],
      at: now,
    });
    const done = await this.deps.repo.updateOrder(tx, order.id, {
      state: 'fulfilled',
      paymentIntentId: intent.id,
      failure: null,
      fulfilledAt: now,
      updatedAt: now,
    });
    // the buyer's notice is queued with the sale: it exists if, and only if, the sale does
    const link = `${this.deps.publicUrl}/items/${order.itemId}`;
    const notice = await this.deps.notifier.queue(
      order.buyerId,
      (language) =>
        purchaseNotice(language, item.name, formatPrice(order.amount, order.currency, language), link),
      tx,
      `order:${order.id}:fulfilled`,
    );
    return { kind: 'fulfilled', order: done ?? order, notice };
  }

  /** Paid for an item someone else got first: the money goes back. A failed refund is retried by the timer. */
  private async refund(order: OrderRow, intentId: string): Promise<void> {
    try {
      await this.deps.provider.refund(intentId, order.id);
      await this.deps.repo.transaction((tx) =>
        this.deps.repo.updateOrder(tx, order.id, { state: 'refunded', updatedAt: this.deps.clock.now() }),
      );
      this.deps.log.warn({ orderId: order.id }, 'paid for an item no longer available: refunded');
    } catch (err) {
      this.deps.log.error({ err, orderId: order.id }, 'refund failed; will retry');
    }
  }
}
