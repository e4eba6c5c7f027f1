// The console's catalogue (issue 18): a catalogue member creates a collection, adds items one by one and by CSV
// (all or nothing), puts one on sale, a signed-in owner buys it; messages with read counts; the overview; brand
// isolation; and an audit entry for every change.
import type {
  ConsoleCollection,
  ConsoleItem,
  ConsoleMessage,
  ConsoleOverview,
  CsvLineError,
} from '@heirloom/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, itemImages, items, users } from '../src/db/schema';
import { LocalPayments } from '../src/providers/local-db/payments';
import { demoAppWithOwners } from './demo-app';
import { ownedItem, payWithTestCard } from './fixtures';
import { multipart, pngImage } from './media-fixtures';
import { brandId, colleague, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

const { t, owner1, owner2 } = demoAppWithOwners(120_000);
const db = () => t.app.database.db;
const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

let aurele: string;
let admin: Staff;
let catalogue: Staff;
let writer: Staff;
let afterSales: Staff;
let nuitAdmin: Staff;
let collection: ConsoleCollection;
let imported: ConsoleItem[];

const auditCount = async () =>
  (await db().select({ n: count() }).from(auditEntries).where(eq(auditEntries.clientId, aurele)))[0]!.n;
const itemCount = async (collectionId: string) =>
  (await db().select({ n: count() }).from(items).where(eq(items.collectionId, collectionId)))[0]!.n;
const base = () => `/brands/${aurele}`;

const CSV = [
  'serial_number,name,description_en,description_fr,Case|Boîtier,Strap|Bracelet',
  'MA-CSV-001,Pilote 40 “Aube”,"A pilot watch, 40 mm.",Une montre de pilote de 40 mm.,Steel|Acier,Leather|Cuir',
  'MA-CSV-002,Pilote 40 “Zénith”,"Two lines:',
  'dial and hands.",,Titanium|Titane,',
  'MA-CSV-003,Pilote 40 “Nadir”,,,Bronze,Rubber|Caoutchouc',
].join('\r\n');

describe('the catalogue', () => {
  // the brand's staff, for every test of the block
  beforeAll(async () => {
    aurele = await brandId(t, 'maison-aurele');
    admin = await firstAdmin(t, 'maison-aurele', 'admin@cat.example');
    catalogue = await colleague(t, admin, 'maison-aurele', 'catalogue@cat.example', ['catalogue']);
    writer = await colleague(t, admin, 'maison-aurele', 'writer@cat.example', ['messages']);
    afterSales = await colleague(t, admin, 'maison-aurele', 'sav@cat.example', ['afterSales']);
    nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'admin@nuit.example');
  });

  it('a catalogue member creates a collection with its texts, colours and cover, and opens it at a price', async () => {
    const bad = await consoleCall(t, catalogue, 'POST', `${base()}/collections`, {
      name: ' ',
      description: {},
      theme: { primary: 'red', accent: '#000000' },
    });
    expect(bad.statusCode).toBe(400);
    const made = await consoleCall(t, catalogue, 'POST', `${base()}/collections`, {
      name: 'Pilote 40',
      description: { en: 'Forty millimetres of aviation.', fr: 'Quarante millimètres d’aviation.' },
      theme: { primary: '#1d2b3a', accent: '#c49a52' },
    });
    expect(made.statusCode, made.body).toBe(201);
    collection = made.json<ConsoleCollection>();
    expect(collection).toMatchObject({
      name: 'Pilote 40',
      onSale: false,
      price: null,
      total: 0,
      coverUrl: null,
    });

    const form = await multipart({}, { bytes: await pngImage(), name: 'cover.png', type: 'image/png' });
    const cover = await t.app.inject({
      method: 'PUT',
      url: `/api/console${base()}/collections/${collection.id}/cover`,
      headers: { ...catalogue.headers, ...form.headers },
      payload: form.payload,
    });
    expect(cover.statusCode, cover.body).toBe(200);
    const coverUrl = cover.json<ConsoleCollection>().coverUrl!;
    const served = await t.app.inject({ method: 'GET', url: coverUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const notPicture = await multipart(
      {},
      { bytes: Buffer.from('not a picture'), name: 'x.png', type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/console${base()}/collections/${collection.id}/cover`,
      headers: { ...catalogue.headers, ...notPicture.headers },
      payload: notPicture.payload,
    });
    expect(refused.statusCode).toBe(415);

    const noPrice = await consoleCall(t, catalogue, 'PUT', `${base()}/collections/${collection.id}/sale`, {
      onSale: true,
    });
    expect(noPrice.statusCode).toBe(400);
    const open = await consoleCall(t, catalogue, 'PUT', `${base()}/collections/${collection.id}/sale`, {
      onSale: true,
      price: { amount: 650_000, currency: 'eur' },
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<ConsoleCollection>()).toMatchObject({
      onSale: true,
      price: { amount: 650_000, currency: 'EUR' },
    });
  });

  it('adds an item one by one: in stock, its token minted to the brand; a serial number serves once', async () => {
    const res = await consoleCall(t, catalogue, 'POST', `${base()}/collections/${collection.id}/items`, {
      serialNumber: 'MA-P40-0001',
      name: 'Pilote 40 “Prototype”',
      attributes: [{ en: { label: 'Case', value: 'Steel' }, fr: { label: 'Boîtier', value: 'Acier' } }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<ConsoleItem>();
    expect(item).toMatchObject({ state: 'stock', serialNumber: 'MA-P40-0001', mint: { chain: 'heirloom' } });
    expect(item.publicUrl).toBe(`${t.config.publicUrl}/verify/${item.publicId}`);
    const publicPage = await api('GET', `/public/items/${item.publicId}`);
    expect(publicPage.statusCode).toBe(200);
    // a serial number of the brand's serves once, in any of its collections
    const twice = await consoleCall(t, catalogue, 'POST', `${base()}/collections/${collection.id}/items`, {
      serialNumber: 'MA-CH-1931-0042',
      name: 'A copy',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SERIAL_TAKEN');
  });

  it('a CSV file with a bad line imports nothing, and says what is wrong with each line, in French too', async () => {
    const before = { items: await itemCount(collection.id), audit: await auditCount() };
    const bad = [
      'serial_number,name,Case|Boîtier',
      'MA-BAD-001,Good one,Steel|Acier',
      'MA-BAD-002,,Steel',
      'MA-BAD-001,Same serial,Gold',
      `MA-BAD-004,${'x'.repeat(201)},Steel`,
      'MA-P40-0001,Taken already,Steel',
    ].join('\n');
    const res = await consoleCall(
      t,
      catalogue,
      'POST',
      `${base()}/collections/${collection.id}/import`,
      { csv: bad },
      'fr',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; lines: CsvLineError[] }>();
    expect(body.code).toBe('CSV_INVALID');
    expect(body.message).toContain('Rien n’a été importé');
    expect(body.lines.map((l) => [l.line, l.column, l.code])).toEqual([
      [3, 'name', 'CSV_VALUE_MISSING'],
      [4, 'serial_number', 'CSV_SERIAL_TWICE'],
      [5, 'name', 'CSV_VALUE_TOO_LONG'],
    ]);
    expect(body.lines[1]?.message).toBe('Ce numéro de série figure déjà ligne 2.');
    expect(await itemCount(collection.id)).toBe(before.items);
    expect(await auditCount()).toBe(before.audit);

    // a serial number the brand already has is found too, before anything is stored
    const taken = await consoleCall(t, catalogue, 'POST', `${base()}/collections/${collection.id}/import`, {
      csv: 'serial_number,name\nMA-NEW-1,New one\nMA-P40-0001,Taken already\n',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ lines: CsvLineError[] }>().lines).toEqual([
      {
        line: 3,
        column: 'serial_number',
        code: 'SERIAL_TAKEN',
        message: 'The serial number MA-P40-0001 is already one of this brand’s items.',
      },
    ]);
    const header = await consoleCall(t, catalogue, 'POST', `${base()}/collections/${collection.id}/import`, {
      csv: 'serial,title\nA,B\n',
    });
    expect(header.json<{ lines: CsvLineError[] }>().lines.map((l) => l.code)).toEqual([
      'CSV_COLUMN_MISSING',
      'CSV_COLUMN_MISSING',
    ]);
    expect(await itemCount(collection.id)).toBe(before.items);
  });

  it('imports 3 items by CSV: quoted commas and line breaks, characteristics in English and French', async () => {
    const res = await consoleCall(t, catalogue, 'POST', `${base()}/collections/${collection.id}/import`, {
      csv: CSV,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ imported: number; items: ConsoleItem[] }>();
    expect(body.imported).toBe(3);
    imported = body.items;
    const [aube, zenith, nadir] = imported;
    expect(aube).toMatchObject({
      serialNumber: 'MA-CSV-001',
      description: { en: 'A pilot watch, 40 mm.', fr: 'Une montre de pilote de 40 mm.' },
      attributes: [
        { en: { label: 'Case', value: 'Steel' }, fr: { label: 'Boîtier', value: 'Acier' } },
        { en: { label: 'Strap', value: 'Leather' }, fr: { label: 'Bracelet', value: 'Cuir' } },
      ],
      state: 'stock',
    });
    expect(zenith?.description).toEqual({ en: 'Two lines:\r\ndial and hands.' });
    expect(nadir?.attributes).toEqual([
      { en: { label: 'Case', value: 'Bronze' }, fr: { label: 'Boîtier', value: 'Bronze' } },
      { en: { label: 'Strap', value: 'Rubber' }, fr: { label: 'Bracelet', value: 'Caoutchouc' } },
    ]);
    const list = await consoleCall(
      t,
      afterSales,
      'GET',
      `${base()}/collections/${collection.id}/items/10/0?search=csv`,
    );
    expect(list.json<{ total: number }>().total).toBe(3);
    const [entry] = (await consoleCall(t, admin, 'GET', `${base()}/audit/1/0`)).json<{
      items: { action: string; actor: { label: string }; details: { count: number } }[];
    }>().items;
    expect(entry).toMatchObject({
      action: 'items.imported',
      actor: { label: 'catalogue@cat.example' },
      details: { count: 3 },
    });
  });

  it('the brand’s picture of an item replaces its earlier one; a file that is no picture changes nothing', async () => {
    const nadir = imported[2]!;
    const upload = async (bytes: Buffer) => {
      const form = await multipart({}, { bytes, name: 'piece.png', type: 'image/png' });
      return t.app.inject({
        method: 'PUT',
        url: `/api/console${base()}/items/${nadir.id}/picture`,
        headers: { ...catalogue.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const first = await upload(await pngImage());
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json<ConsoleItem>().pictureUrl!;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const second = await upload(await pngImage());
    expect(second.json<ConsoleItem>().pictureUrl).not.toBe(url);
    const rows = await db().select().from(itemImages).where(eq(itemImages.itemId, nadir.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ uploaderId: null, isPublic: true });
    expect((await upload(Buffer.from('not a picture'))).statusCode).toBe(415);
    expect(await db().select().from(itemImages).where(eq(itemImages.itemId, nadir.id))).toHaveLength(1);
  });

  it('puts one on sale; a signed-in owner buys it; the overview counts the sale', async () => {
    const aube = imported[0]!;
    const on = await consoleCall(t, catalogue, 'PUT', `${base()}/items/${aube.id}/sale`, { onSale: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<ConsoleItem>().state).toBe('on_sale');
    const inShop = await api('POST', `/products/getProductsForSale/${collection.id}/100/0`, {}, {});
    expect(inShop.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([aube.id]);

    const dan = (await api('POST', '/payment/createDAN', owner2.headers, { productId: aube.id })).json<{
      paymentIntentId: string;
      client_secret: string;
    }>();
    // held by the buyer: it cannot go back to stock meanwhile
    const held = await consoleCall(t, catalogue, 'PUT', `${base()}/items/${aube.id}/sale`, { onSale: false });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('ITEM_HELD_BY_BUYER');
    expect((await payWithTestCard(t, dan)).status).toBe('succeeded');
    const buyer = (await db().select().from(users).where(eq(users.phone, owner2.phone)))[0]!;
    const capture = await api('POST', '/payment/captureDAN', owner2.headers, {
      paymentIntentId: dan.paymentIntentId,
      productId: aube.id,
      address: buyer.custodialAddress,
    });
    expect(capture.json()).toMatchObject({ state: 'fulfilled', price: { amount: 650_000, currency: 'EUR' } });
    const payments = t.app.providers.payments;
    if (payments instanceof LocalPayments) await payments.idle();
    expect((await api('GET', `/v1/products/${aube.id}`, owner2.headers)).statusCode).toBe(200);

    const list = await consoleCall(
      t,
      catalogue,
      'GET',
      `${base()}/collections/${collection.id}/items/10/0?state=owned`,
    );
    expect(list.json<{ items: ConsoleItem[] }>().items.map((i) => i.id)).toEqual([aube.id]);
    const overview = (await consoleCall(t, afterSales, 'GET', `${base()}/overview`)).json<ConsoleOverview>();
    expect(overview.sales).toEqual({ days: 30, count: 1, amounts: [{ amount: 650_000, currency: 'EUR' }] });
    expect(overview.items.stock).toBeGreaterThanOrEqual(3);
    // the order, with its item and the buyer's phone masked
    const orders = (await consoleCall(t, catalogue, 'GET', `${base()}/orders/10/0`)).json<{
      items: { item: { id: string }; price: object; state: string; buyer: string }[];
    }>().items;
    expect(orders[0]).toMatchObject({
      item: { id: aube.id },
      price: { amount: 650_000, currency: 'EUR' },
      state: 'fulfilled',
    });
    expect(orders[0]?.buyer).not.toContain(owner2.phone.slice(4, 10));
    expect((await consoleCall(t, writer, 'GET', `${base()}/orders/10/0`)).statusCode).toBe(403);
    // a sold item is no longer the brand's to sell
    const sold = await consoleCall(t, catalogue, 'PUT', `${base()}/items/${aube.id}/sale`, { onSale: true });
    expect(sold.json().code).toBe('ITEM_NOT_IN_STOCK');
  });

  it('takes an item off sale, makes market links only for items on sale', async () => {
    const zenith = imported[1]!;
    expect(
      (await consoleCall(t, catalogue, 'POST', `${base()}/items/${zenith.id}/market-link`, {})).statusCode,
    ).toBe(409);
    await consoleCall(t, catalogue, 'PUT', `${base()}/items/${zenith.id}/sale`, { onSale: true });
    const link = await consoleCall(t, catalogue, 'POST', `${base()}/items/${zenith.id}/market-link`, {
      days: 7,
    });
    expect(link.statusCode).toBe(200);
    const data = new URL(link.json<{ url: string }>().url).searchParams.get('data')!;
    const opened = await api('POST', '/products/market', {}, { encryptedData: data });
    expect(opened.json()).toMatchObject({ id: zenith.id });
    const off = await consoleCall(t, catalogue, 'PUT', `${base()}/items/${zenith.id}/sale`, {
      onSale: false,
    });
    expect(off.json<ConsoleItem>().state).toBe('stock');
    const inShop = await api('POST', `/products/getProductsForSale/${collection.id}/100/0`, {}, {});
    expect(inShop.body).not.toContain(zenith.id);
    // a collection closed: nothing of it goes on sale
    await consoleCall(t, catalogue, 'PUT', `${base()}/collections/${collection.id}/sale`, { onSale: false });
    const closed = await consoleCall(t, catalogue, 'PUT', `${base()}/items/${zenith.id}/sale`, {
      onSale: true,
    });
    expect(closed.json().code).toBe('COLLECTION_NOT_ON_SALE');
  });

  it('another brand’s staff reach none of it', async () => {
    const nuit = await brandId(t, 'atelier-nuit');
    const before = await auditCount();
    const probes: [string, string, object?][] = [
      ['GET', `/brands/${nuit}/collections/${collection.id}/items/10/0`],
      ['PUT', `/brands/${nuit}/collections/${collection.id}`, { name: 'Mine', description: { en: 'x' } }],
      ['POST', `/brands/${nuit}/collections/${collection.id}/items`, { serialNumber: 'X-1', name: 'X' }],
      ['POST', `/brands/${nuit}/collections/${collection.id}/import`, { csv: 'serial_number,name\nX-2,X\n' }],
      ['PUT', `/brands/${nuit}/items/${imported[2]!.id}/sale`, { onSale: true }],
      ['GET', `${base()}/collections`],
    ];
    for (const [method, url, body] of probes) {
      const res = await consoleCall(t, nuitAdmin, method as 'GET', url, body);
      expect(res.statusCode, url).toBe(404);
    }
    const theirs = await consoleCall(t, nuitAdmin, 'GET', `/brands/${nuit}/collections`);
    expect(theirs.body).not.toContain(collection.id);
    expect(await auditCount()).toBe(before);
    // and the brand's other roles cannot change the catalogue
    const notTheirs = await consoleCall(t, writer, 'POST', `${base()}/collections/${collection.id}/items`, {
      serialNumber: 'X-3',
      name: 'X',
    });
    expect(notTheirs.statusCode).toBe(403);
  });
});

describe('messages', () => {
  it('a messages member writes to a collection’s owners in English and French; the list counts reads', async () => {
    const chronographs = await ownedItem(t, owner1.headers, 'Heritage Chronographs', 'Chronographe 1931');
    const sent = await consoleCall(t, writer, 'POST', `${base()}/messages`, {
      collectionId: await collectionOf(chronographs.id),
      title: { en: 'Your watch’s service', fr: 'La révision de votre montre' },
      body: { en: 'Book it in any store.', fr: 'Réservez-la dans n’importe quelle boutique.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<ConsoleMessage>();
    expect(message.recipients).toBeGreaterThanOrEqual(1);
    expect(message.author).toBe('writer@cat.example');

    const read = await api('GET', `/v1/messages/${chronographs.id}/10/0`, {
      ...owner1.headers,
      'accept-language': 'fr',
    });
    expect(read.json<{ items: { title: string }[] }>().items[0]?.title).toBe('La révision de votre montre');
    await t.app.services.messages.drain();
    const list = (await consoleCall(t, writer, 'GET', `${base()}/messages/10/0`)).json<{
      items: ConsoleMessage[];
    }>();
    expect(list.items[0]).toMatchObject({ id: message.id, reads: 1, author: 'writer@cat.example' });
    const entry = await db()
      .select({ action: auditEntries.action, actor: auditEntries.actorLabel })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'message.sent'));
    expect(entry).toContainEqual({ action: 'message.sent', actor: 'writer@cat.example' });
    // the same limits as a key's, per person
    for (let i = 0; i < 9; i++)
      await consoleCall(t, writer, 'POST', `${base()}/messages`, {
        productId: chronographs.id,
        title: { en: `Note ${i}` },
        body: { en: 'A note.' },
      });
    const limited = await consoleCall(t, writer, 'POST', `${base()}/messages`, {
      productId: chronographs.id,
      title: { en: 'One too many' },
      body: { en: 'A note.' },
    });
    expect(limited.statusCode).toBe(429);
    expect((await consoleCall(t, catalogue, 'GET', `${base()}/messages/10/0`)).statusCode).toBe(403);
  });
});

async function collectionOf(itemId: string): Promise<string> {
  const [row] = await db().select({ id: items.collectionId }).from(items).where(eq(items.id, itemId));
  return row!.id;
}
