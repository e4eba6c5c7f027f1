// The owner's items: counts, collections, items, filters, paging, history, brand settings and stores.
import type { HistoryEvent, Item } from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema';
import { entryHash } from '../src/providers/local-db/ledger';
import { demoAppWithOwners } from './demo-app';

const { t, owner1, owner2 } = demoAppWithOwners();

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
/** The answer to a request the contract's validation refuses. */
const expectValidationError = (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
};
/** A list page (`limit/offset`) and a body that both owner's lists refuse: bad pages, then bad filters. */
const badListRequests = (morePages: string[] = []): [string, object][] => [
  ...['0/0', '101/0', '10/-1', ...morePages, 'ten/0'].map((page): [string, object] => [page, {}]),
  ...[{ sort: 'price' }, { status: 'sold' }, { search: 'x'.repeat(101) }, { colour: 'red' }].map(
    (filters): [string, object] => ['10/0', { filters }],
  ),
];

async function collectionsOf(headers: Headers) {
  return (await post('/api/v1/products/collections/100/0', headers)).json().items as {
    id: string;
    name: string;
    itemCount: number;
  }[];
}
async function itemsOf(headers: Headers, collectionName: string, filters: object = {}) {
  const c = (await collectionsOf(headers)).find((x) => x.name === collectionName)!;
  return (await post(`/api/v1/products/${c.id}/100/0`, headers, { filters })).json() as {
    items: {
      id: string;
      name: string;
      isToMint: boolean;
      mint: unknown;
      icon: { publicUrl: string | null; privateUrl: string | null };
    }[];
    total: number;
  };
}

describe('counts and collections', () => {
  it('counts the owner’s items', async () => {
    expect((await get('/api/v1/products/count', owner1.headers)).json()).toEqual({ count: 14 });
    expect((await get('/api/v1/products/count', owner2.headers)).json()).toEqual({ count: 4 });
  });

  it('lists the owner’s collections with brand, cover and item counts', async () => {
    const res = await post('/api/v1/products/collections/10/0', owner1.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.items.reduce((n: number, c: { itemCount: number }) => n + c.itemCount, 0)).toBe(14);
    const first = body.items[0];
    expect(first.brand).toMatchObject({
      name: expect.any(String),
      theme: { primary: expect.stringMatching(/^#/) },
    });
    expect(first.coverUrl).toMatch(/^\/api\/media\/collections\//);
    expect((await get(first.coverUrl)).statusCode).toBe(200);
  });

  it('pages collections with limit and offset, and sorts by name', async () => {
    const page1 = (
      await post('/api/v1/products/collections/2/0', owner1.headers, { filters: { sort: 'name' } })
    ).json();
    const page3 = (
      await post('/api/v1/products/collections/2/4', owner1.headers, { filters: { sort: 'name' } })
    ).json();
    expect(page1.items.map((c: { name: string }) => c.name)).toEqual([
      'Gallery Editions',
      'Grands Crus 2019',
    ]);
    expect(page3.items.map((c: { name: string }) => c.name)).toEqual(['Voyage Leather']);
    expect(page3.total).toBe(5);
  });

  it('searches collections by collection or brand name', async () => {
    const res = (
      await post('/api/v1/products/collections/10/0', owner1.headers, { filters: { search: 'nuit' } })
    ).json();
    expect(res.items.map((c: { name: string }) => c.name).sort()).toEqual([
      'Gallery Editions',
      'Midnight Runners',
    ]);
  });

  it.each(badListRequests().map(([page, body]) => [`/api/v1/products/collections/${page}`, body]))(
    'refuses %s %j with 400',
    async (url, body) => {
      expectValidationError(await post(url, owner1.headers, body));
    },
  );

  it('needs a signed-in owner', async () => {
    expect((await get('/api/v1/products/count')).statusCode).toBe(401);
    expect((await post('/api/v1/products/collections/10/0', {})).statusCode).toBe(401);
  });
});

describe('items of a collection', () => {
  it('lists the items newest first, with icons and mint state', async () => {
    const { items, total } = await itemsOf(owner1.headers, 'Heritage Chronographs');
    expect(total).toBe(4);
    expect(items.map((i) => i.name)).toEqual([
      'Tourbillon Nuit',
      'Pilote 42',
      'Lune Perpétuelle',
      'Chronographe 1931',
    ]);
    const pending = items.find((i) => i.isToMint)!;
    expect(pending.name).toBe('Tourbillon Nuit');
    expect(pending.mint).toBeNull();
    const rich = items.find((i) => i.name === 'Chronographe 1931')!;
    expect(rich.icon.publicUrl).toMatch(/^\/api\/media\/images\/.+\/thumb\?v=/);
    expect(rich.icon.privateUrl).toMatch(/exp=\d+&sig=/);
  });

  it('filters by search (name or serial), status and minting, and sorts by name', async () => {
    expect(
      (await itemsOf(owner1.headers, 'Heritage Chronographs', { search: 'pilote' })).items.map((i) => i.name),
    ).toEqual(['Pilote 42']);
    expect((await itemsOf(owner1.headers, 'Heritage Chronographs', { search: 'MA-LP' })).total).toBe(1);
    expect((await itemsOf(owner1.headers, 'Heritage Chronographs', { search: '%' })).total).toBe(0);
    expect(
      (await itemsOf(owner1.headers, 'Heritage Chronographs', { status: 'minting' })).items.map(
        (i) => i.name,
      ),
    ).toEqual(['Tourbillon Nuit']);
    expect((await itemsOf(owner1.headers, 'Heritage Chronographs', { status: 'in_repair' })).total).toBe(0);
    // a filter lists exactly the items whose status chip says it: one being minted is not "Active" yet
    const active = (await itemsOf(owner1.headers, 'Heritage Chronographs', { status: 'active' })).items;
    expect(active.length).toBeGreaterThan(0);
    expect(active.map((i) => i.name)).not.toContain('Tourbillon Nuit');
    expect(active.every((i) => !i.isToMint)).toBe(true);
    expect((await itemsOf(owner1.headers, 'Heritage Chronographs', { sort: 'name' })).items[0]!.name).toBe(
      'Chronographe 1931',
    );
  });

  it('pages by limit and offset', async () => {
    const c = (await collectionsOf(owner1.headers)).find((x) => x.name === 'Heritage Chronographs')!;
    const pages = await Promise.all(
      [0, 2, 4].map((o) => post(`/api/v1/products/${c.id}/2/${o}`, owner1.headers)),
    );
    expect(pages.map((p) => p.json().items.length)).toEqual([2, 2, 0]);
    expect(pages.every((p) => p.json().total === 4)).toBe(true);
  });

  it('shows nothing of another owner’s collection', async () => {
    const c = (await collectionsOf(owner1.headers)).find((x) => x.name === 'Voyage Leather')!;
    const res = (await post(`/api/v1/products/${c.id}/10/0`, owner2.headers)).json();
    expect(res).toEqual({ items: [], total: 0 });
  });

  it.each(badListRequests(['10/1000001']))(
    'refuses a collection’s items page %s %j with 400',
    async (page, body) => {
      const c = (await collectionsOf(owner1.headers)).find((x) => x.name === 'Heritage Chronographs')!;
      expectValidationError(await post(`/api/v1/products/${c.id}/${page}`, owner1.headers, body));
    },
  );

  it('accepts the largest page, 100 items', async () => {
    const c = (await collectionsOf(owner1.headers)).find((x) => x.name === 'Heritage Chronographs')!;
    expect((await post(`/api/v1/products/${c.id}/100/0`, owner1.headers)).statusCode).toBe(200);
  });

  it('refuses a malformed collection id', async () => {
    expect((await post('/api/v1/products/not-a-uuid/10/0', owner1.headers)).statusCode).toBe(400);
  });
});

describe('one item and its history', () => {
  it('answers the item with its certificate, attributes and brand', async () => {
    const rich = (await itemsOf(owner1.headers, 'Heritage Chronographs')).items.find(
      (i) => i.name === 'Chronographe 1931',
    )!;
    const res = await get(`/api/v1/products/${rich.id}`, owner1.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Chronographe 1931',
      serialNumber: 'MA-CH-1931-0042',
      isToMint: false,
      mint: {
        ledger: 'heirloom',
        tokenId: expect.any(String),
        record: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      nftCollection: { name: 'Heritage Chronographs' },
      brand: { name: 'Maison Aurèle' },
      opposition: { active: false, kind: null, since: null },
      status: 'active',
      imageCount: 3,
    });
    expect(res.json().attributes).toContainEqual({
      label: 'Case',
      value: '18k yellow gold, 39 mm',
      lang: 'en',
    });
  });

  it("shows only a certificate that exists: its record is the item's mint entry in the ledger", async () => {
    const rich = (await itemsOf(owner1.headers, 'Heritage Chronographs')).items.find(
      (i) => i.name === 'Chronographe 1931',
    )!;
    const item = (await get(`/api/v1/products/${rich.id}`, owner1.headers)).json<Item>();
    const [entry] = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.itemId, rich.id), eq(ledgerEntries.kind, 'mint')));
    expect(entry).toBeDefined();
    expect(item.mint).toEqual({
      ledger: 'heirloom',
      tokenId: entry!.tokenId,
      record: entry!.hash,
      mintedAt: entry!.createdAt.toISOString(),
    });
    expect(entryHash(entry!)).toBe(entry!.hash);
    const history = (
      await get(`/api/v1/products/getProductHistory/${rich.id}?limit=50&offset=0`, owner1.headers)
    ).json<{ items: HistoryEvent[] }>();
    const minted = history.items.find((e) => e.kind === 'minted');
    expect(minted?.details).toEqual({ record: entry!.hash });
    // no made-up transaction on a chain anywhere in what the owner reads
    expect(JSON.stringify([item, history])).not.toMatch(/polygon|0x[0-9a-f]{64}/i);
  });

  it('answers the history newest first, paged, with no phone number in it', async () => {
    const rich = (await itemsOf(owner1.headers, 'Heritage Chronographs')).items.find(
      (i) => i.name === 'Chronographe 1931',
    )!;
    const res = await get(`/api/v1/products/getProductHistory/${rich.id}`, owner1.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(9);
    expect(body.items[0].kind).toBe('image_added');
    expect(body.items.at(-1).kind).toBe('created');
    const times = body.items.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body).not.toMatch(/\+33\d{9}/);
    const page = (
      await get(`/api/v1/products/getProductHistory/${rich.id}?limit=2&offset=1`, owner1.headers)
    ).json();
    expect(page.items.map((e: { id: string }) => e.id)).toEqual(
      body.items.slice(1, 3).map((e: { id: string }) => e.id),
    );
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'offset=1000001'])(
    'refuses a history page with %s with 400',
    async (query) => {
      const item = (await itemsOf(owner1.headers, 'Heritage Chronographs')).items[0]!;
      expectValidationError(
        await get(`/api/v1/products/getProductHistory/${item.id}?${query}`, owner1.headers),
      );
    },
  );

  it('answers 404 for another owner’s item and for an unknown one, on the item and its history', async () => {
    const mine = (await itemsOf(owner1.headers, 'Voyage Leather')).items[0]!;
    for (const url of [`/api/v1/products/${mine.id}`, `/api/v1/products/getProductHistory/${mine.id}`]) {
      const res = await get(url, owner2.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(
      (await get('/api/v1/products/00000000-0000-4000-8000-000000000001', owner1.headers)).statusCode,
    ).toBe(404);
    expect((await get('/api/v1/products/nope', owner1.headers)).statusCode).toBe(400);
  });
});

describe('brands', () => {
  it('answers the platform settings by default and a brand’s on its host, without sign-in', async () => {
    const platform = (await get('/api/v1/clients/settings')).json();
    expect(platform).toMatchObject({ name: 'Heirloom', features: { gallery: true } });
    const aurele = (
      await t.app.inject({ url: '/api/v1/clients/settings', headers: { host: 'aurele.localhost:3000' } })
    ).json();
    expect(aurele).toMatchObject({
      name: 'Maison Aurèle',
      theme: { primary: '#17372b' },
      support: { email: expect.any(String) },
    });
    const logo = await get(aurele.logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
  });

  it('lists a brand’s SAV stores with hours and coordinates', async () => {
    const item = (await itemsOf(owner1.headers, 'Heritage Chronographs')).items[0]!;
    const full = (await get(`/api/v1/products/${item.id}`, owner1.headers)).json();
    const res = await get(`/api/v1/clients/${full.brand.id}/savStores`, owner1.headers);
    expect(res.statusCode).toBe(200);
    const stores = res.json().items;
    expect(stores.map((s: { city: string }) => s.city)).toEqual(['Genève', 'Paris', 'Tokyo']);
    expect(stores[1]).toMatchObject({
      country: 'FR',
      latitude: expect.any(Number),
      openingHours: expect.arrayContaining([{ day: 1, opens: '10:00', closes: '19:00' }]),
    });
    expect((await get(`/api/v1/clients/${full.brand.id}/savStores`)).statusCode).toBe(401);
    expect(
      (await get('/api/v1/clients/00000000-0000-4000-8000-000000000001/savStores', owner1.headers))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/v1/clients/x/savStores', owner1.headers)).statusCode).toBe(400);
  });
});
