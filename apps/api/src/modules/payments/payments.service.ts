// Card payments (docs/product.md "Shop and payment"): the checkout, the provider's webhooks, the order's
// status and receipt. The amount is always the server's price; the hand-over of a paid item is
// PurchaseFulfilment's. Webhooks repeat and arrive out of order: each one only says "look again", and we
// read the object's current state from the provider.
import { formatPrice, type Language, type OrderStatus } from '@heirloom/contract';
import { getAddress } from 'viem';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { WebhookSignatureError } from '../../providers/payments/payment-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { ShopService } from '../shop/shop.service';
import { receiptText } from './payment-texts';
import type { GuestPasses } from './guest-passes';
import type { OrderRow, PaymentsRepository } from './payments.repository';
import type { PurchaseFulfilment } from './purchase-fulfilment';
import { Service } from '../service';
import { asLanguage } from '../../lib/messages';

/** Stripe keeps a checkout session open at least 30 minutes. */
const CHECKOUT_SESSION_MINUTES = 30;
const MAX_RECEIPTS_PER_ORDER = 3;

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  /** closes the orders this service opens: hands a paid item over, or refunds it */
  fulfilment: PurchaseFulfilment;
  shop: ShopService;
  provider: PaymentProvider;
  sms: SmsProvider;
  email: EmailProvider;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
  passes: GuestPasses;
}

export class PaymentsService extends Service<PaymentsServiceDeps> {
  token() {
    return { secret: this.deps.provider.publishableKey, provider: this.deps.provider.name };
  }

  /** The account at `address`. */
  private async accountAt(address: string) {
    let normalized: string;
    try {
      normalized = getAddress(address);
    } catch {
      throw new AppError(400, 'ADDRESS_UNKNOWN', { field: 'address' });
    }
    const user = await this.deps.repo.userByAddress(normalized);
    if (!user || user.status === 'deleted') throw new AppError(400, 'ADDRESS_UNKNOWN', { field: 'address' });
    return user;
  }

  /**
   * Who receives the item: the signed-in caller, or the account at `address` when it is the caller's own
   * or a guest pass proves its phone (then the receipt goes to the e-mail given with that code). Naming
   * someone else's address gets nothing of theirs: no open order, no hold, not even whether the address
   * exists (checked before the account is looked up).
   */
  private async buyer(callerId: string | null, address: string | undefined, guestPass: string | undefined) {
    const caller = callerId ? await this.deps.repo.user(callerId) : undefined;
    if (!address) {
      if (!caller) throw new AppError(400, 'ADDRESS_REQUIRED', { field: 'address' });
      return { user: caller, receiptEmail: null };
    }
    if (caller && caller.custodialAddress?.toLowerCase() === address.toLowerCase()) {
      return { user: caller, receiptEmail: null };
    }
    const holder = this.deps.passes.holderOf(guestPass, address);
    if (!holder) throw new AppError(403, 'ADDRESS_NOT_PROVEN', { field: 'guestPass' });
    const user = await this.accountAt(address);
    if (user.id !== holder.userId) throw new AppError(403, 'ADDRESS_NOT_PROVEN', { field: 'guestPass' });
    return { user, receiptEmail: holder.email };
  }

  /** Holds the item for the buyer and opens (or finds) their order, in one transaction. */
  private async openOrder(
    tx: DbOrTx,
    open: {
      kind: 'intent' | 'checkout';
      productId: string;
      buyerId: string;
      payerId: string | null;
      receiptEmail: string | null;
      externalId?: string;
    },
  ) {
    const { kind, productId, buyerId, payerId, receiptEmail, externalId } = open;
    const now = this.deps.clock.now();
    const held = await this.deps.shop.hold(tx, productId, buyerId, payerId ? [payerId] : []);
    const { reservation, collection } = held;
    const existing =
      kind === 'intent' ? await this.deps.repo.openIntentOrder(tx, reservation.id, buyerId) : undefined;
    const order =
      existing ??
      (await this.deps.repo.insertOrder(tx, {
        itemId: productId,
        buyerId,
        payerId,
        reservationId: reservation.id,
        amount: collection.priceAmount ?? 0,
        currency: (collection.priceCurrency ?? 'EUR').toLowerCase(),
        provider: this.deps.provider.name,
        kind,
        externalId,
        receiptEmail,
        state: 'created',
        createdAt: now,
        updatedAt: now,
      }));
    if (!collection.priceAmount) throw new AppError(409, 'ITEM_NOT_FOR_SALE');
    return { order, reservation, item: held.item };
  }

  async createDan(
    callerId: string | null,
    input: { productId: string; address?: string; guestPass?: string },
  ) {
    const { productId } = input;
    const { user: buyer, receiptEmail } = await this.buyer(callerId, input.address, input.guestPass);
    const { order, reservation, item } = await this.deps.repo.transaction((tx) =>
      this.openOrder(tx, { kind: 'intent', productId, buyerId: buyer.id, payerId: callerId, receiptEmail }),
    );
    // the same order key gives back the same intent, at the provider too (idempotency)
    const intent = await this.keptOnOrder(order, 'paymentIntentId', (payment) =>
      this.deps.provider.createIntent({
        ...payment,
        description: item.name,
        metadata: { orderId: order.id, productId },
      }),
    );
    return {
      client_secret: intent.clientSecret,
      paymentIntentId: intent.id,
      price: { amount: order.amount, currency: order.currency.toUpperCase() },
      expiresAt: reservation.expiresAt.toISOString(),
      address: buyer.custodialAddress ?? '',
    };
  }

  async createCheckoutSession(
    callerId: string | null,
    input: { productId: string; address: string; externalId: string; guestPass?: string },
    /**
     * the app's origin the buyer came from (its saved progress is there), for Stripe's absolute ways back; the
     * local provider keeps only their paths (its card page is on the app's own origin)
     */
    origin = this.deps.publicUrl,
  ) {
    const { user: buyer, receiptEmail } = await this.buyer(callerId, input.address, input.guestPass);
    const previous = await this.deps.repo.orderBy('externalId', input.externalId);
    if (previous && (previous.itemId !== input.productId || previous.buyerId !== buyer.id)) {
      throw new AppError(409, 'EXTERNAL_ID_REUSED');
    }
    const { order, item } = previous
      ? { order: previous, item: (await this.deps.shop.itemWithContext(previous.itemId))?.item }
      : await this.deps.repo.transaction((tx) =>
          this.openOrder(tx, {
            kind: 'checkout',
            productId: input.productId,
            buyerId: buyer.id,
            payerId: callerId,
            receiptEmail,
            externalId: input.externalId,
          }),
        );
    if (!item) throw notFound();
    if (order.state !== 'created') throw new AppError(409, 'ORDER_CLOSED');
    const session = await this.keptOnOrder(order, 'checkoutSessionId', (payment) =>
      this.deps.provider.createCheckoutSession({
        ...payment,
        productName: item.name,
        description: `No. ${item.serialNumber}`,
        metadata: { orderId: order.id, productId: input.productId },
        successUrl: `${origin}/shop/complete?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/shop/item/${input.productId}?cancelled=1`,
        expiresAt: addSeconds(order.createdAt, CHECKOUT_SESSION_MINUTES * 60 + 60),
      }),
    );
    return { url: session.url };
  }

  /**
   * Asks the provider for an order's payment (an intent or a checkout session) at the order's price, and keeps
   * its id on the order; 502 when the provider cannot be reached. The order's id is the idempotency key.
   */
  private async keptOnOrder<P extends { id: string }>(
    order: OrderRow,
    column: 'paymentIntentId' | 'checkoutSessionId',
    ask: (payment: { amount: number; currency: string; idempotencyKey: string }) => Promise<P>,
  ): Promise<P> {
    const asked = ask({ amount: order.amount, currency: order.currency, idempotencyKey: order.id });
    const payment = await asked.catch((cause: unknown) => {
      throw Object.assign(new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE'), { cause });
    });
    if (order[column] !== payment.id) {
      await this.deps.repo.transaction((tx) =>
        this.deps.repo.updateOrder(tx, order.id, { [column]: payment.id, updatedAt: this.deps.clock.now() }),
      );
    }
    return payment;
  }

  async captureDan(input: { paymentIntentId: string; productId: string; address: string }) {
    const order = await this.deps.repo.orderBy('paymentIntentId', input.paymentIntentId);
    if (!order || order.itemId !== input.productId) throw notFound();
    const buyer = await this.accountAt(input.address);
    if (buyer.id !== order.buyerId) throw new AppError(409, 'ADDRESS_MISMATCH', { field: 'address' });
    const intent = await this.deps.provider.getIntent(input.paymentIntentId);
    if (!intent) throw notFound();
    await this.deps.fulfilment.settleIntent(order.id, intent);
    const after = (await this.deps.repo.orderBy('id', order.id)) ?? order;
    if (after.state === 'created') {
      throw new AppError(402, 'PAYMENT_NOT_COMPLETED', { reason: after.failure ?? intent.status });
    }
    if (after.state === 'failed') throw new AppError(409, 'PAYMENT_MISMATCH');
    return this.status(after);
  }

  /** A webhook: verified, deduplicated, then the object it names is read again and acted on. */
  async webhook(rawBody: string, signature: string | undefined): Promise<{ received: true }> {
    let event;
    try {
      event = this.deps.provider.parseWebhook(rawBody, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID');
      throw err;
    }
    if (!(await this.deps.repo.recordEvent(event.id, event.type, this.deps.clock.now())))
      return { received: true };
    try {
      if (event.objectKind === 'payment_intent' && event.objectId) await this.reconcileIntent(event.objectId);
      if (event.objectKind === 'checkout_session' && event.objectId)
        await this.reconcileSession(event.objectId);
    } catch (err) {
      // not handled: forget it so the provider's retry is processed
      await this.deps.repo.forgetEvent(event.id);
      throw err;
    }
    return { received: true };
  }

  private async reconcileIntent(intentId: string): Promise<OrderRow | undefined> {
    const intent = await this.deps.provider.getIntent(intentId);
    if (!intent) return undefined;
    // a checkout session's intent may come before the session's own event: the metadata names the order
    const order =
      (await this.deps.repo.orderBy('paymentIntentId', intentId)) ??
      (intent.metadata.orderId && /^[0-9a-f-]{36}$/.test(intent.metadata.orderId)
        ? await this.deps.repo.orderBy('id', intent.metadata.orderId)
        : undefined);
    if (!order) return undefined;
    await this.deps.fulfilment.settleIntent(order.id, intent);
    return this.deps.repo.orderBy('id', order.id);
  }

  private async reconcileSession(sessionId: string): Promise<OrderRow | undefined> {
    const session = await this.deps.provider.getCheckoutSession(sessionId);
    if (!session) return undefined;
    const order = await this.deps.repo.orderBy('checkoutSessionId', sessionId);
    if (!order) return undefined;
    if (session.paymentStatus === 'paid' && session.paymentIntentId) {
      return (await this.reconcileIntent(session.paymentIntentId)) ?? order;
    }
    if (session.status === 'expired' && order.state === 'created') {
      await this.deps.repo.transaction((tx) =>
        this.deps.repo.updateOrder(tx, order.id, { state: 'cancelled', updatedAt: this.deps.clock.now() }),
      );
    }
    return this.deps.repo.orderBy('id', order.id);
  }

  private async status(order: OrderRow): Promise<OrderStatus> {
    const row = await this.deps.shop.itemWithContext(order.itemId);
    return {
      state: order.state as OrderStatus['state'],
      productId: order.itemId,
      productName: row?.item.name ?? '',
      price: { amount: order.amount, currency: order.currency.toUpperCase() },
      paymentIntentId: order.paymentIntentId,
      failure: order.failure,
    };
  }

  /** Where a payment stands; an open one is checked with the provider first (a webhook may be late). */
  async orderStatus(reference: string): Promise<OrderStatus> {
    const byIntent = reference.startsWith('pi_');
    let order = await this.deps.repo.orderBy(byIntent ? 'paymentIntentId' : 'checkoutSessionId', reference);
    if (!order) throw notFound();
    if (order.state === 'created' || order.state === 'paid') {
      order =
        (byIntent ? await this.reconcileIntent(reference) : await this.reconcileSession(reference)) ?? order;
    }
    return this.status(order);
  }

  /**
   * The receipt, to the buyer's phone only, and by e-mail to the address a guest gave for this order, else
   * to the buyer's confirmed one: true when sent.
   */
  async receipt(paymentIntentId: string, phone: string): Promise<boolean> {
    const order = await this.deps.repo.orderBy('paymentIntentId', paymentIntentId);
    if (!order || order.state !== 'fulfilled' || order.receiptsSent >= MAX_RECEIPTS_PER_ORDER) return false;
    const buyer = await this.deps.repo.user(order.buyerId);
    if (!buyer || buyer.phone !== phone) return false;
    const claimed = await this.deps.repo.transaction(async (tx) => {
      const locked = await this.deps.repo.lockOrder(tx, order.id);
      if (!locked || locked.receiptsSent >= MAX_RECEIPTS_PER_ORDER) return false;
      await this.deps.repo.updateOrder(tx, order.id, { receiptsSent: locked.receiptsSent + 1 });
      return true;
    });
    if (!claimed) return false;
    const row = await this.deps.shop.itemWithContext(order.itemId);
    const language: Language = asLanguage(buyer.language);
    const receipt = receiptText(language, {
      item: row?.item.name ?? '',
      serial: row?.item.serialNumber ?? '',
      brand: row?.client.name ?? '',
      price: formatPrice(order.amount, order.currency, language),
      paidAt: order.fulfilledAt ?? order.updatedAt,
      reference: order.id.slice(0, 8).toUpperCase(),
    });
    try {
      await this.deps.sms.send({ to: buyer.phone, text: receipt.text });
    } catch (err) {
      this.deps.log.warn({ err }, 'receipt SMS not delivered');
      return false;
    }
    const email = order.receiptEmail ?? (buyer.emailConfirmedAt && buyer.email);
    if (email) {
      await this.deps.email
        .send({ to: email, subject: receipt.subject, text: receipt.text })
        .catch((err: unknown) => this.deps.log.warn({ err }, 'receipt e-mail not delivered'));
    }
    return true;
  }

  /** The timer: paid orders not handed over (lost webhook, refund to retry) are looked at again. */
  async sweep(): Promise<void> {
    await this.deps.fulfilment.sweep();
  }
}
