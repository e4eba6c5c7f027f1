// Brand messages: the demo seed, the brand API (scoping, validation, pictures, recipients), the owner's
// pages (newest first, paging, language, seen), the unseen counts (a collection message counts on each
// item; reading one item's page does not mark another's), and the notices to the owners reached.
import {
  MESSAGE_PICTURE_MAX_BYTES,
  type BrandMessage,
  type Message,
  type UnseenByCollection,
  type UnseenByProduct,
} from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  brandMessageNotices,
  brandMessages,
  collections,
  items,
  jobs,
  messageReads,
  users,
} from '../src/db/schema';
import { demoBrandKey } from '../src/modules/brand/brand-keys';
import { brandApi } from './fixtures';
import { demoAppWithOwners } from './demo-app';
import type { Session } from './helpers';

const { t, owner1, owner2 } = demoAppWithOwners(120_000);
const AURELE_KEY = demoBrandKey('maison-aurele');
const NUIT_KEY = demoBrandKey('atelier-nuit');

const db = () => t.app.database.db;
const userId = async (phone: string) =>
  (await db().select().from(users).where(eq(users.phone, phone)))[0]!.id;
/** An item of one of the demo owners, by name (two owners may hold items of the same name). */
const itemOf = async (phone: string, name: string) =>
  (
    await db()
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.name, name), eq(items.ownerId, await userId(phone))))
  )[0]!.id;
const collectionId = async (name: string) =>
  (await db().select().from(collections).where(eq(collections.name, name)))[0]!.id;

const get = (s: Session, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: s.headers });
const brand = (key: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  brandApi(t, key, method, url, payload);

const page = async (s: Session, itemId: string, limit = 10, offset = 0) => {
  const res = await get(s, `/v1/messages/${itemId}/${limit}/${offset}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Message[]; total: number }>();
};
const byCollection = async (s: Session) => {
  const res = await get(s, '/v1/messages/unseenCountByNftCollections');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnseenByCollection>();
};
const byProduct = async (s: Session, collection: string) => {
  const res = await get(s, `/v1/messages/unseenCountByProducts/${collection}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnseenByProduct>();
};
const collectionUnseen = (counts: UnseenByCollection, id: string) =>
  counts.items.find((i) => i.collectionId === id)?.unseen ?? 0;
const productUnseen = (counts: UnseenByProduct, id: string) =>
  counts.items.find((i) => i.productId === id)?.unseen ?? 0;

let seq = 0;
/** Posts a message as a brand, one second after the previous one (so that "newest first" is visible). */
async function post(
  key: string,
  target: { productId: string } | { collectionId: string },
  extra: object = {},
) {
  t.clock.advance(1);
  seq += 1;
  const res = await brand(key, 'POST', '/messages', {
    ...target,
    title: { en: `Title ${seq}`, fr: `Titre ${seq}` },
    body: { en: `Body ${seq}`, fr: `Corps ${seq}` },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BrandMessage>();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a6a3b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .png()
    .toBuffer();

describe('the demo seed', () => {
  it('gives demo owner 1 messages from the three brands, a mix of seen and unseen', async () => {
    const counts = await byCollection(owner1);
    expect(counts.total).toBeGreaterThan(5);
    expect(counts.total).toBe(counts.items.reduce((sum, i) => sum + i.unseen, 0));
    const chronographs = await collectionId('Heritage Chronographs');
    // a collection message on each of the 4 chronographs, plus one for the Chronographe 1931
    expect(collectionUnseen(counts, chronographs)).toBe(5);
    // the Gallery Editions message was already read
    expect(collectionUnseen(counts, await collectionId('Gallery Editions'))).toBe(0);
    const composition = await page(owner1, await itemOf('+33600000001', 'Composition No. 7'));
    expect(composition.items.map((m) => [m.scope, m.seen])).toEqual([['item', true]]);
    const runners = await byProduct(owner1, await collectionId('Midnight Runners'));
    expect(productUnseen(runners, await itemOf('+33600000001', 'Runner 01 “Eclipse”'))).toBe(0);
    expect(productUnseen(runners, await itemOf('+33600000001', 'Runner 02 “Aurora”'))).toBe(2);
  });

  it('has a message with a picture, served publicly as WebP', async () => {
    const magnum = await page(owner1, await itemOf('+33600000001', 'Grand Cru 2019 — Magnum'));
    const withPicture = magnum.items.find((m) => m.pictureUrl);
    expect(withPicture?.link).toBe('https://solene.example/cave');
    const picture = await t.app.inject({ method: 'GET', url: withPicture!.pictureUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('webp');
  });

  it('speaks French to a French owner, English where the brand wrote no French', async () => {
    const runner = await page(owner1, await itemOf('+33600000001', 'Runner 02 “Aurora”'));
    expect(runner.items.map((m) => m.title)).toContain('Spare laces for Aurora');
    const pilote38 = await page(owner2, await itemOf('+33600000002', 'Pilote 38'));
    expect(pilote38.items[0]?.title).toBe('Prendre soin de votre chronographe cet hiver');
    expect(pilote38.items[0]?.brand.name).toBe('Maison Aurèle');
    expect(pilote38.items[0]?.brand.logoUrl).toMatch(/^\/api\/media\/clients\/.+\/logo\.svg$/);
  });
});

describe('reading and counting', () => {
  let chronographs: string;
  let pilote42: string;
  let lune: string;
  let tourbillon: string;
  let chrono1931: string;
  let pilote38: string;

  beforeAll(async () => {
    // start from no message at all, so that every count below is exact
    await db().delete(brandMessages);
    chronographs = await collectionId('Heritage Chronographs');
    pilote42 = await itemOf('+33600000001', 'Pilote 42');
    lune = await itemOf('+33600000001', 'Lune Perpétuelle');
    tourbillon = await itemOf('+33600000001', 'Tourbillon Nuit');
    chrono1931 = await itemOf('+33600000001', 'Chronographe 1931');
    pilote38 = await itemOf('+33600000002', 'Pilote 38');
  });

  it('counts a collection message once on each of the owner’s items, and item messages on their item', async () => {
    expect(await byCollection(owner1)).toEqual({ total: 0, items: [] });
    const wide = await post(AURELE_KEY, { collectionId: chronographs });
    expect(wide.recipients).toBe(2); // demo owners 1 and 2 both hold chronographs
    expect(wide.collectionId).toBe(chronographs);
    expect(wide.productId).toBeNull();
    const one = await post(AURELE_KEY, { productId: pilote42 });
    expect(one.recipients).toBe(1);

    expect(await byCollection(owner1)).toEqual({
      total: 5,
      items: [{ collectionId: chronographs, unseen: 5 }],
    });
    expect(await byCollection(owner2)).toEqual({
      total: 1,
      items: [{ collectionId: chronographs, unseen: 1 }],
    });
    const perItem = await byProduct(owner1, chronographs);
    expect(perItem.total).toBe(5);
    expect(perItem.items).toHaveLength(4);
    expect(productUnseen(perItem, pilote42)).toBe(2);
    expect(productUnseen(perItem, lune)).toBe(1);
  });

  it('marks a page seen for that item only, newest first, `seen` telling what was seen before', async () => {
    const first = await page(owner1, pilote42);
    expect(first.total).toBe(2);
    expect(first.items.map((m) => [m.scope, m.seen])).toEqual([
      ['item', false],
      ['collection', false],
    ]);
    expect(first.items.every((m) => m.productId === pilote42)).toBe(true);
    const again = await page(owner1, pilote42);
    expect(again.items.map((m) => m.seen)).toEqual([true, true]);

    const perItem = await byProduct(owner1, chronographs);
    expect(productUnseen(perItem, pilote42)).toBe(0);
    expect(perItem.items.some((i) => i.productId === pilote42)).toBe(false);
    // the collection message read on the Pilote 42 is still unseen on the Lune Perpétuelle
    expect(productUnseen(perItem, lune)).toBe(1);
    expect(perItem.total).toBe(3);
    expect((await byCollection(owner1)).total).toBe(3);
    // and still unseen for the other owner
    expect(await byCollection(owner2)).toEqual({
      total: 1,
      items: [{ collectionId: chronographs, unseen: 1 }],
    });
    const lunePage = await page(owner1, lune);
    expect(lunePage.items.map((m) => m.seen)).toEqual([false]);
    // one read per (user, item, message): reading twice wrote nothing more
    const reads = await db()
      .select()
      .from(messageReads)
      .where(eq(messageReads.userId, await userId('+33600000001')));
    expect(reads).toHaveLength(3);
  });

  it('pages newest first and marks only the page read', async () => {
    const posted = [];
    for (let i = 0; i < 3; i += 1) posted.push(await post(AURELE_KEY, { productId: tourbillon }));
    const [oldest, middle, newest] = posted;
    expect(productUnseen(await byProduct(owner1, chronographs), tourbillon)).toBe(4);

    const first = await page(owner1, tourbillon, 2, 0);
    expect(first.total).toBe(4);
    expect(first.items.map((m) => m.id)).toEqual([newest!.id, middle!.id]);
    expect(productUnseen(await byProduct(owner1, chronographs), tourbillon)).toBe(2);

    const second = await page(owner1, tourbillon, 2, 2);
    expect(second.items.map((m) => m.id)).toEqual([oldest!.id, expect.any(String)]);
    expect(second.items[1]?.scope).toBe('collection');
    expect(second.items.map((m) => m.seen)).toEqual([false, false]);
    expect(productUnseen(await byProduct(owner1, chronographs), tourbillon)).toBe(0);

    const beyond = await page(owner1, tourbillon, 2, 10);
    expect(beyond).toEqual({ items: [], total: 4 });
  });

  it('answers each owner in their language, English when the brand wrote no French', async () => {
    const both = await post(AURELE_KEY, { productId: pilote38 });
    const englishOnly = await post(
      AURELE_KEY,
      { productId: pilote38 },
      {
        title: { en: 'English only' },
        body: { en: 'Written in English.' },
      },
    );
    const french = await page(owner2, pilote38, 10, 0);
    const byId = new Map(french.items.map((m) => [m.id, m]));
    expect(byId.get(both.id)?.title).toBe(both.title.fr);
    expect(byId.get(both.id)?.body).toBe(both.body.fr);
    expect(byId.get(englishOnly.id)?.title).toBe('English only');
    expect(byId.get(englishOnly.id)?.body).toBe('Written in English.');
    const english = await page(owner1, chrono1931);
    expect(english.items[0]?.title).toMatch(/^Title \d+$/);
  });

  it('follows the language the app shows (Accept-Language) over the account’s', async () => {
    const both = await post(AURELE_KEY, { productId: pilote38 });
    const read = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/messages/${pilote38}/10/0`,
        headers: { ...owner2.headers, 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: Message[] }>().items.find((m) => m.id === both.id);
    };
    expect((await read('en-US,en;q=0.9'))?.title).toBe(both.title.en);
    expect((await read('fr'))?.title).toBe(both.title.fr);
  });

  it('hides another owner’s item and an unknown one (404), and checks its input (400)', async () => {
    expect((await get(owner2, `/v1/messages/${pilote42}/10/0`)).statusCode).toBe(404);
    expect((await get(owner1, `/v1/messages/${crypto.randomUUID()}/10/0`)).statusCode).toBe(404);
    expect((await get(owner1, `/v1/messages/not-a-uuid/10/0`)).statusCode).toBe(400);
    expect((await get(owner1, `/v1/messages/${pilote42}/0/0`)).statusCode).toBe(400);
    expect((await get(owner1, `/v1/messages/${pilote42}/101/0`)).statusCode).toBe(400);
    // reading another owner's item marked nothing for them
    const stillUnseen = await byProduct(owner1, chronographs);
    expect(stillUnseen.items.some((i) => i.productId === pilote42)).toBe(false);
    // a collection the owner holds nothing of: nothing to count
    const leatherOfOwner2 = await byProduct(owner2, await collectionId('Voyage Leather'));
    expect(leatherOfOwner2).toEqual({ total: 0, items: [] });
    expect((await get(owner1, '/v1/messages/unseenCountByProducts/nope')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/messages/unseenCountByNftCollections',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the brand API', () => {
  let pilote42: string;
  let runner: string;
  let runners: string;
  let chronographs: string;
  const listOf = async (key: string) => {
    const res = await brand(key, 'GET', '/messages/100/0');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: BrandMessage[]; total: number }>();
  };

  beforeAll(async () => {
    pilote42 = await itemOf('+33600000001', 'Pilote 42');
    runner = await itemOf('+33600000001', 'Runner 02 “Aurora”');
    runners = await collectionId('Midnight Runners');
    chronographs = await collectionId('Heritage Chronographs');
  });

  it('writes only to its own items and collections', async () => {
    const before = (await listOf(NUIT_KEY)).total;
    const notOurs = await brand(NUIT_KEY, 'POST', '/messages', {
      productId: pilote42,
      title: { en: 'Hello' },
      body: { en: 'Not our item.' },
    });
    expect(notOurs.statusCode).toBe(404);
    const notOurCollection = await brand(NUIT_KEY, 'POST', '/messages', {
      collectionId: chronographs,
      title: { en: 'Hello' },
      body: { en: 'Not our collection.' },
    });
    expect(notOurCollection.statusCode).toBe(404);
    expect((await listOf(NUIT_KEY)).total).toBe(before);
    const ours = await post(
      NUIT_KEY,
      { collectionId: runners },
      { link: 'https://ateliernuit.example/care' },
    );
    expect(ours.recipients).toBe(2);
    expect(ours.link).toBe('https://ateliernuit.example/care');
    const list = await listOf(NUIT_KEY);
    expect(list.total).toBe(before + 1);
    expect(list.items[0]).toEqual(ours);
    // another brand does not see it
    expect((await listOf(AURELE_KEY)).items.some((m) => m.id === ours.id)).toBe(false);
  });

  it('needs a live key (401) and exactly one target (400)', async () => {
    const body = { productId: runner, title: { en: 'Hello' }, body: { en: 'Text' } };
    expect((await brand(null, 'POST', '/messages', body)).statusCode).toBe(401);
    expect((await brand('hlk_nope', 'POST', '/messages', body)).statusCode).toBe(401);
    expect((await brand(null, 'GET', '/messages/10/0')).statusCode).toBe(401);
    const both = await brand(NUIT_KEY, 'POST', '/messages', { ...body, collectionId: runners });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ field: string }>().field).toBe('collectionId');
    const neither = await brand(NUIT_KEY, 'POST', '/messages', { title: body.title, body: body.body });
    expect(neither.statusCode).toBe(400);
    const noEnglish = await brand(NUIT_KEY, 'POST', '/messages', { ...body, title: { fr: 'Bonjour' } });
    expect(noEnglish.statusCode).toBe(400);
    const badLink = await brand(NUIT_KEY, 'POST', '/messages', { ...body, link: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(400);
    expect((await brand(NUIT_KEY, 'GET', '/messages/0/0')).statusCode).toBe(400);
  });

  it('checks a picture by its bytes (400), its size (413), and stores nothing refused', async () => {
    const before = (await listOf(NUIT_KEY)).total;
    const body = { productId: runner, title: { en: 'Picture' }, body: { en: 'Look.' } };
    const text = await brand(NUIT_KEY, 'POST', '/messages', {
      ...body,
      picture: Buffer.from('this is not a picture at all').toString('base64'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ code: string; field: string }>()).toMatchObject({
      code: 'NOT_AN_IMAGE',
      field: 'picture',
    });
    const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const broken = await brand(NUIT_KEY, 'POST', '/messages', {
      ...body,
      picture: brokenJpeg.toString('base64'),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ code: string }>().code).toBe('UNSUPPORTED_IMAGE');
    const notBase64 = await brand(NUIT_KEY, 'POST', '/messages', { ...body, picture: 'not base64!' });
    expect(notBase64.statusCode).toBe(400);

    const justOver = 'A'.repeat(Math.ceil(MESSAGE_PICTURE_MAX_BYTES / 3) * 4 + 4);
    const big = await brand(NUIT_KEY, 'POST', '/messages', { ...body, picture: justOver });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ code: string }>().code).toBe('MESSAGE_PICTURE_TOO_LARGE');
    const huge = await brand(NUIT_KEY, 'POST', '/messages', {
      ...body,
      picture: 'A'.repeat(8 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ code: string; message: string }>()).toMatchObject({
      code: 'MESSAGE_PICTURE_TOO_LARGE',
      message: 'The picture is too large (5 MB at most).',
    });
    expect((await listOf(NUIT_KEY)).total).toBe(before);
  });

  it('re-encodes a picture: WebP, at most 1600 px wide, without its metadata', async () => {
    const original = await png(2400, 1200);
    expect(original.includes(Buffer.from('secret-exif-marker'))).toBe(true);
    const message = await post(NUIT_KEY, { productId: runner }, { picture: original.toString('base64') });
    expect(message.pictureUrl).toBe(`/api/media/messages/${message.id}/picture`);
    const served = await t.app.inject({ method: 'GET', url: message.pictureUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    const seen = await page(owner1, runner);
    expect(seen.items[0]?.pictureUrl).toBe(message.pictureUrl);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/media/messages/${crypto.randomUUID()}/picture`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('tells the owners reached, in their language, with the link to read it', async () => {
    // the notices of the messages above may still be under way (the post does not wait for them): a late one
    // would be counted here, and would spend the budget this test frees
    await t.app.services.messages.drain();
    // the messages above spent the owners' daily notice budget: start a new day's
    await db().delete(brandMessageNotices);
    const before1 = t.sms.sent.filter((m) => m.to === owner1.phone).length;
    const before2 = t.sms.sent.filter((m) => m.to === owner2.phone).length;
    const item = await post(
      NUIT_KEY,
      { productId: runner },
      { title: { en: 'New laces', fr: 'Lacets neufs' } },
    );
    await t.app.services.messages.drain();
    const notice = t.sms.last(owner1.phone)?.text ?? '';
    expect(notice).toContain('Atelier Nuit');
    expect(notice).toContain('Runner 02 “Aurora”');
    expect(notice).toContain('New laces');
    expect(notice).toContain(`${t.config.publicUrl}/items/${runner}/messages/${item.id}`);
    expect(t.sms.sent.filter((m) => m.to === owner2.phone)).toHaveLength(before2);

    const wide = await post(NUIT_KEY, { collectionId: runners }, { title: { en: 'Drop', fr: 'Nouveauté' } });
    await t.app.services.messages.drain();
    expect(wide.recipients).toBe(2);
    // one notice per owner, however many of the collection's items they hold
    expect(t.sms.sent.filter((m) => m.to === owner1.phone)).toHaveLength(before1 + 2);
    expect(t.sms.sent.filter((m) => m.to === owner2.phone)).toHaveLength(before2 + 1);
    const french = t.sms.last(owner2.phone)?.text ?? '';
    expect(french).toContain('Atelier Nuit vous a écrit au sujet de la collection');
    expect(french).toContain('Nouveauté');
    expect(french).toContain(`${t.config.publicUrl}/collections/${runners}`);
  });

  it('a message whose notices run again (a worker died before marking them done) tells no owner twice', async () => {
    await db().delete(brandMessageNotices);
    const wide = await post(NUIT_KEY, { collectionId: runners }, { title: { en: 'Again', fr: 'Encore' } });
    await t.app.services.messages.drain();
    const told = t.sms.sent.length;
    const fanOut = eq(jobs.key, `message:${wide.id}`);
    expect((await db().select().from(jobs).where(fanOut))[0]?.state).toBe('done');
    await db()
      .update(jobs)
      .set({ state: 'queued', lease: null, doneAt: null, nextTryAt: t.clock.now() })
      .where(fanOut);
    await t.app.services.jobs.round();
    await t.app.services.messages.drain();
    expect((await db().select().from(jobs).where(fanOut))[0]?.state).toBe('done');
    expect(t.sms.sent.length).toBe(told);
  });

  it('still answers 201 when a notice cannot be delivered', async () => {
    t.sms.failNext = true;
    const message = await post(AURELE_KEY, { productId: pilote42 });
    await t.app.services.messages.drain();
    expect(message.recipients).toBe(1);
    expect((await page(owner1, pilote42)).items[0]?.id).toBe(message.id);
  });
});
