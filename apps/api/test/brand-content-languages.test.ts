// Brand content in the reader's language (issue 13 #2, decision 012): collections, items, characteristics,
// the brand's history notes and the shop read in English or French as the app asks (Accept-Language); a text
// the brand wrote in one language only reads in that one and says so (`…Lang`).
import type {
  CollectionSummary,
  HistoryEvent,
  Item,
  PublicItem,
  ShopCollection,
  ShopItem,
} from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCollections, demoItems } from '../src/demo/data';
import { demoShop } from '../src/demo/shop';
import { collections, items } from '../src/db/schema';
import { createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  owner = await signIn(t, '+33600000001');
});
afterAll(async () => {
  await t.close();
});

type Lang = 'en' | 'fr';
const request = (method: 'GET' | 'POST', url: string, lang: Lang, auth = true) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...(auth ? owner.headers : {}) },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

const chronograph = demoItems.find((i) => i.name === 'Chronographe 1931')!;
const chronographs = demoCollections.find((c) => c.key === 'chronographs')!;

async function collectionsIn(lang: Lang) {
  return (await request('POST', '/api/v1/products/collections/100/0', lang)).json<{
    items: CollectionSummary[];
  }>().items;
}
async function chronographIn(lang: Lang) {
  const collection = (await collectionsIn('en')).find((c) => c.name === chronographs.name)!;
  const page = (await request('POST', `/api/v1/products/${collection.id}/100/0`, lang)).json<{
    items: Item[];
  }>();
  return page.items.find((i) => i.name === chronograph.name)!;
}

describe("an owner's items read in their language", () => {
  it('answers collections, items and characteristics in French or English as asked', async () => {
    const [fr, en] = await Promise.all([chronographIn('fr'), chronographIn('en')]);
    expect(fr.description).toBe(chronograph.description.fr);
    expect(fr.descriptionLang).toBe('fr');
    expect(en.description).toBe(chronograph.description.en);
    expect(en.descriptionLang).toBe('en');
    expect(fr.attributes).toEqual(
      chronograph.attributes.map(([, , label, value]) => ({ label, value, lang: 'fr' })),
    );
    expect(en.attributes).toEqual(
      chronograph.attributes.map(([label, value]) => ({ label, value, lang: 'en' })),
    );
    // the one-item read answers the same
    const one = (await request('GET', `/api/v1/products/${fr.id}`, 'fr')).json<Item>();
    expect(one.description).toBe(chronograph.description.fr);

    const collection = (await collectionsIn('fr')).find((c) => c.name === chronographs.name)!;
    expect(collection).toMatchObject({ description: chronographs.description.fr, descriptionLang: 'fr' });
  });

  it('falls back to the language the brand wrote, and says which', async () => {
    const item = await chronographIn('en');
    const db = t.app.database.db;
    const [before] = await db.select().from(items).where(eq(items.id, item.id));
    await db
      .update(items)
      .set({
        description: { en: 'Only in English.' },
        attributes: [
          { fr: { label: 'Bracelet', value: 'Alligator' } },
          { en: { label: 'Dial', value: 'Green' } },
        ],
      })
      .where(eq(items.id, item.id));
    try {
      const fr = (await request('GET', `/api/v1/products/${item.id}`, 'fr')).json<Item>();
      expect(fr).toMatchObject({ description: 'Only in English.', descriptionLang: 'en' });
      expect(fr.attributes).toEqual([
        { label: 'Bracelet', value: 'Alligator', lang: 'fr' },
        { label: 'Dial', value: 'Green', lang: 'en' },
      ]);
      const en = (await request('GET', `/api/v1/products/${item.id}`, 'en')).json<Item>();
      expect(en.attributes[0]).toEqual({ label: 'Bracelet', value: 'Alligator', lang: 'fr' });
    } finally {
      await db
        .update(items)
        .set({ description: before!.description, attributes: before!.attributes })
        .where(eq(items.id, item.id));
    }
  });

  it("reads the brand's history notes in the reader's language; an owner's own words as they wrote them", async () => {
    const item = await chronographIn('en');
    const historyIn = async (lang: Lang) =>
      (await request('GET', `/api/v1/products/getProductHistory/${item.id}?limit=50&offset=0`, lang)).json<{
        items: HistoryEvent[];
      }>().items;
    const [fr, en] = await Promise.all([historyIn('fr'), historyIn('en')]);
    const closed = (events: HistoryEvent[]) => events.find((e) => e.kind === 'repair_closed')?.details;
    expect(closed(fr)).toMatchObject({ note: 'Révisée et réglée', noteLang: 'fr' });
    expect(closed(en)).toMatchObject({ note: 'Serviced and regulated', noteLang: 'en' });
    expect(closed(fr)).not.toHaveProperty('note_en');
    const opened = fr.find((e) => e.kind === 'repair_opened')?.details;
    expect(opened?.note).toBe('Annual service');
    expect(opened).not.toHaveProperty('noteLang');
  });
});

describe('public pages read in the visitor’s language', () => {
  it('answers the verify page in French or English, varying on Accept-Language', async () => {
    const item = await chronographIn('en');
    const publicId = item.publicId;
    const fr = await request('GET', `/api/public/items/${publicId}`, 'fr', false);
    expect(fr.headers.vary).toMatch(/accept-language/i);
    expect(fr.json<PublicItem>()).toMatchObject({
      description: chronograph.description.fr,
      descriptionLang: 'fr',
    });
    const en = (await request('GET', `/api/public/items/${publicId}`, 'en', false)).json<PublicItem>();
    expect(en.description).toBe(chronograph.description.en);
  });

  it('answers the shop in French or English', async () => {
    const shelf = demoShop[0]!;
    const collectionsIn = async (lang: Lang) =>
      (await request('GET', '/api/nft-collections/forSale', lang, false)).json<{ items: ShopCollection[] }>()
        .items;
    const fr = (await collectionsIn('fr')).find((c) => c.name === shelf.name)!;
    expect(fr).toMatchObject({ description: shelf.description.fr, descriptionLang: 'fr' });
    const en = (await collectionsIn('en')).find((c) => c.name === shelf.name)!;
    expect(en.description).toBe(shelf.description.en);

    const page = (await request('POST', `/api/products/getProductsForSale/${fr.id}/10/0`, 'fr', false)).json<{
      items: ShopItem[];
      collection: ShopCollection;
    }>();
    expect(page.collection.description).toBe(shelf.description.fr);
    const first = page.items.find((i) => i.name === shelf.items[0]!.name)!;
    expect(first.description).toBe(shelf.items[0]!.description.fr);
    expect(first.attributes[0]).toMatchObject({ label: shelf.items[0]!.attributes[0]![2], lang: 'fr' });
    const one = (await request('GET', `/api/products/forSale/${first.id}`, 'en', false)).json<ShopItem>();
    expect(one.description).toBe(shelf.items[0]!.description.en);
  });
});

describe('stored before brand content had two languages', () => {
  it('keeps a collection written in English only readable in French, marked English', async () => {
    const db = t.app.database.db;
    const [row] = await db.select().from(collections).where(eq(collections.name, chronographs.name));
    await db
      .update(collections)
      .set({ description: { en: 'English only.' } })
      .where(eq(collections.id, row!.id));
    try {
      const fr = (await collectionsIn('fr')).find((c) => c.id === row!.id)!;
      expect(fr).toMatchObject({ description: 'English only.', descriptionLang: 'en' });
    } finally {
      await db.update(collections).set({ description: row!.description }).where(eq(collections.id, row!.id));
    }
  });
});
