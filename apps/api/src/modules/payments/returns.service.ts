// Returns (issue 18, decision 019): the buyer brought a sold item back to the brand, whose staff refund the order
// from the console. In one transaction, under the order's and the item's row locks: the order is refunded (when,
// by whom, why), the item leaves the buyer for the brand's stock, off sale, its token moves from the buyer's
// custody to the brand's (the local ledger at once; on a chain, queued for the chain worker like any move), the
// buyer's activity and the item's history say so, the audit log has its entry, and the buyer's notice and the
// card's refund are queued as jobs. The card is refunded by that job, right after the commit.
import { type ErrorCode, formatPrice } from '@heirloom/contract';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { ClientsRepository } from '../clients/clients.repository';
import type { CustodyService } from '../custody/custody.service';
import type { JobQueue, JobRun } from '../jobs/job-queue';
import { Service } from '../service';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import type { TransfersService } from '../transfers/transfers.service';
import type { UsersRepository } from '../users/users.repository';
import { refundNotice } from './payment-texts';
import type { PaymentsRepository } from './payments.repository';

/** The kind of job that refunds a returned order's card. */
export const REFUND_JOB = 'order-refund';

export interface ReturnsServiceDeps {
  /** the orders' writer */
  repo: PaymentsRepository;
  /**
   * the item goes back to the brand's stock (owner, ledger, history), and the buyer's private photos of it go, as
   * they do when an owner sends an item on
   */
  custody: CustodyService;
  users: UsersRepository;
  audit: AuditRepository;
  /** the brand's custody address, as the catalogue mints to it */
  clients: ClientsRepository;
  /** a return is recorded as a transfer (the buyer's activity lists it) */
  transfers: TransfersService;
  provider: PaymentProvider;
  notifier: OwnerNotifier;
  jobs: JobQueue;
  publicUrl: string;
  clock: Clock;
}

/** The 409 code that refuses to take the item back from `buyerId`, or undefined when it may come back. */
function returnRefusal(
  item: { ownerId: string | null; status: string; oppositionKind: string | null; inCareUntil: Date | null },
  buyerId: string,
): ErrorCode | undefined {
  // sent on to another phone (pending or not), out to a wallet, or held for the buyer's closed account
  if (item.ownerId !== buyerId) return 'ITEM_NOT_WITH_BUYER';
  if (item.oppositionKind) return 'ITEM_DECLARED_MISSING';
  // entrusted by the buyer to someone: the buyer ends the care first (docs/decisions/044-entrusted-care.md)
  if (item.inCareUntil) return 'ITEM_IN_CARE';
  if (item.status === 'in_repair') return 'ITEM_BEING_REPAIRED';
  if (item.status !== 'active') return 'RETURN_ITEM_BUSY';
  return undefined;
}

export class ReturnsService extends Service<ReturnsServiceDeps> {
  /**
   * Takes the item of the brand's fulfilled order back from its buyer and refunds them: the order's refund says
   * whether the card is refunded yet (`settled`), else its job tries again (1 s, 2 s, 4 s … for hours).
   *
   * Why the item moves first and the card is refunded after the commit, by a job, rather than the card first:
   * - the card first, then the move: if the move then fails (the buyer sent the item on meanwhile, the database
   *   is unreachable, the process dies), the buyer keeps both the item and the money, and nothing records it;
   * - the card inside the transaction: the provider's call would hold the order's and the item's locks for as
   *   long as it takes (and the local provider writes to the same database: on PGlite's one connection, it
   *   would wait for itself);
   * - the move first, with the refund queued in the same transaction: the refund exists if, and only if, the
   *   return does, and it cannot be lost. The provider's idempotency key is the order's id, so a retry after a
   *   crash or a timeout never refunds twice. The buyer has already handed the item back, so the custody
   *   follows the item at once; the money follows within seconds, or within hours while the provider is down
   *   (the console shows the refund as not settled until then). A refusal (another brand's order, one not
   *   fulfilled, an item no longer with its buyer) throws before anything is written.
   */
  async refund(actor: BrandActor, orderId: string, reason: string): Promise<{ settled: boolean }> {
    const now = this.deps.clock.now();
    const done = await this.deps.repo.transaction(async (tx) => {
      // the order first, then its item: the order a payment's fulfilment locks them in
      const order = await this.deps.repo.lockOrder(tx, orderId);
      if (!order) throw notFound();
      const locked = await this.deps.repo.lockItem(tx, order.itemId);
      if (!locked || locked.client.id !== actor.clientId) throw notFound();
      if (order.state === 'refunded') throw new AppError(409, 'ORDER_ALREADY_REFUNDED');
      if (order.state !== 'fulfilled' || !order.paymentIntentId)
        throw new AppError(409, 'ORDER_NOT_FULFILLED');
      const { item, client } = locked;
      const refusal = returnRefusal(item, order.buyerId);
      if (refusal) throw new AppError(409, refusal, { item: item.name, kind: item.oppositionKind ?? '' });
      const buyer = await this.deps.users.user(order.buyerId, tx);
      const custody = await this.deps.clients.custodialAddress(tx, client.id);
      const transferId = await this.deps.transfers.recordReturn(tx, {
        ownerId: order.buyerId,
        orderId: order.id,
        itemId: item.id,
        now,
      });
      // the purchase's move, the other way: from the buyer's custody back to the brand's
      // only if the buyer still holds it, free (not sent on, declared, or in a repair)
      const removed = await this.deps.custody.move(tx, {
        items: [item],
        from: { owner: order.buyerId, address: buyer?.custodialAddress ?? null },
        to: { brand: client.id, address: custody },
        status: 'stock',
        onlyFree: true,
        changed: () => new AppError(409, 'RETURN_ITEM_BUSY', { item: item.name }),
        transferId,
        history: [
          { kind: 'sent', actor: 'owner', actorUserId: order.buyerId, data: { counterparty: client.name } },
        ],
        at: now,
      });
      await this.deps.repo.updateOrder(tx, order.id, {
        state: 'refunded',
        refundedAt: now,
        refundedBy: actor.label,
        refundReason: reason,
        updatedAt: now,
      });
      await this.deps.audit.record(
        tx,
        actor,
        {
          action: 'order.refunded',
          target: { kind: 'order', id: order.id, label: `${item.name} · ${item.serialNumber}` },
          details: { reason, amount: order.amount, currency: order.currency.toUpperCase(), itemId: item.id },
        },
        now,
      );
      const refund = await this.deps.jobs.enqueueHeld(
        { kind: REFUND_JOB, key: `order:${order.id}:refund`, payload: { orderId: order.id } },
        tx,
      );
      const link = `${this.deps.publicUrl}/activity`;
      const notice = await this.deps.notifier.queue(
        order.buyerId,
        (language) =>
          refundNotice(
            language,
            item.name,
            client.name,
            formatPrice(order.amount, order.currency, language),
            link,
          ),
        tx,
        `order:${order.id}:refunded`,
      );
      return { removed, refund, notice };
    });
    await this.deps.custody.deletePhotos(done.removed);
    const settled = done.refund ? await this.deps.jobs.run(done.refund) : false;
    await this.deps.notifier.send(done.notice);
    return { settled };
  }

  /** The refund job: the card is refunded once (the order's id is the provider's idempotency key), then noted. */
  async refundCard(run: JobRun<typeof REFUND_JOB>): Promise<void> {
    const { orderId } = run.payload;
    const order = await this.deps.repo.orderBy('id', orderId);
    const intentId = order?.paymentIntentId;
    if (!order || !intentId || order.refundSettledAt) return;
    await run.step('refund', () => this.deps.provider.refund(intentId, order.id));
    await this.deps.repo.transaction((tx) =>
      this.deps.repo.updateOrder(tx, order.id, { refundSettledAt: this.deps.clock.now() }),
    );
  }
}
