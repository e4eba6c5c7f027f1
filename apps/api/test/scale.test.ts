// Scale: with tens of thousands of items, an owner's page is served from the index, not a table scan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkLoad } from '../src/demo/bulk-load';
import { ItemsRepository } from '../src/modules/items/items.repository';
import { createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  owner = await signIn(t, '+33600000001');
  await bulkLoad(t.app.database, 2_000, 30_000);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function plan(text: string, params: unknown[]) {
  const rows = await t.app.database.raw<Record<string, string>>(`EXPLAIN ${text}`, params);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

describe('indexed hot queries', () => {
  it('an owner’s page of items in a collection uses the owner+collection index', async () => {
    const collections = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/products/collections/10/0',
        headers: owner.headers,
        payload: {},
      })
    ).json();
    const me = (await t.app.services.auth.authenticate(owner.accessToken))!.userId;
    const repo = new ItemsRepository(t.app.database.db);
    for (const sort of ['recent', 'name'] as const) {
      const query = repo.itemsPageQuery(me, collections.items[0].id, { sort }, 10, 0).toSQL();
      const text = await plan(query.sql, query.params);
      expect(text).toMatch(/items_owner_collection_(acquired|name)_idx/);
      expect(text).not.toMatch(/Seq Scan on items/);
    }
  });

  it('the history page and the count use their indexes', async () => {
    const item = await t.app.database.raw<{ id: string; owner_id: string }>(
      `SELECT id, owner_id FROM items WHERE public_id = 'bulk-777'`,
    );
    const history = await plan(
      `SELECT * FROM item_events WHERE item_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
      [item[0]!.id],
    );
    expect(history).toMatch(/item_events_item_created_idx/);
    const count = await plan(`SELECT count(*) FROM items WHERE owner_id = $1`, [item[0]!.owner_id]);
    expect(count).not.toMatch(/Seq Scan on items/);
  });

  it('still answers the demo owner’s data correctly next to 30,000 other items', async () => {
    expect((await t.app.inject({ url: '/api/v1/products/count', headers: owner.headers })).json()).toEqual({
      count: 14,
    });
  });
});
