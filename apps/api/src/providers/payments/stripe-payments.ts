// The Stripe adapter: the official `stripe` package behind the payment provider interface. Tests point
// it at a local HTTP stand-in through the client's host/port/protocol options (nothing reaches the internet).
import Stripe from 'stripe';
import {
  readSignedEvent,
  type CreateIntentInput,
  type CreateSessionInput,
  type IntentView,
  type PaymentEvent,
  type PaymentProvider,
  type SessionView,
} from './payment-provider';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  api?: { host?: string; port?: number; protocol?: 'http' | 'https' };
}

const isMissing = (err: unknown) => (err as { statusCode?: number })?.statusCode === 404;
const metadataOf = (m: Stripe.Metadata | null | undefined): Record<string, string> => ({ ...(m ?? {}) });

export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
      ...(options.api?.host ? { host: options.api.host } : {}),
      ...(options.api?.port ? { port: options.api.port } : {}),
      ...(options.api?.protocol ? { protocol: options.api.protocol } : {}),
    });
  }

  async createIntent(input: CreateIntentInput) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: `pi:${input.idempotencyKey}` },
    );
    if (!intent.client_secret) throw new Error('Stripe returned an intent without a client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async getIntent(id: string): Promise<IntentView | undefined> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(id);
      const error = intent.last_payment_error;
      return {
        id: intent.id,
        status: intent.status as IntentView['status'],
        amount: intent.amount,
        currency: intent.currency,
        metadata: metadataOf(intent.metadata),
        failure: error ? (error.decline_code ?? error.code ?? 'card_declined') : null,
      };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async cancelIntent(id: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(id);
    } catch (err) {
      // already succeeded or canceled: nothing to cancel
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError) && !isMissing(err)) throw err;
    }
  }

  async createCheckoutSession(input: CreateSessionInput) {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amount,
              product_data: { name: input.productName, description: input.description || undefined },
            },
          },
        ],
        metadata: input.metadata,
        payment_intent_data: { metadata: input.metadata, description: input.description },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: `cs:${input.idempotencyKey}` },
    );
    if (!session.url) throw new Error('Stripe returned a session without a url');
    return { id: session.id, url: session.url };
  }

  async getCheckoutSession(id: string): Promise<SessionView | undefined> {
    try {
      const s = await this.stripe.checkout.sessions.retrieve(id);
      const intent = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);
      return {
        id: s.id,
        status: (s.status ?? 'open') as SessionView['status'],
        paymentStatus:
          s.payment_status === 'paid'
            ? 'paid'
            : s.payment_status === 'no_payment_required'
              ? 'no_payment_required'
              : 'unpaid',
        paymentIntentId: intent,
        amount: s.amount_total ?? 0,
        currency: s.currency ?? '',
        metadata: metadataOf(s.metadata),
      };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: paymentIntentId },
      { idempotencyKey: `re:${idempotencyKey}` },
    );
  }

  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
    return readSignedEvent(rawBody, signature, this.options.webhookSecret);
  }
}
