// The stripe payment provider, through the official `stripe` package, against a local stand-in for
// Stripe's API: intents with the server's amount, webhooks with Stripe's signature, checkout, refunds.
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, orders, users } from '../src/db/schema';
import { createTestApp, newPhone, signIn, type TestApp } from './helpers';
import { StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_stand_in_secret';
let t: TestApp;
let stand: StripeStandIn;
type Session = Awaited<ReturnType<typeof signIn>>;
let buyer: Session;
let rival: Session;

beforeAll(async () => {
  stand = new StripeStandIn();
  await stand.start();
  t = await createTestApp({
    SEED_DEMO: 'true',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stand.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  buyer = await signIn(t, newPhone());
  rival = await signIn(t, newPhone());
}, 180_000);
afterAll(async () => {
  await t.close();
  await stand.stop();
});

const api = (method: 'GET' | 'POST', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });
const addressOf = async (s: Session) =>
  (await t.app.database.db.select().from(users).where(eq(users.phone, s.phone)))[0]!.custodialAddress!;
/** A webhook call with Stripe's signature of the event (made with the app's secret unless told). */
const webhook = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
};
/** Stripe's event for a payment intent that succeeded. */
const intentSucceeded = (eventId: string, intentId: string) => ({
  id: eventId,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: intentId, object: 'payment_intent' } },
});
async function itemOnSale(collection: string) {
  const list = (await api('GET', '/nft-collections/forSale')).json().items as { id: string; name: string }[];
  const c = list.find((x) => x.name.startsWith(collection))!;
  const page = (await api('POST', `/products/getProductsForSale/${c.id}/100/0`, undefined, {})).json();
  return (page.items as { id: string; availability: string }[]).find((i) => i.availability === 'available')!;
}

describe('stripe provider (against a local stand-in)', () => {
  it('gives the publishable key, and opens the CSP to Stripe.js', async () => {
    const res = await api('GET', '/payment/token');
    expect(res.json()).toEqual({ secret: 'pk_test_stand_in', provider: 'stripe' });
    expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
    // the local provider's pages do not exist with stripe
    expect((await api('POST', '/local-pay/intents/pi_x/confirm', undefined, {})).statusCode).toBe(404);
  });

  it('creates the intent with the server’s price, fulfils on the signed webhook, once', async () => {
    const item = await itemOnSale('Nightfall');
    const dan = await api('POST', '/payment/createDAN', buyer, { productId: item.id });
    expect(dan.statusCode).toBe(200);
    const intent = stand.intents.get(dan.json().paymentIntentId)!;
    expect(intent).toMatchObject({ amount: 39_000, currency: 'eur', metadata: { productId: item.id } });
    expect(dan.json().client_secret).toBe(intent.client_secret);
    expect(stand.requests.at(-1)?.auth).toBe('Bearer sk_test_stand_in');

    // not paid yet: capture says so and hands nothing over
    const address = await addressOf(buyer);
    const early = await api('POST', '/payment/captureDAN', buyer, {
      paymentIntentId: intent.id,
      productId: item.id,
      address,
    });
    expect(early.statusCode).toBe(402);

    stand.succeed(intent.id as string);
    const event = intentSucceeded('evt_stand_1', intent.id as string);
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200);
    const order = (
      await t.app.database.db
        .select()
        .from(orders)
        .where(eq(orders.paymentIntentId, intent.id as string))
    )[0]!;
    expect(order).toMatchObject({ state: 'fulfilled', provider: 'stripe', amount: 39_000 });
    const capture = await api('POST', '/payment/captureDAN', buyer, {
      paymentIntentId: intent.id,
      productId: item.id,
      address,
    });
    expect(capture.json().state).toBe('fulfilled');
    const owner = (await t.app.database.db.select().from(items).where(eq(items.id, item.id)))[0]!.ownerId;
    expect(owner).not.toBeNull();
  });

  it('refuses a webhook signed with another secret', async () => {
    const res = await webhook(intentSucceeded('evt_forged', 'pi_x'), 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
  });

  it('checkout session: Stripe’s page url, fulfilled by checkout.session.completed; a second payment for a sold item is refunded', async () => {
    const item = await itemOnSale('Cuvée');
    const address = await addressOf(buyer);
    const res = await api('POST', '/payment/createCheckoutSession', buyer, {
      productId: item.id,
      address,
      externalId: 'stripe-order-0001',
    });
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stand-in\.test\/pay\/cs_stand_/);
    const sessionId = res.json().url.split('/').at(-1) as string;
    expect(stand.sessions.get(sessionId)).toMatchObject({ amount_total: 12_000, currency: 'eur' });

    // a rival also pays for the same item through an intent made before the hold (a race Stripe allows)
    const rivalAddress = await addressOf(rival);
    const rivalDan = await api('POST', '/payment/createDAN', rival, {
      productId: item.id,
      address: rivalAddress,
    });
    expect(rivalDan.statusCode).toBe(409);

    const paid = stand.completeSession(sessionId);
    const done = await webhook({
      id: 'evt_stand_2',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
    expect(done.statusCode).toBe(200);
    const status = await api('GET', `/payment/orders/${sessionId}`);
    expect(status.json()).toMatchObject({ state: 'fulfilled', paymentIntentId: paid });
    expect(stand.refunds).toHaveLength(0);
  });

  it('checkout session: Stripe comes back to the app origin the buyer is on when it is the app’s own, else to PUBLIC_URL', async () => {
    const own = new URL(t.config.publicUrl);
    const comesBackTo = async (origin: string, externalId: string) => {
      const owner = await signIn(t, newPhone());
      const item = await itemOnSale('Nightfall');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/createCheckoutSession',
        headers: { ...owner.headers, origin },
        payload: { productId: item.id, address: await addressOf(owner), externalId },
      });
      expect(res.statusCode).toBe(200);
      const session = stand.sessions.get(res.json().url.split('/').at(-1) as string)!;
      return { success: String(session.success_url), cancel: String(session.cancel_url), item: item.id };
    };
    // Stripe's page is on Stripe's origin, so its ways back are absolute. Another loopback spelling of the same port, outside production: a tab opened on 127.0.0.1 returns there
    const alias = `${own.protocol}//127.0.0.1:${own.port}`;
    const back = await comesBackTo(alias, 'stripe-origin-0001');
    expect(back.success).toBe(`${alias}/shop/complete?session_id={CHECKOUT_SESSION_ID}`);
    expect(back.cancel).toBe(`${alias}/shop/item/${back.item}?cancelled=1`);
    // any other origin is not ours to send a payer to: PUBLIC_URL
    expect((await comesBackTo('https://evil.example', 'stripe-origin-0002')).success).toBe(
      `${own.origin}/shop/complete?session_id={CHECKOUT_SESSION_ID}`,
    );
  });

  it('refunds a payment that arrives for an item someone else got first', async () => {
    const item = await itemOnSale('Atelier 1931');
    const dan = (await api('POST', '/payment/createDAN', buyer, { productId: item.id })).json();
    // the hold runs out, the rival takes and buys the item, then the first buyer's payment lands
    t.clock.advance(16 * 60);
    await t.app.services.shop.releaseExpired();
    rival = await signIn(t, rival.phone);
    buyer = await signIn(t, buyer.phone);
    const rivalDan = (await api('POST', '/payment/createDAN', rival, { productId: item.id })).json();
    stand.succeed(rivalDan.paymentIntentId);
    await webhook(intentSucceeded('evt_stand_3', rivalDan.paymentIntentId));
    stand.succeed(dan.paymentIntentId);
    await webhook(intentSucceeded('evt_stand_4', dan.paymentIntentId));
    const late = (
      await t.app.database.db.select().from(orders).where(eq(orders.paymentIntentId, dan.paymentIntentId))
    )[0]!;
    expect(late.state).toBe('refunded');
    expect(stand.refunds).toEqual([expect.objectContaining({ payment_intent: dan.paymentIntentId })]);
  });
});
