// Lost/stolen declarations (make, withdraw, what they block) and the public authenticity page (what it
// shows, what it never shows, finder messages and their rate limit).
import {
  FINDER_MESSAGES_PER_IP_PER_HOUR,
  FINDER_MESSAGES_PER_ITEM_PER_HOUR,
  type Item,
  type PublicItem,
} from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { finderMessages, itemEvents, items, oppositions, savStores, users } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { sendWithGrant } from './fixtures';
import type { Session } from './helpers';

const { t, owner1, owner2 } = demoAppWithOwners();

const db = () => t.app.database.db;
const itemByName = async (name: string) => (await db().select().from(items).where(eq(items.name, name)))[0]!;
const post = (s: Session, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...s.headers, ...headers }, payload });
const publicPage = (publicId: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/items/${encodeURIComponent(publicId)}` });
/** The public page of the item of that name, which must answer 200: the item's row, the answer, the page. */
const publicPageOf = async (name: string) => {
  const item = await itemByName(name);
  const res = await publicPage(item.publicId);
  expect(res.statusCode).toBe(200);
  return { item, res, page: res.json<PublicItem>() };
};
const finder = (publicId: string, payload: object, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/items/${publicId}/messages`,
    payload,
    remoteAddress: ip,
  });

/** The first owner sends the item to the second's phone, with the grant for it (test/fixtures.ts). */
const sendToOwner2 = (itemId: string) =>
  sendWithGrant(t, owner1, 'sendToPhone', { phoneTo: owner2.phone, productsIds: [itemId] });

describe('declaring an item lost or stolen', () => {
  it('stolen: the item says so, its history records it without the owner’s words, the public page warns', async () => {
    const item = await itemByName('Cabas Riviera');
    const res = await post(owner1, `/products/makeOpposition/${item.id}`, {
      details: 'Taken from my car in Lyon on Friday night.',
      kind: 'stolen',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Item>()).toMatchObject({
      status: 'stolen',
      opposition: { active: true, kind: 'stolen', since: t.clock.now().toISOString() },
    });
    const [declaration] = await db().select().from(oppositions).where(eq(oppositions.itemId, item.id));
    expect(declaration).toMatchObject({
      kind: 'stolen',
      details: 'Taken from my car in Lyon on Friday night.',
    });
    const events = await db().select().from(itemEvents).where(eq(itemEvents.itemId, item.id));
    expect(events.find((e) => e.kind === 'opposition_made')?.data).toEqual({ kind: 'stolen' });
    expect(JSON.stringify(events)).not.toContain('Lyon');

    const page = await publicPage(item.publicId);
    expect(page.statusCode).toBe(200);
    expect(page.json<PublicItem>().opposition).toMatchObject({ active: true, kind: 'stolen' });

    const twice = await post(owner1, `/products/makeOpposition/${item.id}`, {
      details: 'Again',
      kind: 'lost',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('OPPOSITION_ALREADY_ACTIVE');
  });

  it('blocks sending the item and asking for its repair (409), and changes nothing', async () => {
    const item = await itemByName('Cabas Riviera');
    const send = await sendToOwner2(item.id);
    expect(send.statusCode).toBe(409);
    expect(send.json().code).toBe('ITEM_UNDER_OPPOSITION');
    const stores = await db().select().from(savStores);
    const repair = await post(owner1, `/v2/products/${item.id}/repair`, {
      savStore: stores.find((s) => s.name === 'Maison Aurèle Saint-Honoré')!.id,
      details: 'The handle is torn at the seam.',
    });
    expect(repair.statusCode).toBe(409);
    expect(repair.json().code).toBe('REPAIR_UNDER_OPPOSITION');
    const after = await itemByName('Cabas Riviera');
    expect(after.ownerId).toBe(item.ownerId);
    expect(after.status).toBe('stolen');
  });

  it('withdrawing lifts it: sendable again, history records it, the public page is calm', async () => {
    const item = await itemByName('Cabas Riviera');
    const res = await post(owner1, `/products/withdrawOpposition/${item.id}`, {
      details: 'The police found it.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Item>()).toMatchObject({
      status: 'active',
      opposition: { active: false, kind: null, since: null },
    });
    const [declaration] = await db().select().from(oppositions).where(eq(oppositions.itemId, item.id));
    expect(declaration?.withdrawnAt).not.toBeNull();
    expect(declaration?.withdrawDetails).toBe('The police found it.');
    const events = await db().select().from(itemEvents).where(eq(itemEvents.itemId, item.id));
    expect(events.find((e) => e.kind === 'opposition_withdrawn')?.data).toEqual({ kind: 'stolen' });
    expect((await publicPage(item.publicId)).json<PublicItem>().opposition.active).toBe(false);

    const again = await post(owner1, `/products/withdrawOpposition/${item.id}`, { details: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NO_ACTIVE_OPPOSITION');
  });

  it('lost is the default kind; bad input is 400; another owner’s item is 404; no session is 401', async () => {
    const item = await itemByName('Étude en bleu');
    for (const body of [
      {},
      { details: '' },
      { details: 'ok', kind: 'misplaced' },
      { details: 'x'.repeat(1001) },
    ]) {
      expect((await post(owner1, `/products/makeOpposition/${item.id}`, body)).statusCode).toBe(400);
    }
    const theirs = await itemByName('Pilote 38');
    const res = await post(owner1, `/products/makeOpposition/${theirs.id}`, { details: 'Not mine at all' });
    expect(res.statusCode).toBe(404);
    expect(
      (await post(owner1, `/products/withdrawOpposition/${theirs.id}`, { details: 'Nope' })).statusCode,
    ).toBe(404);
    expect((await itemByName('Pilote 38')).oppositionKind).toBeNull();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/products/makeOpposition/${item.id}`,
      payload: { details: 'Lost it' },
    });
    expect(anonymous.statusCode).toBe(401);

    const lost = await post(owner1, `/products/makeOpposition/${item.id}`, {
      details: 'Left it on a train.',
    });
    expect(lost.json<Item>()).toMatchObject({ status: 'lost', opposition: { kind: 'lost' } });
    await post(owner1, `/products/withdrawOpposition/${item.id}`, { details: 'Found at home.' });
  });

  it('an item in repair cannot be declared (409)', async () => {
    const item = await itemByName('Sac Voyageur 48h');
    await db().update(items).set({ status: 'in_repair' }).where(eq(items.id, item.id));
    const res = await post(owner1, `/products/makeOpposition/${item.id}`, { details: 'Lost at the store' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OPPOSITION_IN_REPAIR');
    await db().update(items).set({ status: 'active' }).where(eq(items.id, item.id));
  });
});

describe('the public authenticity page', () => {
  it('shows the item, its brand, certificate and owner count, never who owns it; no sign-in needed', async () => {
    const { item, res, page } = await publicPageOf('Chronographe 1931');
    expect(page).toMatchObject({
      publicId: item.publicId,
      name: 'Chronographe 1931',
      serialNumber: item.serialNumber,
      brand: { name: 'Maison Aurèle' },
      collection: { name: 'Heritage Chronographs' },
      isToMint: false,
      ownersCount: 1,
      inCustody: true,
      opposition: { active: false },
    });
    expect(page.mint).toMatchObject({ ledger: 'heirloom', record: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(page.images.length).toBeGreaterThan(0);
    const [owner] = await db().select().from(users).where(eq(users.id, item.ownerId!));
    const body = res.body;
    for (const secret of [owner!.phone, owner!.id, owner!.custodialAddress!, item.id]) {
      expect(body).not.toContain(secret);
    }
    // every picture it links to is public
    for (const image of page.images) {
      const pic = await t.app.inject({ method: 'GET', url: image.thumbnailUrl });
      expect(pic.statusCode).toBe(200);
    }
  });

  it('counts owners: a completed transfer makes two', async () => {
    const item = await itemByName('Pochette Soirée');
    const sent = await sendToOwner2(item.id);
    expect(sent.statusCode).toBe(200);
    const page = (await publicPage(item.publicId)).json<PublicItem>();
    expect(page.ownersCount).toBe(2);
    expect(JSON.stringify(page)).not.toContain(owner2.phone);
  });

  it('keeps the name, words and pictures of an item being minted to itself (docs/product.md, states)', async () => {
    const { item, res, page } = await publicPageOf('Tourbillon Nuit');
    expect(item.isToMint).toBe(true);
    expect(page).toMatchObject({
      publicId: item.publicId,
      name: '',
      description: '',
      images: [],
      isToMint: true,
      mint: null,
      brand: { name: 'Maison Aurèle' },
    });
    expect(res.body).not.toContain('Tourbillon');
    expect(res.body).not.toContain('tourbillon');
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await publicPage('unknownCode12')).statusCode).toBe(404);
    expect((await publicPage('no spaces!')).statusCode).toBe(400);
  });
});

describe('finder messages', () => {
  // a finder may write only about an item declared lost or stolen (finder-and-history.test.ts)
  beforeAll(async () => {
    for (const name of ['Composition No. 7', 'Grand Cru 2019 — Magnum']) {
      const item = await itemByName(name);
      const res = await post(owner1, `/products/makeOpposition/${item.id}`, {
        details: 'Lost while moving.',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('reach the owner (who stays anonymous) and are rate limited per sender', async () => {
    const item = await itemByName('Composition No. 7');
    const before = t.sms.sent.filter((m) => m.to === owner1.phone).length;
    const res = await finder(item.publicId, {
      message: 'I found this print in a taxi, call me.',
      contact: 'finder@example.com',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    expect(res.body).not.toContain(owner1.phone);
    const notice = t.sms.last(owner1.phone)?.text ?? '';
    expect(notice).toContain('I found this print in a taxi');
    expect(notice).toContain('finder@example.com');
    expect(t.sms.sent.filter((m) => m.to === owner1.phone).length).toBe(before + 1);

    for (let i = 1; i < FINDER_MESSAGES_PER_IP_PER_HOUR; i++) {
      expect((await finder(item.publicId, { message: `Another message number ${i}` })).statusCode).toBe(202);
    }
    const limited = await finder(item.publicId, { message: 'One message too many.' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('FINDER_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another sender may still write; an hour later this one may too
    expect((await finder(item.publicId, { message: 'From someone else.' }, '198.51.100.9')).statusCode).toBe(
      202,
    );
    t.clock.advance(3601);
    expect((await finder(item.publicId, { message: 'An hour later, again.' })).statusCode).toBe(202);
    // the sender's address is never stored
    const stored = await db().select().from(finderMessages);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
  });

  it('are rate limited per item too', async () => {
    t.clock.advance(3601);
    const item = await itemByName('Grand Cru 2019 — Magnum');
    for (let i = 0; i < FINDER_MESSAGES_PER_ITEM_PER_HOUR; i++) {
      const res = await finder(item.publicId, { message: `Message from sender ${i}` }, `192.0.2.${i + 1}`);
      expect(res.statusCode).toBe(202);
    }
    const res = await finder(item.publicId, { message: 'From yet another sender' }, '192.0.2.200');
    expect(res.statusCode).toBe(429);
  });

  it('refuse bad input (400) and unknown items (404)', async () => {
    t.clock.advance(3601);
    const item = await itemByName('Composition No. 7');
    for (const body of [
      {},
      { message: 'short' },
      { message: 'x'.repeat(1001) },
      { message: 'Long enough text', x: 1 },
    ]) {
      expect((await finder(item.publicId, body, '192.0.2.250')).statusCode).toBe(400);
    }
    expect((await finder('unknownCode12', { message: 'Hello owner, found it.' })).statusCode).toBe(404);
  });
});
