// A local HTTP stand-in for the few Stripe endpoints the stripe adapter calls (no test reaches the
// internet): PaymentIntents, Checkout Sessions and refunds, with Stripe's form encoding and idempotency keys.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

/** Stripe's form encoding: metadata[orderId]=x, line_items[0][price_data][unit_amount]=1 → nested objects. */
export function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return out;
}

export class StripeStandIn {
  readonly intents = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly refunds: Obj[] = [];
  readonly requests: { method: string; path: string; auth: string | undefined }[] = [];
  private readonly idempotent = new Map<string, string>();
  private server?: http.Server;
  port = 0;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        this.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          auth: req.headers.authorization,
        });
        const key = req.headers['idempotency-key'];
        const cacheKey = typeof key === 'string' ? `${req.method} ${req.url} ${key}` : undefined;
        const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
        const [status, payload] = cached
          ? [200, JSON.parse(cached) as Obj]
          : this.route(req.method ?? '', req.url ?? '', parseForm(body));
        if (cacheKey && status === 200 && !cached) this.idempotent.set(cacheKey, JSON.stringify(payload));
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
        });
        res.end(JSON.stringify(payload));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private missing(): [number, Obj] {
    return [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } },
    ];
  }

  private route(method: string, url: string, form: Obj): [number, Obj] {
    const path = url.split('?')[0] ?? '';
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_stand_${randomBytes(8).toString('hex')}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        description: form.description,
        metadata: form.metadata ?? {},
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        last_payment_error: null,
      };
      this.intents.set(id, intent);
      return [200, intent];
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const intent = this.intents.get(m[1] ?? '');
      return intent ? [200, intent] : this.missing();
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
      const intent = this.intents.get(m[1] ?? '');
      if (!intent) return this.missing();
      intent.status = 'canceled';
      return [200, intent];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_stand_${randomBytes(8).toString('hex')}`;
      const items = form.line_items as Record<
        string,
        { price_data?: { unit_amount?: string; currency?: string } }
      >;
      const price = items?.['0']?.price_data;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stand-in.test/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(price?.unit_amount),
        currency: price?.currency,
        metadata: form.metadata ?? {},
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: Number(form.expires_at),
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const session = this.sessions.get(m[1] ?? '');
      return session ? [200, session] : this.missing();
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: `re_${randomBytes(6).toString('hex')}`,
        object: 'refund',
        payment_intent: form.payment_intent,
        status: 'succeeded',
      };
      this.refunds.push(refund);
      return [200, refund];
    }
    return this.missing();
  }

  /** What Stripe does when the buyer's card is accepted. */
  succeed(intentId: string): void {
    const intent = this.intents.get(intentId);
    if (intent) intent.status = 'succeeded';
  }

  /** What Stripe Checkout does when the buyer pays on its page: an intent, paid, and the session complete. */
  completeSession(sessionId: string): string {
    const session = this.sessions.get(sessionId)!;
    const id = `pi_stand_${randomBytes(8).toString('hex')}`;
    this.intents.set(id, {
      id,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      metadata: session.metadata,
      status: 'succeeded',
      client_secret: `${id}_secret_x`,
      last_payment_error: null,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id });
    return id;
  }
}
