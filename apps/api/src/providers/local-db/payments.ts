// The local payment provider: an offline stand-in for Stripe test mode. It keeps intents and checkout
// sessions in the database, judges Stripe's test cards, serves its own card page (modules/payments/local-pay.routes)
// and sends signed webhooks to our own webhook route, after the answer, as Stripe does.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localPayments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { safeEqual } from '../../lib/crypto';
import {
  readSignedEvent,
  signWebhook,
  type CreateIntentInput,
  type CreateSessionInput,
  type IntentView,
  type PaymentEvent,
  type PaymentProvider,
  type SessionView,
} from '../payments/payment-provider';
import { judgeCard, type CardInput, type CardRefusal } from '../payments/test-cards';

type Row = typeof localPayments.$inferSelect;
/** Delivers a webhook (body, signature header) to our own route; resolves with the HTTP status. */
export type WebhookDelivery = (body: string, signature: string) => Promise<number>;

/**
 * The way back from the card page, as a path. This page is served by the app itself, so the app is on the
 * page's own origin: a path keeps the buyer on the address they opened (a phone on the computer's network
 * address, 127.0.0.1 for localhost), where their tab's saved progress is, and keeps the form's redirect
 * within the page's CSP (`form-action 'self'`). Stripe, on its own origin, needs the absolute addresses.
 */
function onTheSameOrigin(address: string): string {
  const url = new URL(address, 'http://app.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const RETRY_DELAYS_MS = [200, 1_000, 5_000];

export class LocalPayments implements PaymentProvider {
  readonly name = 'local' as const;
  readonly publishableKey = 'pk_test_local';
  private deliver: WebhookDelivery | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
    private readonly clock: Clock,
  ) {}

  /** Where webhooks go: set once the app (and its webhook route) exists. */
  connect(deliver: WebhookDelivery): void {
    this.deliver = deliver;
  }

  /** Resolves once every webhook sent so far has been delivered (or given up): tests and shutdown wait on it. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private async byIdempotencyKey(key: string) {
    const [row] = await this.db.select().from(localPayments).where(eq(localPayments.idempotencyKey, key));
    return row;
  }

  private async row(id: string) {
    const [row] = await this.db.select().from(localPayments).where(eq(localPayments.id, id));
    return row;
  }

  async createIntent(input: CreateIntentInput) {
    const existing = await this.byIdempotencyKey(`pi:${input.idempotencyKey}`);
    if (existing) return { id: existing.id, clientSecret: existing.clientSecret ?? '' };
    const id = newId('pi');
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await this.db.insert(localPayments).values({
      id,
      object: 'payment_intent',
      clientSecret,
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      status: 'requires_payment_method',
      description: input.description,
      metadata: input.metadata,
      idempotencyKey: `pi:${input.idempotencyKey}`,
      createdAt: this.clock.now(),
    });
    return { id, clientSecret };
  }

  async getIntent(id: string): Promise<IntentView | undefined> {
    const row = await this.row(id);
    if (!row || row.object !== 'payment_intent') return undefined;
    return {
      id: row.id,
      status: row.status as IntentView['status'],
      amount: row.amount,
      currency: row.currency,
      metadata: row.metadata,
      failure: row.lastError ? (row.lastError.declineCode ?? row.lastError.code) : null,
    };
  }

  async cancelIntent(id: string): Promise<void> {
    const row = await this.row(id);
    if (!row || row.status === 'succeeded' || row.status === 'canceled') return;
    await this.db.update(localPayments).set({ status: 'canceled' }).where(eq(localPayments.id, id));
    this.emit('payment_intent.canceled', 'payment_intent', id);
  }

  async createCheckoutSession(input: CreateSessionInput) {
    const existing = await this.byIdempotencyKey(`cs:${input.idempotencyKey}`);
    if (existing) return { id: existing.id, url: this.sessionUrl(existing.id) };
    const id = newId('cs');
    await this.db.insert(localPayments).values({
      id,
      object: 'checkout_session',
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      status: 'open',
      description: `${input.productName}${input.description ? ` — ${input.description}` : ''}`,
      metadata: input.metadata,
      successUrl: onTheSameOrigin(input.successUrl),
      cancelUrl: onTheSameOrigin(input.cancelUrl),
      idempotencyKey: `cs:${input.idempotencyKey}`,
      createdAt: this.clock.now(),
      expiresAt: input.expiresAt,
    });
    return { id, url: this.sessionUrl(id) };
  }

  /** A path: the card page opens on the address the buyer is on, whatever PUBLIC_URL says. */
  private sessionUrl(id: string) {
    return `/api/local-pay/checkout/${id}`;
  }

  async getCheckoutSession(id: string): Promise<SessionView | undefined> {
    const row = await this.row(id);
    if (!row || row.object !== 'checkout_session') return undefined;
    const expired = row.status === 'open' && row.expiresAt && row.expiresAt <= this.clock.now();
    return {
      id: row.id,
      status: expired ? 'expired' : (row.status as SessionView['status']),
      paymentStatus: row.status === 'complete' ? 'paid' : 'unpaid',
      paymentIntentId: row.paymentIntentId,
      amount: row.amount,
      currency: row.currency,
      metadata: row.metadata,
    };
  }

  async refund(paymentIntentId: string): Promise<void> {
    const row = await this.row(paymentIntentId);
    if (!row || row.status !== 'succeeded' || row.refunded) return;
    await this.db.update(localPayments).set({ refunded: true }).where(eq(localPayments.id, paymentIntentId));
  }

  /** Is this intent refunded? (what a Stripe dashboard would show) */
  async isRefunded(paymentIntentId: string): Promise<boolean> {
    return (await this.row(paymentIntentId))?.refunded ?? false;
  }

  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
    return readSignedEvent(rawBody, signature, this.webhookSecret, this.clock.now());
  }

  // ---- what Stripe.js (confirmCardPayment) and the hosted card page do ----

  /** Pays an intent with a card, as stripe.confirmCardPayment(clientSecret, card) would. */
  async confirmIntent(id: string, clientSecret: string, card: CardInput) {
    const row = await this.row(id);
    if (!row || row.object !== 'payment_intent' || !safeEqual(row.clientSecret ?? '', clientSecret)) {
      return undefined;
    }
    if (row.status === 'succeeded' || row.status === 'canceled') return this.publicIntent(row);
    const refusal = judgeCard(card, this.clock.now());
    const [updated] = await this.db
      .update(localPayments)
      .set(refusal ? { lastError: refusal } : { status: 'succeeded', lastError: null })
      .where(eq(localPayments.id, id))
      .returning();
    this.emit(refusal ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', 'payment_intent', id);
    return this.publicIntent(updated ?? row);
  }

  publicIntent(row: Row) {
    return {
      id: row.id,
      status: row.status as 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled',
      error: row.lastError ?? null,
    };
  }

  async session(id: string) {
    const row = await this.row(id);
    return row?.object === 'checkout_session' ? row : undefined;
  }

  /** The hosted page's form: pays the session with a card; a refusal leaves it open for another try. */
  async paySession(
    id: string,
    card: CardInput,
  ): Promise<{ ok: true; redirect: string } | { ok: false; refusal: CardRefusal | 'expired' | 'closed' }> {
    const row = await this.row(id);
    if (!row || row.object !== 'checkout_session') return { ok: false, refusal: 'closed' };
    if (row.status === 'complete') return { ok: true, redirect: this.successUrl(row) };
    if (row.status !== 'open') return { ok: false, refusal: 'closed' };
    if (row.expiresAt && row.expiresAt <= this.clock.now()) return { ok: false, refusal: 'expired' };
    const refusal = judgeCard(card, this.clock.now());
    if (refusal) return { ok: false, refusal };
    const intentId = newId('pi');
    const paid = await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(localPayments)
        .set({ status: 'complete', paymentIntentId: intentId })
        .where(and(eq(localPayments.id, id), eq(localPayments.status, 'open')))
        .returning();
      if (!claimed) return false;
      await tx.insert(localPayments).values({
        id: intentId,
        object: 'payment_intent',
        clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
        amount: row.amount,
        currency: row.currency,
        status: 'succeeded',
        description: row.description,
        metadata: row.metadata,
        createdAt: this.clock.now(),
      });
      return true;
    });
    if (paid) {
      this.emit('payment_intent.succeeded', 'payment_intent', intentId);
      this.emit('checkout.session.completed', 'checkout.session', id);
    }
    return { ok: true, redirect: this.successUrl({ ...row, paymentIntentId: intentId }) };
  }

  private successUrl(row: Row) {
    return (row.successUrl ?? '/').replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id));
  }

  /** Sends a signed event to our webhook route after the current request, retrying a few times. */
  private emit(type: string, object: 'payment_intent' | 'checkout.session', id: string): void {
    const deliver = this.deliver;
    if (!deliver) return;
    const body = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(this.clock.now().getTime() / 1000),
      data: { object: { id, object } },
    });
    const send = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const delay of [0, ...RETRY_DELAYS_MS]) {
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        const status = await deliver(body, signWebhook(body, this.webhookSecret, this.clock.now())).catch(
          () => 500,
        );
        if (status < 500) return;
      }
    };
    const job = send().finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
  }
}
