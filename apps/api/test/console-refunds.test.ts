// Returns from the console (issue 18, decision 019): catalogue staff refund a sold order whose item its buyer
// brought back. The order is refunded (when, by whom, why), the card refunded once, the token goes back to the
// brand's custody on the chain, the item leaves the buyer's app for the brand's stock, the buyer is told, and the
// audit log says so. Refusals change nothing: a second refund, an item sent on, another brand's order, an item
// declared lost, an order not paid. A card refund that fails is retried by its job until it goes through.
import type { ConsoleItem, ConsoleOrder, Transaction } from '@heirloom/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenIdOf } from '../src/chain/items-contract';
import { auditEntries, chainWrites, collections, items, orders, transfers, users } from '../src/db/schema';
import { LocalPayments } from '../src/providers/local-db/payments';
import { chainWaits } from './chain-waits';
import { demoAppWithOwners } from './demo-app';
import { buyByCard, sendWithGrant } from './fixtures';
import type { Session } from './helpers';
import { changedTables, dataDigest } from './security/support';
import { brandId, colleague, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

const { t, owner1, owner2 } = demoAppWithOwners(120_000, { CHAIN: 'local', CHAIN_BLOCK_TIME: '0.2' });
const db = () => t.app.database.db;

let aurele: string;
let catalogue: Staff;
let nuitAdmin: Staff;

const api = (method: 'GET' | 'POST', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });
const refund = (
  staff: Staff,
  orderId: string,
  reason = 'The buyer brought it back within 14 days.',
  brand = aurele,
) => consoleCall(t, staff, 'POST', `/brands/${brand}/orders/${orderId}/refund`, { reason });
const local = () => {
  const payments = t.app.providers.payments;
  if (!(payments instanceof LocalPayments)) throw new Error('local payments expected');
  return payments;
};

const { eventually, chainSettled } = chainWaits(t);

/** Everything stored, to check that a refusal changed nothing. */
async function unchanged<T>(act: () => Promise<T>): Promise<T> {
  await chainSettled();
  await t.app.services.jobs.drain();
  const before = await dataDigest(t);
  const result = await act();
  await t.app.services.jobs.drain();
  expect(changedTables(before, await dataDigest(t))).toEqual([]);
  return result;
}

/** The next item on sale in the brand's shop that nobody holds. */
async function shopItem() {
  const [row] = await db()
    .select({ id: items.id, name: items.name })
    .from(items)
    .innerJoin(collections, eq(items.collectionId, collections.id))
    .where(and(eq(collections.clientId, aurele), isNull(items.ownerId), eq(items.status, 'on_sale')))
    .orderBy(asc(items.serialNumber))
    .limit(1);
  if (!row) throw new Error('the shop has nothing left');
  return row;
}

/** The owner buys an item of the shop by card: the fulfilled order's id and the item. */
async function buy(s: Session) {
  const item = await shopItem();
  return { ...(await buyByCard(t, s, item.id)), item };
}

const ownerOnChain = (itemId: string) => t.app.deps.chain!.items.ownerOf(tokenIdOf(itemId));
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const itemRow = async (id: string) => (await db().select().from(items).where(eq(items.id, id)))[0]!;

beforeAll(async () => {
  aurele = await brandId(t, 'maison-aurele');
  const admin = await firstAdmin(t, 'maison-aurele', 'admin@returns.example');
  catalogue = await colleague(t, admin, 'maison-aurele', 'catalogue@returns.example', ['catalogue']);
  nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'admin@returns-nuit.example');
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a return from the console', () => {
  let sold: Awaited<ReturnType<typeof buy>>;

  it('refunds a sold order: the card once, the token back to the brand, the item out of the buyer’s app', async () => {
    sold = await buy(owner2);
    const { orderId, item } = sold;
    expect((await api('GET', `/v1/products/${item.id}`, owner2)).statusCode).toBe(200);
    // the token reached the buyer's custody first
    await chainSettled();
    const buyer = (await db().select().from(users).where(eq(users.phone, owner2.phone)))[0]!;
    expect(await ownerOnChain(item.id)).toBe(t.app.deps.custody.address(buyer.id, item.id));
    const refunds = vi.spyOn(t.app.providers.payments, 'refund');

    const res = await refund(catalogue, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<ConsoleOrder>();
    expect(order).toMatchObject({
      id: orderId,
      state: 'refunded',
      refund: {
        by: 'catalogue@returns.example',
        reason: 'The buyer brought it back within 14 days.',
        settled: true,
        at: t.clock.now().toISOString(),
      },
    });
    // the card is refunded once, with the order's id as the idempotency key
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds).toHaveBeenCalledWith(sold.paymentIntentId, orderId);
    expect(await local().isRefunded(sold.paymentIntentId)).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({
      state: 'refunded',
      refundedBy: 'catalogue@returns.example',
      refundReason: 'The buyer brought it back within 14 days.',
      refundSettledAt: expect.any(Date),
    });

    // the item: back in the brand's stock, off sale; gone from the buyer's app
    expect(await itemRow(item.id)).toMatchObject({ ownerId: null, status: 'stock' });
    expect((await api('GET', `/v1/products/${item.id}`, owner2)).statusCode).toBe(404);
    const collectionId = (await itemRow(item.id)).collectionId;
    const inShop = await api('POST', `/products/getProductsForSale/${collectionId}/100/0`, undefined, {});
    expect(inShop.body).not.toContain(item.id);

    // the buyer's activity lists it as sent to the brand; the buyer is told, in their language
    const sent = (await api('GET', '/transactions/10/0/sent', owner2)).json<{ items: Transaction[] }>();
    expect(sent.items.find((r) => r.product.id === item.id)?.counterparty).toEqual({
      brand: 'Maison Aurèle',
    });
    // (the demo's second owner reads French)
    expect(t.sms.last(owner2.phone)?.text).toMatch(
      /Maison Aurèle a repris .* et vous rembourse 4\s800,00\s€/u,
    );

    // the audit log
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.clientId, aurele), eq(auditEntries.action, 'order.refunded')));
    expect(entry).toMatchObject({
      actorLabel: 'catalogue@returns.example',
      targetId: orderId,
      details: { reason: 'The buyer brought it back within 14 days.', amount: 480_000, currency: 'EUR' },
    });

    // the token: from the buyer's custody back to the brand's, on the chain
    await eventually(async () => {
      const [move] = await db()
        .select({ write: chainWrites })
        .from(chainWrites)
        .innerJoin(transfers, eq(transfers.id, chainWrites.transferId))
        .where(and(eq(chainWrites.itemId, item.id), eq(transfers.kind, 'return')));
      expect(move?.write).toMatchObject({ kind: 'move', state: 'confirmed' });
    }, 60_000);
    expect(await ownerOnChain(item.id)).toBe(t.app.deps.custody.address(aurele, item.id));
    // in the brand's stock, where staff may put it on sale again
    const stock = (
      await consoleCall(
        t,
        catalogue,
        'GET',
        `/brands/${aurele}/collections/${collectionId}/items/100/0?state=stock`,
      )
    ).json<{ items: ConsoleItem[] }>();
    expect(stock.items.map((i) => i.id)).toContain(item.id);
    const again = await consoleCall(t, catalogue, 'PUT', `/brands/${aurele}/items/${item.id}/sale`, {
      onSale: true,
    });
    expect(again.json<ConsoleItem>().state).toBe('on_sale');

    // the list shows it refunded, with when and why
    const list = (await consoleCall(t, catalogue, 'GET', `/brands/${aurele}/orders/10/0`)).json<{
      items: ConsoleOrder[];
    }>();
    expect(list.items.find((o) => o.id === orderId)).toMatchObject({
      state: 'refunded',
      refund: { reason: 'The buyer brought it back within 14 days.', settled: true },
    });
  }, 120_000);

  it('a second refund is refused, and changes nothing', async () => {
    const refunds = vi.spyOn(t.app.providers.payments, 'refund');
    const res = await unchanged(() => refund(catalogue, sold.orderId));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_ALREADY_REFUNDED');
    expect(refunds).not.toHaveBeenCalled();
  }, 120_000);

  it('another brand’s staff are told the order does not exist', async () => {
    const other = await buy(owner2);
    const nuit = await brandId(t, 'atelier-nuit');
    for (const brand of [nuit, aurele]) {
      const res = await unchanged(() => refund(nuitAdmin, other.orderId, 'Mine now.', brand));
      expect(res.statusCode).toBe(404);
    }
    // an order id nobody has
    const none = await unchanged(() => refund(catalogue, '00000000-0000-4000-8000-000000000000'));
    expect(none.statusCode).toBe(404);
  }, 120_000);

  it('an item the buyer sent on to another phone stays theirs: 409, nothing changes', async () => {
    const { orderId, item } = await buy(owner2);
    const res = await sendWithGrant(t, owner2, 'sendToPhone', {
      phoneTo: owner1.phone,
      productsIds: [item.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await unchanged(() => refund(catalogue, orderId, 'Brought back.'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ITEM_NOT_WITH_BUYER' });
    const french = await unchanged(() =>
      consoleCall(
        t,
        catalogue,
        'POST',
        `/brands/${aurele}/orders/${orderId}/refund`,
        { reason: 'Rapporté.' },
        'fr',
      ),
    );
    expect(french.json().message).toContain('L’acheteur n’a plus cet objet');
    expect((await orderRow(orderId)).state).toBe('fulfilled');
  }, 120_000);

  it('an item its buyer declared lost, a reason of blanks: refused, nothing changes; withdrawn, it comes back', async () => {
    const { orderId, item } = await buy(owner2);
    const declared = await api('POST', `/products/makeOpposition/${item.id}`, owner2, {
      details: 'Lost on the train.',
      kind: 'lost',
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const lost = await unchanged(() => refund(catalogue, orderId));
    expect(lost.json()).toMatchObject({ statusCode: 409, code: 'ITEM_DECLARED_MISSING' });
    expect(lost.json().message).toContain('declared this item lost');
    const blank = await unchanged(() => refund(catalogue, orderId, '   '));
    expect(blank.statusCode).toBe(400);

    const found = await api('POST', `/products/withdrawOpposition/${item.id}`, owner2, {
      details: 'Found it under the seat.',
    });
    expect(found.statusCode, found.body).toBe(200);
    const res = await refund(catalogue, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await itemRow(item.id)).toMatchObject({ ownerId: null, status: 'stock' });
    await consoleCall(t, catalogue, 'PUT', `/brands/${aurele}/items/${item.id}/sale`, { onSale: true });
  }, 120_000);

  it('a card refund the provider refuses is tried again until it goes through; the return holds meanwhile', async () => {
    const { orderId, paymentIntentId, item } = await buy(owner2);
    const refunds = vi
      .spyOn(t.app.providers.payments, 'refund')
      .mockRejectedValueOnce(new Error('the card network is down'));
    const res = await refund(catalogue, orderId);
    expect(res.statusCode, res.body).toBe(200);
    // the item is back with the brand (the buyer handed it over); the money is owed, not lost
    expect(res.json<ConsoleOrder>()).toMatchObject({ state: 'refunded', refund: { settled: false } });
    expect(await local().isRefunded(paymentIntentId)).toBe(false);
    expect(await itemRow(item.id)).toMatchObject({ ownerId: null, status: 'stock' });
    // the job tries again (1 s later), with the same idempotency key
    await eventually(async () => {
      expect((await orderRow(orderId)).refundSettledAt).not.toBeNull();
    });
    expect(refunds).toHaveBeenCalledTimes(2);
    expect(refunds).toHaveBeenLastCalledWith(paymentIntentId, orderId);
    expect(await local().isRefunded(paymentIntentId)).toBe(true);
    const list = (await consoleCall(t, catalogue, 'GET', `/brands/${aurele}/orders/20/0`)).json<{
      items: ConsoleOrder[];
    }>();
    expect(list.items.find((o) => o.id === orderId)?.refund?.settled).toBe(true);

    // an order not paid: nothing to refund
    const open = (
      await api('POST', '/payment/createDAN', owner2, { productId: (await shopItem()).id })
    ).json<{ paymentIntentId: string }>();
    const [unpaid] = await db().select().from(orders).where(eq(orders.paymentIntentId, open.paymentIntentId));
    const notPaid = await unchanged(() => refund(catalogue, unpaid!.id));
    expect(notPaid.json()).toMatchObject({ statusCode: 409, code: 'ORDER_NOT_FULFILLED' });
  }, 120_000);
});
