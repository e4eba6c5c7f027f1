// The payment provider interface (docs/product.md "Shop and payment"): PaymentIntents, Checkout Sessions,
// refunds and signed webhooks, shaped after Stripe's API so the local adapter and Stripe are swappable.
import Stripe from 'stripe';

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

/** Stripe's webhook signature (`t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`), made by stripe's own helper. */
export function signWebhook(body: string, secret: string, at: Date): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
}

/**
 * Checks a webhook's signature and age with stripe's own helper and reads the event it signs; both providers
 * use it. `now` is the provider's clock (Stripe's own check uses the machine's).
 */
export function readSignedEvent(
  body: string,
  header: string | undefined,
  secret: string,
  now?: Date,
): PaymentEvent {
  if (!header) throw new WebhookSignatureError('no signature');
  let event: unknown;
  try {
    const receivedAt = now?.getTime(); // milliseconds, as stripe reads it
    event = Stripe.webhooks.constructEvent(
      body,
      header,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt,
    );
  } catch (err) {
    throw new WebhookSignatureError(err instanceof Error ? err.message : String(err));
  }
  return eventOf(event);
}

/** The object a Stripe-shaped event is about. */
function eventOf(parsed: unknown): PaymentEvent {
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
