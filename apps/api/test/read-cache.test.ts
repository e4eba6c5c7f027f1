// The read cache (decision 015): two app instances on one database, each with its own cache. A write through
// either, or straight into the database (another process, a worker), is never followed by a stale read on
// either; a read the cache serves costs no statement; the item page costs one.
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { items } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { collectionsOf, itemsIn } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

const demo = demoAppWithOwners(120_000);
let b: TestApp;
let itemId: string;
let collectionId: string;

beforeAll(async () => {
  const a = demo.t;
  // the second instance: its own connections to the same PostgreSQL database; on PGlite, the same database
  // (one process holds it), which the first instance closes
  const database: Database =
    a.app.database.kind === 'postgres'
      ? await openDatabase(a.config.databaseUrl, a.config.dataDir)
      : { ...a.app.database, close: async () => undefined };
  b = await createTestApp({}, { database, clock: a.clock });
  collectionId = (await collectionsOf(a, demo.owner1.headers))[0]!.id;
  itemId = (await itemsIn(a, demo.owner1.headers, collectionId))[0]!.id;
}, 120_000);
afterAll(async () => {
  await b?.close();
});

const itemOn = async (t: TestApp) => {
  const res = await t.app.inject({ url: `/api/v1/products/${itemId}`, headers: demo.owner1.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ name: string; opposition: { active: boolean }; imageCount: number }>();
};
const pageOn = async (t: TestApp) =>
  (await itemsIn(t, demo.owner1.headers, collectionId)).find((i) => i.id === itemId);

describe('read cache, two instances on one database', () => {
  it('reads a write made through one instance at once on both', async () => {
    const a = demo.t;
    for (const t of [a, b, a, b]) expect((await itemOn(t)).opposition.active).toBe(false);
    const declared = await a.app.inject({
      method: 'POST',
      url: `/api/products/makeOpposition/${itemId}`,
      headers: demo.owner1.headers,
      payload: { details: 'Left on a train', kind: 'lost' },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect((await itemOn(a)).opposition.active).toBe(true);
    expect((await itemOn(b)).opposition.active).toBe(true);
    expect((await pageOn(b))?.opposition).toMatchObject({ active: true });
    const withdrawn = await b.app.inject({
      method: 'POST',
      url: `/api/products/withdrawOpposition/${itemId}`,
      headers: demo.owner1.headers,
      payload: { details: 'Found it' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await itemOn(b)).opposition.active).toBe(false);
    expect((await itemOn(a)).opposition.active).toBe(false);
    expect((await pageOn(a))?.opposition).toMatchObject({ active: false });
  });

  it('reads a write made straight into the database once it is committed', async () => {
    const a = demo.t;
    const before = (await itemOn(b)).name;
    await itemOn(a);
    await a.app.database.db.update(items).set({ name: 'Renamed by a worker' }).where(eq(items.id, itemId));
    // PostgreSQL hands the notification over at commit; an instance has heard it once it has synced
    await Promise.all([a.app.deps.reads.sync(), b.app.deps.reads.sync()]);
    expect((await itemOn(b)).name).toBe('Renamed by a worker');
    expect((await itemOn(a)).name).toBe('Renamed by a worker');
    await a.app.database.db.update(items).set({ name: before }).where(eq(items.id, itemId));
  });

  it('serves a read from the cache until the data changes, and for a minute at most', async () => {
    const a = demo.t;
    // the earlier tests' notifications heard first (each would rightly empty the cache)
    await Promise.all([a.app.deps.reads.sync(), b.app.deps.reads.sync()]);
    const name = (await itemOn(a)).name;
    // another instance's write that notifies no one (triggers off for its transaction): only the cache can
    // answer the old name
    await b.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(items).set({ name: 'Unheard' }).where(eq(items.id, itemId));
    });
    expect((await itemOn(a)).name).toBe(name);
    a.clock.advance(61);
    expect((await itemOn(a)).name).toBe('Unheard');
    await a.app.database.db.update(items).set({ name }).where(eq(items.id, itemId));
    a.clock.advance(-61);
  });
});

describe('item page statements', () => {
  it('reads the item page in one statement, its pictures in it, and none while cached', async () => {
    const a = demo.t;
    if (a.app.database.kind !== 'pglite') return; // counted on PGlite's client
    await a.app.database.db.update(items).set({ status: 'active' }).where(eq(items.id, itemId)); // a new version
    const query = vi.spyOn(PGlite.prototype, 'query');
    const itemStatements = () =>
      query.mock.calls.filter(([text]) => /"items"|"item_images"/.test(String(text))).length;
    try {
      await itemOn(a);
      expect(itemStatements()).toBe(1);
      await itemOn(a);
      expect(itemStatements()).toBe(1);
    } finally {
      query.mockRestore();
    }
  });
});
