// The shop and card payments with the local provider: purchase, refused cards, idempotent capture,
// webhooks (repeated, reordered, forged), amount tampering, concurrent holds, expiry, sealed tokens,
// guest purchase through the hosted card page, receipts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, localPayments, orders, reservations, transfers, users } from '../src/db/schema';
import { LocalPayments } from '../src/providers/local-db/payments';
import { signWebhook } from '../src/providers/payments/payment-provider';
import { createTestApp, newPhone, signIn, type TestApp } from './helpers';

let t: TestApp;
type Session = Awaited<ReturnType<typeof signIn>>;
let buyer: Session;
let other: Session;
let local: LocalPayments;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  buyer = await signIn(t, newPhone());
  other = await signIn(t, newPhone());
  if (!(t.app.providers.payments instanceof LocalPayments)) throw new Error('local provider expected');
  local = t.app.providers.payments;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });

interface ShopCollection {
  id: string;
  name: string;
  price: { amount: number; currency: string };
  itemsLeft: number;
}
interface ShopItem {
  id: string;
  name: string;
  availability: string;
}

async function collectionsOnSale(): Promise<ShopCollection[]> {
  const res = await api('GET', '/nft-collections/forSale');
  expect(res.statusCode).toBe(200);
  return res.json<{ items: ShopCollection[] }>().items;
}

async function availableItems(collection: string, s?: Session): Promise<ShopItem[]> {
  const c = (await collectionsOnSale()).find((x) => x.name.startsWith(collection))!;
  const res = await api('POST', `/products/getProductsForSale/${c.id}/100/0`, s, {});
  expect(res.statusCode).toBe(200);
  return res.json<{ items: ShopItem[] }>().items.filter((i) => i.availability === 'available');
}

/** Pays on the local provider's hosted card page with the test card; where it sends the buyer back. */
async function payOnHostedPage(pageUrl: string): Promise<URL> {
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(pageUrl, t.config.publicUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number: '4242424242424242', expiry: '12/30', cvc: '123' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  await local.idle();
  return new URL(paid.headers.location as string, t.config.publicUrl);
}

const userOf = async (s: Session) => (await db().select().from(users).where(eq(users.phone, s.phone)))[0]!;
const itemRow = async (id: string) => (await db().select().from(items).where(eq(items.id, id)))[0]!;

async function pay(pi: string, secret: string, number: string) {
  return api('POST', `/local-pay/intents/${pi}/confirm`, undefined, {
    clientSecret: secret,
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
}

describe('shop listing', () => {
  it('lists collections on sale with price, brand and items left, and their items', async () => {
    const list = await collectionsOnSale();
    expect(list.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Atelier 1931 — Limited Edition', 'Nightfall Capsule', 'Cuvée Lumière 2021']),
    );
    const watches = list.find((c) => c.name.startsWith('Atelier 1931'))!;
    expect(watches.price).toEqual({ amount: 480_000, currency: 'EUR' });
    expect(watches.itemsLeft).toBe(4);
    const page = await api('POST', `/products/getProductsForSale/${watches.id}/2/0`, undefined, {});
    expect(page.json()).toMatchObject({ total: 4, collection: { id: watches.id } });
    expect(page.json().items).toHaveLength(2);
    expect(page.json().items[0].pictures[0].url).toMatch(/^\/api\/media\/images\//);
  });

  it('refuses a collection not on sale, bad paging and unknown filters', async () => {
    const owned = (await db().select().from(items).where(eq(items.name, 'Chronographe 1931')))[0]!;
    expect(
      (await api('POST', `/products/getProductsForSale/${owned.collectionId}/10/0`, undefined, {}))
        .statusCode,
    ).toBe(404);
    const c = (await collectionsOnSale())[0]!;
    expect((await api('POST', `/products/getProductsForSale/${c.id}/101/0`, undefined, {})).statusCode).toBe(
      400,
    );
    expect(
      (await api('POST', `/products/getProductsForSale/${c.id}/10/0`, undefined, { filters: { price: 1 } }))
        .statusCode,
    ).toBe(400);
    // an owned item is not in the shop
    expect((await api('GET', `/products/forSale/${owned.id}`)).statusCode).toBe(404);
  });
});

describe('purchase with the local provider', () => {
  it('reserves, pays with 4242…, captures: the item is the buyer’s, in history, activity and the ledger', async () => {
    const [item] = await availableItems('Nightfall', buyer);
    const hold = await api('POST', `/v1/products/reserve/${item!.id}`, buyer);
    expect(hold.statusCode).toBe(200);
    expect(new Date(hold.json().expiresAt).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
    expect((await itemRow(item!.id)).status).toBe('reserved');

    const dan = await api('POST', '/payment/createDAN', buyer, { productId: item!.id });
    expect(dan.statusCode).toBe(200);
    expect(dan.json().price).toEqual({ amount: 39_000, currency: 'EUR' });
    const { client_secret, paymentIntentId } = dan.json<{ client_secret: string; paymentIntentId: string }>();
    // calling it again gives the same payment back (no second charge possible)
    expect(
      (await api('POST', '/payment/createDAN', buyer, { productId: item!.id })).json().paymentIntentId,
    ).toBe(paymentIntentId);

    expect((await pay(paymentIntentId, client_secret, '4242 4242 4242 4242')).json().status).toBe(
      'succeeded',
    );
    const me = await userOf(buyer);
    const capture = await api('POST', '/payment/captureDAN', buyer, {
      paymentIntentId,
      productId: item!.id,
      address: me.custodialAddress,
    });
    expect(capture.statusCode).toBe(200);
    expect(capture.json()).toMatchObject({
      state: 'fulfilled',
      productId: item!.id,
      price: { amount: 39_000 },
    });
    await local.idle();

    const owned = await itemRow(item!.id);
    expect(owned).toMatchObject({ ownerId: me.id, status: 'active' });
    expect((await api('GET', `/v1/products/${item!.id}`, buyer)).statusCode).toBe(200);
    const history = await api('GET', `/v1/products/getProductHistory/${item!.id}`, buyer);
    expect(history.json().items[0]).toMatchObject({
      kind: 'purchased',
      details: { counterparty: 'Atelier Nuit', amount: '39000', currency: 'EUR' },
    });
    const activity = await api('GET', '/transactions/10/0/received', buyer);
    expect(activity.json().items[0]).toMatchObject({
      direction: 'received',
      product: { id: item!.id },
      counterparty: { brand: 'Atelier Nuit' },
      state: 'done',
    });
    expect((await t.app.providers.ledger.verify()).ok).toBe(true);
    // the shop now shows it sold
    expect((await api('GET', `/products/forSale/${item!.id}`)).json().availability).toBe('sold');

    // capture again, and the webhook again: one sale
    expect(
      (
        await api('POST', '/payment/captureDAN', buyer, {
          paymentIntentId,
          productId: item!.id,
          address: me.custodialAddress,
        })
      ).json().state,
    ).toBe('fulfilled');
    const sales = await db().select().from(transfers).where(eq(transfers.kind, 'purchase'));
    expect(sales.filter((s) => s.recipientId === me.id)).toHaveLength(1);

    // receipts: to the buyer's phone only
    expect(
      (await api('POST', '/payment/receipt', undefined, { paymentIntentId, phone: other.phone })).json(),
    ).toBe(false);
    expect(
      (await api('POST', '/payment/receipt', undefined, { paymentIntentId, phone: buyer.phone })).json(),
    ).toBe(true);
    expect(t.sms.last(buyer.phone)?.text).toMatch(/receipt.*Runner.*€390\.00/s);
  });

  it.each([
    ['4000 0000 0000 0002', 'generic_decline'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
  ])('a refused card (%s) leaves the item on sale, then another card pays', async (card, reason) => {
    const [item] = await availableItems('Cuvée', other);
    const dan = await api('POST', '/payment/createDAN', other, { productId: item!.id });
    const { client_secret, paymentIntentId } = dan.json<{ client_secret: string; paymentIntentId: string }>();
    const refused = await pay(paymentIntentId, client_secret, card);
    expect(refused.json()).toMatchObject({
      status: 'requires_payment_method',
      error: { declineCode: reason },
    });
    const address = (await userOf(other)).custodialAddress;
    const capture = await api('POST', '/payment/captureDAN', other, {
      paymentIntentId,
      productId: item!.id,
      address,
    });
    expect(capture.statusCode).toBe(402);
    expect(capture.json().code).toBe('PAYMENT_NOT_COMPLETED');
    expect((await itemRow(item!.id)).ownerId).toBeNull();
    await local.idle();
    expect(
      (await db().select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)))[0],
    ).toMatchObject({
      state: 'created',
      failure: reason,
    });
    // cancel the hold so the next case starts clean
    const reservation = (await api('POST', `/v1/products/reserve/${item!.id}`, other)).json();
    expect(
      (
        await api('POST', '/products/cancel', undefined, {
          encryptedProductId: reservation.encryptedProductId,
        })
      ).statusCode,
    ).toBe(200);
    expect((await itemRow(item!.id)).status).toBe('on_sale');
  });
});

describe('webhooks', () => {
  const webhook = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });
  const webhookKey = async () =>
    (await t.app.database.db.query.appSecrets.findFirst({
      where: (s, { eq: e }) => e(s.name, 'local_webhook'),
    }))!.value;

  it('refuses a missing, forged, stale or unreadable signed body with 400 and changes nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_x',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', object: 'payment_intent' } },
    });
    expect((await webhook(body)).statusCode).toBe(400);
    const forged = signWebhook(body, 'whsec_not_ours', t.clock.now());
    const res = await webhook(body, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    // signed with our key, but six minutes ago (Stripe's tolerance is five), or not an event at all
    const key = await webhookKey();
    const stale = signWebhook(body, key, new Date(t.clock.now().getTime() - 6 * 60_000));
    expect((await webhook(body, stale)).json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    for (const unreadable of ['not json', '{"type":"payment_intent.succeeded"}']) {
      const signed = await webhook(unreadable, signWebhook(unreadable, key, t.clock.now()));
      expect(signed.statusCode).toBe(400);
    }
    // the same body with a fresh signature from our key is accepted (an event about an unknown intent)
    expect((await webhook(body, signWebhook(body, key, t.clock.now()))).statusCode).toBe(200);
  });

  it('fulfils once when events repeat and arrive out of order (captureDAN never called)', async () => {
    const [item] = await availableItems('Atelier 1931', buyer);
    const dan = (await api('POST', '/payment/createDAN', buyer, { productId: item!.id })).json();
    // the intent fails first, then succeeds; the events are delivered late, reversed and twice
    await pay(dan.paymentIntentId, dan.client_secret, '4000 0000 0000 0002');
    await pay(dan.paymentIntentId, dan.client_secret, '4242 4242 4242 4242');
    await local.idle();
    const key = await webhookKey();
    const event = (id: string, type: string) =>
      JSON.stringify({ id, type, data: { object: { id: dan.paymentIntentId, object: 'payment_intent' } } });
    const succeeded = event('evt_late_ok', 'payment_intent.succeeded');
    const failed = event('evt_late_fail', 'payment_intent.payment_failed');
    for (const body of [succeeded, failed, succeeded, failed]) {
      expect((await webhook(body, signWebhook(body, key, t.clock.now()))).statusCode).toBe(200);
    }
    const order = (
      await db().select().from(orders).where(eq(orders.paymentIntentId, dan.paymentIntentId))
    )[0]!;
    expect(order.state).toBe('fulfilled');
    const sales = await db().select().from(transfers).where(eq(transfers.orderId, order.id));
    expect(sales).toHaveLength(1);
    expect((await itemRow(item!.id)).ownerId).toBe((await userOf(buyer)).id);
  });

  it('never hands over when the amount paid is not the price (tampering at the provider)', async () => {
    const [item] = await availableItems('Atelier 1931', other);
    const dan = (await api('POST', '/payment/createDAN', other, { productId: item!.id })).json();
    await db().update(localPayments).set({ amount: 100 }).where(eq(localPayments.id, dan.paymentIntentId));
    await pay(dan.paymentIntentId, dan.client_secret, '4242424242424242');
    await local.idle();
    const address = (await userOf(other)).custodialAddress;
    const capture = await api('POST', '/payment/captureDAN', other, {
      paymentIntentId: dan.paymentIntentId,
      productId: item!.id,
      address,
    });
    expect(capture.statusCode).toBe(409);
    expect((await itemRow(item!.id)).ownerId).toBeNull();
    // and the client cannot name a price at all
    expect(
      (await api('POST', '/payment/createDAN', other, { productId: item!.id, amount: 1 })).statusCode,
    ).toBe(400);
  });
});

describe('holds', () => {
  it('two buyers reserving the same item at once: one hold', async () => {
    const [item] = await availableItems('Cuvée', buyer);
    const results = await Promise.all([
      api('POST', `/v1/products/reserve/${item!.id}`, buyer),
      api('POST', `/v2/products/reserve`, other, {
        collectionId: (await itemRow(item!.id)).collectionId,
        productId: item!.id,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const active = await db()
      .select()
      .from(reservations)
      .where(and(eq(reservations.itemId, item!.id), eq(reservations.state, 'active')));
    expect(active).toHaveLength(1);
    // the loser cannot pay for it either
    const loser = results[0]!.statusCode === 200 ? other : buyer;
    const dan = await api('POST', '/payment/createDAN', loser, { productId: item!.id });
    expect(dan.statusCode).toBe(409);
    expect(dan.json().code).toBe('ITEM_HELD');
  });

  it('a hold expires after 15 minutes and the item goes back on sale', async () => {
    const c = (await collectionsOnSale()).find((x) => x.name.startsWith('Nightfall'))!;
    const hold = (await api('POST', '/v2/products/reserve', other, { collectionId: c.id })).json();
    expect((await itemRow(hold.productId)).status).toBe('reserved');
    t.clock.advance(15 * 60 + 1);
    expect(await t.app.services.shop.releaseExpired()).toBeGreaterThanOrEqual(1);
    // access tokens live 15 minutes too: sign in again
    buyer = await signIn(t, buyer.phone);
    other = await signIn(t, other.phone);
    expect((await itemRow(hold.productId)).status).toBe('on_sale');
    expect((await api('POST', `/v1/products/reserve/${hold.productId}`, buyer)).statusCode).toBe(200);
  });

  it('needs a session to reserve, and refuses an unknown item', async () => {
    const [item] = await availableItems('Nightfall');
    expect((await api('POST', `/v1/products/reserve/${item!.id}`)).statusCode).toBe(401);
    expect(
      (await api('POST', `/v1/products/reserve/00000000-0000-4000-8000-000000000000`, buyer)).statusCode,
    ).toBe(404);
  });
});

describe('sealed tokens', () => {
  it('opens a market link, and refuses one altered, of another purpose or expired with 400', async () => {
    const [item] = await availableItems('Nightfall');
    const { encryptedData } = t.app.services.shop.marketLink(item!.id, 1);
    const opened = await api('POST', '/products/market', undefined, { encryptedData });
    expect(opened.json()).toMatchObject({ id: item!.id });
    const flipped =
      encryptedData.slice(0, 20) + (encryptedData[20] === 'A' ? 'B' : 'A') + encryptedData.slice(21);
    expect((await api('POST', '/products/market', undefined, { encryptedData: flipped })).json().code).toBe(
      'TOKEN_INVALID',
    );
    const hold = (await api('POST', `/v1/products/reserve/${item!.id}`, other)).json();
    expect(
      (await api('POST', '/products/market', undefined, { encryptedData: hold.encryptedProductId })).json()
        .code,
    ).toBe('TOKEN_INVALID');
    t.clock.advance(2 * 86_400);
    const expired = await api('POST', '/products/market', undefined, { encryptedData });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('guest purchase through the hosted card page', () => {
  it('phone → code → address → checkout page → paid; signing in later finds the item', async () => {
    await t.app.services.shop.releaseExpired();
    const phone = newPhone();
    expect(
      (
        await api('POST', '/users/getCodeForDAN', undefined, {
          phone,
          language: 'fr',
          email: 'guest@example.com',
        })
      ).statusCode,
    ).toBe(200);
    expect(t.sms.last(phone)?.text).toMatch(/recevoir votre achat/);
    expect(
      (await api('POST', '/users/getAddressFromPhone', undefined, { phone, code: '000000' })).statusCode,
    ).toBe(401);
    const { address, guestPass } = (
      await api('POST', '/users/getAddressFromPhone', undefined, { phone, code: t.sms.lastCode(phone) })
    ).json();
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(guestPass).toEqual(expect.any(String));

    const [item] = await availableItems('Nightfall');
    const session = await api('POST', '/payment/createCheckoutSession', undefined, {
      productId: item!.id,
      address,
      guestPass,
      externalId: 'guest-order-0001',
    });
    expect(session.statusCode).toBe(200);
    const url = new URL(session.json().url, t.config.publicUrl);
    // the same externalId gives the same page
    expect(
      (
        await api('POST', '/payment/createCheckoutSession', undefined, {
          productId: item!.id,
          address,
          guestPass,
          externalId: 'guest-order-0001',
        })
      ).json().url,
    ).toBe(session.json().url);

    const page = await t.app.inject({
      method: 'GET',
      url: url.pathname,
      headers: { 'accept-language': 'fr' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Paiement sécurisé');
    expect(page.body).not.toMatch(/<script/i);
    const form = (number: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url.pathname}?lang=fr`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ number, expiry: '12/30', cvc: '123' }).toString(),
      });
    const declined = await form('4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Votre carte a été refusée');
    const paid = await form('4242424242424242');
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string, t.config.publicUrl);
    expect(back.pathname).toBe('/shop/complete');
    await local.idle();
    const status = await api('GET', `/payment/orders/${back.searchParams.get('session_id')}`);
    expect(status.json()).toMatchObject({ state: 'fulfilled', productId: item!.id });

    const guest = await signIn(t, phone);
    expect((await api('GET', `/v1/products/${item!.id}`, guest)).statusCode).toBe(200);
    const receipt = await api('POST', '/payment/receipt', undefined, {
      paymentIntentId: status.json().paymentIntentId,
      phone,
    });
    expect(receipt.json()).toBe(true);
  });

  it('sends the receipt to the e-mail the guest gave for that order, signed in since or not', async () => {
    await t.app.services.shop.releaseExpired();
    const outbox = async (to: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<
        { channel: string; subject: string | null; text: string }[]
      >();
    // a guest purchase to its end: the code (with the e-mail given), the pass, the hosted card page
    const guestBuys = async (phone: string, email: string, externalId: string) => {
      const code = await api('POST', '/users/getCodeForDAN', undefined, { phone, language: 'en', email });
      expect(code.statusCode).toBe(200);
      const proof = await api('POST', '/users/getAddressFromPhone', undefined, {
        phone,
        code: t.sms.lastCode(phone),
      });
      const { address, guestPass } = proof.json<{ address: string; guestPass: string }>();
      t.clock.advance(5);
      const [item] = await availableItems('Nightfall');
      const session = await api('POST', '/payment/createCheckoutSession', undefined, {
        productId: item!.id,
        address,
        guestPass,
        externalId,
      });
      expect(session.statusCode).toBe(200);
      const back = await payOnHostedPage(session.json<{ url: string }>().url);
      const status = await api('GET', `/payment/orders/${back.searchParams.get('session_id')}`);
      expect(status.json()).toMatchObject({ state: 'fulfilled' });
      return status.json<{ paymentIntentId: string }>().paymentIntentId;
    };
    const receipt = async (paymentIntentId: string, phone: string) =>
      (await api('POST', '/payment/receipt', undefined, { paymentIntentId, phone })).json<boolean>();

    // a new number: the guest signs in before asking (the account is no longer pending)
    const newcomer = newPhone();
    const first = await guestBuys(newcomer, 'newcomer@example.com', 'guest-receipt-0001');
    await signIn(t, newcomer);
    expect(await receipt(first, newcomer)).toBe(true);
    const [mail] = await outbox('newcomer@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringMatching(/^Receipt — Runner/) });
    expect(mail?.text).toMatch(/Heirloom receipt\..*€/);

    // a number that already has an account, buying signed out: the address given for this order
    const second = await guestBuys(other.phone, 'other.guest@example.com', 'guest-receipt-0002');
    t.clock.advance(60);
    // a code asked for afterwards, with another address, does not take this order's receipts elsewhere
    await api('POST', '/users/getCodeForDAN', undefined, {
      phone: other.phone,
      language: 'en',
      email: 'later@example.com',
    });
    await api('POST', '/users/getAddressFromPhone', undefined, {
      phone: other.phone,
      code: t.sms.lastCode(other.phone),
    });
    // another phone gets nothing sent anywhere
    expect(await receipt(second, newcomer)).toBe(false);
    expect(await outbox('other.guest@example.com')).toHaveLength(0);
    expect(await receipt(second, other.phone)).toBe(true);
    expect(await outbox('other.guest@example.com')).toHaveLength(1);
    expect(await outbox('later@example.com')).toHaveLength(0);
    // still 3 receipts per order at most
    expect(await receipt(second, other.phone)).toBe(true);
    expect(await receipt(second, other.phone)).toBe(true);
    expect(await receipt(second, other.phone)).toBe(false);
    expect(await outbox('other.guest@example.com')).toHaveLength(3);
  });

  it('refuses an address without its guest pass, and a guest payment without an address', async () => {
    const [item] = await availableItems('Nightfall');
    const unknown = await api('POST', '/payment/createDAN', undefined, {
      productId: item!.id,
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(unknown.json()).toMatchObject({ statusCode: 403, code: 'ADDRESS_NOT_PROVEN' });
    expect((await api('POST', '/payment/createDAN', undefined, { productId: item!.id })).json().code).toBe(
      'ADDRESS_REQUIRED',
    );
  });
});

describe('payment token', () => {
  it('gives the publishable key and the provider', async () => {
    expect((await api('GET', '/payment/token')).json()).toEqual({
      secret: 'pk_test_local',
      provider: 'local',
    });
  });
});

describe('the hosted card page’s way back', () => {
  /** A guest's checkout session asked from a page on `origin`: its answer, then the card page and its form's answer. */
  const checkoutFrom = async (origin: string, externalId: string) => {
    const phone = newPhone();
    await api('POST', '/users/getCodeForDAN', undefined, { phone });
    const proof = (
      await api('POST', '/users/getAddressFromPhone', undefined, { phone, code: t.sms.lastCode(phone) })
    ).json<{ address: string; guestPass: string }>();
    // whichever collection still has a piece (the tests above bought many)
    let item: ShopItem | undefined;
    for (const c of await collectionsOnSale()) item ??= (await availableItems(c.name))[0];
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/payment/createCheckoutSession',
      headers: { origin },
      payload: { productId: item!.id, ...proof, externalId },
    });
    expect(session.statusCode).toBe(200);
    const { url } = session.json<{ url: string }>();
    const page = await t.app.inject({ method: 'GET', url, headers: { origin } });
    const paid = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: '4242424242424242', expiry: '12/30', cvc: '123' }).toString(),
    });
    await local.idle();
    return { url, page: page.body, location: String(paid.headers.location), productId: item!.id };
  };

  it('keeps the buyer on the address they opened: the card page, its form and its way back are paths', async () => {
    await t.app.services.shop.releaseExpired();
    const own = new URL(t.config.publicUrl);
    const origins = [
      // another spelling of this machine, a phone on the network (HOST=0.0.0.0), and a stranger
      `${own.protocol}//127.0.0.1:${own.port}`,
      `${own.protocol}//192.168.1.20:${own.port}`,
      'https://evil.example',
    ];
    for (const [i, origin] of origins.entries()) {
      const { url, page, location, productId } = await checkoutFrom(origin, `origin-order-000${i}`);
      expect(url).toMatch(/^\/api\/local-pay\/checkout\/cs_local_[0-9a-f]+$/);
      expect(page).toContain(`<form method="post" action="${url}?lang=`);
      expect(page).toContain(`href="/shop/item/${productId}?cancelled=1"`);
      // no address of any origin on the page, PUBLIC_URL's included: the browser stays where it is
      expect(page).not.toMatch(/https?:\/\//);
      expect(location).toMatch(/^\/shop\/complete\?session_id=cs_local_[0-9a-f]+$/);
    }
  });
});
