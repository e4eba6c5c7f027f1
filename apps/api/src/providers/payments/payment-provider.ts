// The payment provider interface (ARCHITECTURE §6 "Shop and payment"): PaymentIntents, Checkout Sessions,
// refunds and signed webhooks, shaped after Stripe's API so the local adapter and Stripe are swappable.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface IntentView {
  id: string;
  status: IntentStatus;
  /** minor units */
  amount: number;
  /** lower-case ISO 4217, as Stripe writes it */
  currency: string;
  metadata: Record<string, string>;
  /** the last refusal's reason (card_declined, insufficient_funds, …) */
  failure: string | null;
}

export interface SessionView {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  paymentIntentId: string | null;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

/** A webhook event, reduced to what we act on: which object changed. We then read that object anew. */
export interface PaymentEvent {
  id: string;
  type: string;
  objectKind: 'payment_intent' | 'checkout_session' | 'other';
  objectId: string | null;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface CreateSessionInput extends CreateIntentInput {
  productName: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** what the browser needs to talk to the provider (Stripe's publishable key) */
  readonly publishableKey: string;
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  getIntent(id: string): Promise<IntentView | undefined>;
  cancelIntent(id: string): Promise<void>;
  createCheckoutSession(input: CreateSessionInput): Promise<{ id: string; url: string }>;
  getCheckoutSession(id: string): Promise<SessionView | undefined>;
  refund(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** Verifies the signature header over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {}

export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(body: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifyWebhookSignature(body: string, header: string | undefined, secret: string, now: Date) {
  if (!header) throw new WebhookSignatureError('no signature');
  const parts = header.split(',').map((p) => p.split('=') as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isFinite(t) || signatures.length === 0) throw new WebhookSignatureError('malformed signature');
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('signature too old');
  }
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  if (!signatures.some((s) => safeEqual(s, expected))) throw new WebhookSignatureError('bad signature');
}

/** The object a Stripe-shaped event is about. */
export function eventOf(parsed: unknown): PaymentEvent {
  const event = parsed as {
    id?: unknown;
    type?: unknown;
    data?: { object?: { id?: unknown; object?: unknown } };
  };
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
    throw new WebhookSignatureError('not an event');
  }
  const object = event.data?.object;
  const kind =
    object?.object === 'payment_intent'
      ? 'payment_intent'
      : object?.object === 'checkout.session'
        ? 'checkout_session'
        : 'other';
  return {
    id: event.id,
    type: event.type,
    objectKind: kind,
    objectId: typeof object?.id === 'string' ? object.id : null,
  };
}
