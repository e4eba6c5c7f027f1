// Requests that several test files make the same way: an owner's collections and items through the API,
// a step-up grant and a send through the real SMS flow, and a call on the brand API with a brand key.
import type { StepUpAction } from '@heirloom/contract';
import { and, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { items, orders, stepUpGrants, users } from '../src/db/schema';
import { stepUpBinding, type StepUpDetails } from '../src/modules/auth/step-up-binding';
import { LocalPayments } from '../src/providers/local-db/payments';
import type { Session, TestApp } from './helpers';

type Headers = Record<string, string>;
/** What the tests read of a listed collection or item (the rest of the JSON is there too). */
export interface Listed {
  id: string;
  name: string;
  [field: string]: unknown;
}

/** The first ten of the signed-in owner's collections. */
export async function collectionsOf(t: TestApp, headers: Headers): Promise<Listed[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products/collections/10/0',
    headers,
    payload: {},
  });
  return res.json().items;
}

/** The first ten of the signed-in owner's items in that collection. */
export async function itemsIn(t: TestApp, headers: Headers, collectionId: string): Promise<Listed[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/products/${collectionId}/10/0`,
    headers,
    payload: {},
  });
  return res.json().items;
}

/** The owner's item of that name in their collection of that name (an error if there is none). */
export async function ownedItem(
  t: TestApp,
  headers: Headers,
  collectionName: string,
  itemName: string,
): Promise<Listed> {
  const collection = (await collectionsOf(t, headers)).find((c) => c.name === collectionName);
  const item = collection && (await itemsIn(t, headers, collection.id)).find((i) => i.name === itemName);
  if (!item) throw new Error(`The owner has no ${itemName} in ${collectionName}.`);
  return item;
}

/** A call on the brand API with that brand key (null: no authorization header). */
export const brandApi = (
  t: TestApp,
  key: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/brand${url}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    ...(payload ? { payload } : {}),
  });

/**
 * A step-up grant through the real flow: once the 30 s between two codes have passed, the user asks for a
 * code for this action (a send's recipient and items) and types the one the SMS brought.
 */
export async function grantByCode(
  t: TestApp,
  s: Session,
  action: StepUpAction,
  details: StepUpDetails = {},
): Promise<void> {
  t.clock.advance(31);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: s.headers, payload });
  const asked = await post('/transactions/requestCode', { action, ...details });
  expect(asked.statusCode, asked.body).toBe(200);
  const checked = await post('/authorizations/checkPin', { pin: t.sms.lastCode(s.phone) });
  expect(checked.statusCode, checked.body).toBe(200);
}

/** A send (to a phone or to an address) with its grant first, as the app makes it: the API's answer. */
export async function sendWithGrant(
  t: TestApp,
  s: Session,
  action: 'sendToPhone' | 'sendToAddress',
  body: StepUpDetails,
) {
  await grantByCode(t, s, action, body);
  return t.app.inject({
    method: 'POST',
    url: `/api/transactions/${action}`,
    headers: s.headers,
    payload: body,
  });
}

/**
 * Open grants written straight in, one per send (each names its recipient and items): for sends that race,
 * where the real flow's 30 s between two codes would keep them apart.
 */
export async function insertGrants(
  t: TestApp,
  s: Session,
  action: 'sendToPhone' | 'sendToAddress',
  sends: StepUpDetails[],
): Promise<void> {
  const { userId, sessionId } = (await t.app.services.auth.authenticate(s.accessToken))!;
  const now = t.clock.now();
  await t.app.database.db.insert(stepUpGrants).values(
    sends.map((details) => ({
      userId,
      sessionId,
      action,
      binding: stepUpBinding(action, details),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 300_000),
    })),
  );
}

/** Pays a payment intent on the local provider with its test card (4242…, or `number`): what it answered. */
export async function payWithTestCard(
  t: TestApp,
  intent: { paymentIntentId: string; client_secret: string },
  number = '4242424242424242',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/local-pay/intents/${intent.paymentIntentId}/confirm`,
    payload: { clientSecret: intent.client_secret, number, expMonth: 12, expYear: 2030, cvc: '123' },
  });
  return res.json<{ status: string }>();
}

/**
 * The owner buys an item on sale by card in the app (payment intent, the test card, capture) and the payment's
 * webhook has run: the fulfilled order's id and its payment intent.
 */
export async function buyByCard(t: TestApp, buyer: { headers: Headers }, itemId: string) {
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: buyer.headers, payload });
  const dan = (await call('/payment/createDAN', { productId: itemId })).json<{
    paymentIntentId: string;
    client_secret: string;
    address: string;
  }>();
  expect((await payWithTestCard(t, dan)).status).toBe('succeeded');
  const capture = await call('/payment/captureDAN', {
    paymentIntentId: dan.paymentIntentId,
    productId: itemId,
    address: dan.address,
  });
  expect(capture.json()).toMatchObject({ state: 'fulfilled' });
  const payments = t.app.providers.payments;
  if (payments instanceof LocalPayments) await payments.idle();
  const [order] = await t.app.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, dan.paymentIntentId));
  return { orderId: order!.id, paymentIntentId: dan.paymentIntentId };
}

/** An item `s` holds, minted, not declared nor on its way: the first by name but `skip`. */
export async function heldBy(t: TestApp, s: Session, skip = 0) {
  const db = t.app.database.db;
  const [user] = await db.select().from(users).where(eq(users.phone, s.phone));
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.ownerId, user!.id), eq(items.status, 'active'), ne(items.isToMint, true)))
    .orderBy(items.name);
  return rows[skip]!;
}
