// Each collection's counts (collection_item_counts, kept by the database's trigger on items, decision 039) equal
// a fresh count of its items after every kind of write: the demo's inserts, an import of many items, holds
// made and ended (cancelled, expired), a sale paid on the local provider, a refund into stock, sends to another
// owner and out of custody, an account's items held, deletions, and statements spanning several collections.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, items, users } from '../src/db/schema';
import { ItemWritesRepository } from '../src/modules/items/item-writes.repository';
import { ShopRepository } from '../src/modules/shop/shop.repository';
import { LocalPayments } from '../src/providers/local-db/payments';
import { createTestApp, signIn, type Session, type TestApp } from './helpers';

let t: TestApp;
let buyer: Session;
const writes = new ItemWritesRepository();
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  buyer = await signIn(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

interface Counts {
  collection: string;
  items: number;
  unsold: number;
}

/** The kept counts and a fresh count, per collection (a collection without items: zero either way). */
async function keptAndFresh(): Promise<{ kept: Counts[]; fresh: Counts[] }> {
  const kept = await t.app.database.raw<Counts>(
    `SELECT c.id AS collection, coalesce(k.items, 0) AS items, coalesce(k.unsold, 0) AS unsold
       FROM collections c LEFT JOIN collection_item_counts k ON k.collection_id = c.id ORDER BY c.id`,
  );
  const fresh = await t.app.database.raw<Counts>(
    `SELECT c.id AS collection, count(i.id)::int AS items,
            (count(i.id) FILTER (WHERE i.owner_id IS NULL AND i.status IN ('on_sale', 'reserved')))::int AS unsold
       FROM collections c LEFT JOIN items i ON i.collection_id = c.id GROUP BY c.id ORDER BY c.id`,
  );
  return { kept, fresh };
}

async function expectConsistent() {
  const { kept, fresh } = await keptAndFresh();
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(fresh);
}

const api = (method: 'GET' | 'POST', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });

async function shopCollection(prefix: string) {
  const list = (await api('GET', '/nft-collections/forSale')).json<{
    items: { id: string; name: string; itemsLeft: number }[];
  }>().items;
  return list.find((c) => c.name.startsWith(prefix))!;
}

async function collectionNamed(prefix: string) {
  const rows = await db()
    .select()
    .from(collections)
    .where(sql`${collections.name} like ${`${prefix}%`}`);
  return rows[0]!;
}

describe('collection counts kept with every write to items', () => {
  it('start equal to a fresh count after the demo seed, and the shop reads them', async () => {
    await expectConsistent();
    const { kept } = await keptAndFresh();
    expect(kept.some((k) => k.unsold > 0)).toBe(true);
    const watches = await shopCollection('Atelier 1931');
    expect(watches.itemsLeft).toBe(kept.find((k) => k.collection === watches.id)!.unsold);
  });

  it('follow an import of 1,000 items on sale in one statement, then a change of sale to stock', async () => {
    const c = await collectionNamed('Nightfall');
    const before = (await shopCollection('Nightfall')).itemsLeft;
    const rows = Array.from({ length: 1_000 }, (_, i) => ({
      publicId: `count-${i}`,
      collectionId: c.id,
      name: `Counted ${i}`,
      serialNumber: `CNT-${i}`,
      status: i % 4 === 0 ? 'stock' : 'on_sale',
      acquiredAt: t.clock.now(),
    }));
    await db().transaction((tx) => writes.create(tx, rows));
    expect((await shopCollection('Nightfall')).itemsLeft).toBe(before + 750);
    // a page's total: the kept count unfiltered, a count of what a search finds
    const page = (filters: object) =>
      api('POST', `/products/getProductsForSale/${c.id}/10/0`, undefined, { filters });
    expect((await page({})).json().total).toBe(before + 750);
    expect((await page({ search: 'Counted 99' })).json().total).toBe(9); // 99, 990–999 but 992 and 996 (in stock)
    await expectConsistent();
    const [one] = await db().select().from(items).where(eq(items.publicId, 'count-1'));
    expect(await db().transaction((tx) => writes.setSale(tx, one!.id, 'on_sale', 'stock'))).toBe(true);
    expect((await shopCollection('Nightfall')).itemsLeft).toBe(before + 749);
    await expectConsistent();
  });

  it('follow a hold cancelled, a hold expired and a sale paid on the local provider', async () => {
    const c = await shopCollection('Nightfall');
    const hold = (await api('POST', '/v2/products/reserve', buyer, { collectionId: c.id })).json();
    expect(hold.productId).toBeTruthy();
    await expectConsistent();
    const reservation = await t.app.database.raw<{ id: string }>(
      `SELECT id FROM reservations WHERE item_id = $1 AND state = 'active'`,
      [hold.productId],
    );
    const shop = new ShopRepository(db(), writes);
    await db().transaction((tx) => shop.endReservation(tx, reservation[0]!.id, 'cancelled', t.clock.now()));
    await expectConsistent();

    await api('POST', `/v1/products/reserve/${hold.productId}`, buyer);
    t.clock.advance(15 * 60 + 1);
    expect(await t.app.services.shop.releaseExpired()).toBeGreaterThanOrEqual(1);
    await expectConsistent();

    buyer = await signIn(t, buyer.phone);
    const left = (await shopCollection('Nightfall')).itemsLeft;
    expect((await api('POST', `/v1/products/reserve/${hold.productId}`, buyer)).statusCode).toBe(200);
    const dan = (await api('POST', '/payment/createDAN', buyer, { productId: hold.productId })).json();
    const paid = await api('POST', `/local-pay/intents/${dan.paymentIntentId}/confirm`, undefined, {
      clientSecret: dan.client_secret,
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(paid.json().status).toBe('succeeded');
    const capture = await api('POST', '/payment/captureDAN', buyer, {
      paymentIntentId: dan.paymentIntentId,
      productId: hold.productId,
      address: (await db().select().from(users).where(eq(users.phone, buyer.phone)))[0]!.custodialAddress,
    });
    expect(capture.statusCode).toBe(200);
    if (t.app.providers.payments instanceof LocalPayments) await t.app.providers.payments.idle();
    const [sold] = await db().select().from(items).where(eq(items.id, hold.productId));
    expect(sold!.ownerId).not.toBeNull();
    expect((await shopCollection('Nightfall')).itemsLeft).toBe(left - 1);
    await expectConsistent();
  });

  it('follow a refund into the shop, sends to another owner and out of custody, and a held account', async () => {
    const [me] = await db().select().from(users).where(eq(users.phone, buyer.phone));
    const [other] = await db().select().from(users).where(eq(users.phone, '+33600000001'));
    const mine = await db().select().from(items).where(eq(items.ownerId, me!.id));
    expect(mine.length).toBeGreaterThan(0);
    const now = t.clock.now();
    // a refund: the item back in the brand's stock, on sale
    await db().transaction((tx) =>
      writes.moveOwner(tx, [mine[0]!.id], { from: me!.id, to: null, status: 'on_sale', now }),
    );
    await expectConsistent();
    // sent to another owner, then out of custody (a wallet outside)
    const theirs = await db().select().from(items).where(eq(items.ownerId, other!.id));
    await db().transaction((tx) =>
      writes.moveOwner(tx, [theirs[0]!.id], { from: other!.id, to: me!.id, status: 'active', now }),
    );
    await expectConsistent();
    await db().transaction((tx) =>
      writes.moveOwner(tx, [theirs[0]!.id], { from: me!.id, to: null, status: 'withdrawn', now }),
    );
    await expectConsistent();
    // the other owner's account deleted: their items held for their number
    await db().transaction((tx) => writes.holdOwnedBy(tx, other!.id, 'hash-of-number', now));
    await expectConsistent();
  });

  it('follow deletions and statements spanning several collections, and a move between collections', async () => {
    const counted = await db()
      .select({ id: items.id })
      .from(items)
      .where(sql`${items.publicId} like 'count-%'`);
    await db()
      .delete(items)
      .where(
        inArray(
          items.id,
          counted.slice(0, 300).map((r) => r.id),
        ),
      );
    await expectConsistent();
    // every unowned item of every collection at once: stock ⇄ on sale
    await db()
      .update(items)
      .set({ status: 'stock' })
      .where(sql`${items.ownerId} is null and ${items.status} = 'on_sale'`);
    await expectConsistent();
    await db()
      .update(items)
      .set({ status: 'on_sale' })
      .where(sql`${items.ownerId} is null and ${items.status} = 'stock'`);
    await expectConsistent();
    const target = await collectionNamed('Atelier 1931');
    await db()
      .update(items)
      .set({ collectionId: target.id, serialNumber: sql`'MOVED-' || ${items.serialNumber}` })
      .where(
        inArray(
          items.id,
          counted.slice(300, 400).map((r) => r.id),
        ),
      );
    await expectConsistent();
    // a write that changes no count writes none
    const versions = await t.app.database.raw<{ x: string }>(
      `SELECT string_agg(xmin::text, ',' ORDER BY collection_id) AS x FROM collection_item_counts`,
    );
    await db()
      .update(items)
      .set({ name: sql`${items.name} || ''` });
    const after = await t.app.database.raw<{ x: string }>(
      `SELECT string_agg(xmin::text, ',' ORDER BY collection_id) AS x FROM collection_item_counts`,
    );
    expect(after[0]!.x).toBe(versions[0]!.x);
    await db()
      .delete(items)
      .where(sql`${items.publicId} like 'count-%'`);
    await expectConsistent();
  });
});
