// Two findings of the security review: finder messages reach only the owner of an item declared lost or
// stolen, and an item's history shows an owner's own details (price, repair notes, stores) to them alone.
import type { HistoryEvent } from '@heirloom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, finderMessages, items, savStores, users } from '../../src/db/schema';
import { demoBrandKey } from '../../src/modules/brand/brand-keys';
import { LocalPayments } from '../../src/providers/local-db/payments';
import { createTestApp, newPhone, signIn, type TestApp } from '../helpers';
import { grantFor, type Session } from './support';

let t: TestApp;
const db = () => t.app.database.db;
const AURELE_KEY = demoBrandKey('maison-aurele');
const REPAIR_DETAILS = 'The chronograph pusher sticks since the summer.';

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });
const brand = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/brand${url}`,
    headers: { authorization: `Bearer ${AURELE_KEY}` },
    payload,
  });
const finder = (publicId: string, message: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/items/${publicId}/messages`,
    headers,
    payload: { message, contact: 'finder@example.com' },
    remoteAddress: '203.0.113.50',
  });
/**
 * A send's step-up grant written directly. It names the send it confirms (recipient and items), for grants
 * bound to their transaction; a grantFor that takes no such details ignores them.
 */
type Send = { phoneTo: string; productsIds: string[] };
const grantSend = (userId: string, send: Send) =>
  (grantFor as (t: TestApp, userId: string, action: 'sendToPhone', send: Send) => Promise<void>)(
    t,
    userId,
    'sendToPhone',
    send,
  );
const userId = async (s: Session) => (await db().select().from(users).where(eq(users.phone, s.phone)))[0]!.id;
const itemByName = async (name: string) => (await db().select().from(items).where(eq(items.name, name)))[0]!;
const storedMessages = async (itemId: string) =>
  db().select().from(finderMessages).where(eq(finderMessages.itemId, itemId));
const smsTo = (phone: string) => t.sms.sent.filter((m) => m.to === phone).length;

describe('finder messages reach only the owner of a declared item', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await signIn(t, '+33600000001');
  });

  it('refuses a message for an item not declared lost or stolen (409): nothing stored, no one told', async () => {
    const item = await itemByName('Lune Perpétuelle');
    expect(item.oppositionKind).toBeNull();
    const before = smsTo(owner.phone);
    const res = await finder(item.publicId, 'I scanned the QR code of this watch in a shop window.');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ITEM_NOT_DECLARED', statusCode: 409 });
    expect(res.json().message).toMatch(/not declared lost or stolen/);
    const fr = await finder(item.publicId, 'J’ai scanné le QR code de cette montre.', {
      'accept-language': 'fr-FR',
    });
    expect(fr.statusCode).toBe(409);
    expect(fr.json().message).toMatch(/n’est pas déclaré perdu ou volé/);
    // no more than the public page says: nothing of the owner
    expect(res.body + fr.body).not.toContain(owner.phone);
    expect(await storedMessages(item.id)).toHaveLength(0);
    await t.app.services.messages.drain();
    expect(smsTo(owner.phone)).toBe(before);
  });

  it('refuses it the same way whatever the owner is doing with it (a transfer waiting for its recipient)', async () => {
    const item = await itemByName('Étude en bleu');
    const send = { phoneTo: newPhone(), productsIds: [item.id] };
    await grantSend(await userId(owner), send);
    const sent = await api('POST', '/transactions/sendToPhone', owner, send);
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await finder(item.publicId, 'Is this print still yours? I saw it for sale.');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ITEM_NOT_DECLARED');
    expect(await storedMessages(item.id)).toHaveLength(0);
  });

  it('passes a message on once the item is declared lost, and refuses again once the declaration is withdrawn', async () => {
    const item = await itemByName('Lune Perpétuelle');
    const declared = await api('POST', `/products/makeOpposition/${item.id}`, owner, {
      details: 'Left it in a hotel room in Geneva.',
      kind: 'lost',
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const before = smsTo(owner.phone);
    const res = await finder(item.publicId, 'I found this watch at the hotel reception desk.');
    expect(res.statusCode, res.body).toBe(202);
    expect(await storedMessages(item.id)).toHaveLength(1);
    expect(smsTo(owner.phone)).toBe(before + 1);
    expect(t.sms.last(owner.phone)?.text).toContain('hotel reception desk');

    t.clock.advance(60);
    const withdrawn = await api('POST', `/products/withdrawOpposition/${item.id}`, owner, {
      details: 'The hotel sent it back.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const again = await finder(item.publicId, 'Writing again about the same watch.');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ITEM_NOT_DECLARED');
    expect(await storedMessages(item.id)).toHaveLength(1);
    expect(smsTo(owner.phone)).toBe(before + 1);
  });
});

describe('an item’s history shows an owner’s details to that owner only', () => {
  const history = async (s: Session, itemId: string) => {
    const res = await api('GET', `/v1/products/getProductHistory/${itemId}?limit=100`, s);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: HistoryEvent[]; total: number }>();
  };
  const step = () => t.clock.advance(60);

  it('a later owner sees the events of an earlier owner (kind, date, actor) without their price, notes or stores', async () => {
    const first = await signIn(t, newPhone());
    const second = await signIn(t, newPhone());
    const firstId = await userId(first);

    // the first owner buys a watch of Maison Aurèle's shop with the test card
    const [onSale] = await db()
      .select({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .where(
        and(
          eq(collections.name, 'Atelier 1931 — Limited Edition'),
          isNull(items.ownerId),
          eq(items.status, 'on_sale'),
        ),
      )
      .limit(1);
    const itemId = onSale!.id;
    const dan = await api('POST', '/payment/createDAN', first, { productId: itemId });
    expect(dan.statusCode, dan.body).toBe(200);
    const paid = await api('POST', `/local-pay/intents/${dan.json().paymentIntentId}/confirm`, undefined, {
      clientSecret: dan.json().client_secret,
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(paid.json().status).toBe('succeeded');
    if (!(t.app.providers.payments instanceof LocalPayments)) throw new Error('local payments expected');
    await t.app.providers.payments.idle();
    expect((await db().select().from(items).where(eq(items.id, itemId)))[0]!.ownerId).toBe(firstId);

    // then has it repaired: the brand's notes are written to them
    step();
    const [store] = await db().select().from(savStores).where(eq(savStores.name, 'Maison Aurèle Genève'));
    const repair = await api('POST', `/v2/products/${itemId}/repair`, first, {
      savStore: store!.id,
      details: REPAIR_DETAILS,
    });
    expect(repair.statusCode, repair.body).toBe(201);
    const repairId = repair.json().id as string;
    step();
    expect(
      (await brand(`/repairs/${repairId}/state`, { state: 'accepted', note: 'We will call you.' }))
        .statusCode,
    ).toBe(200);
    step();
    expect((await brand(`/repairs/${repairId}/notes`, { note: 'Pusher spring replaced.' })).statusCode).toBe(
      200,
    );
    step();
    expect((await brand(`/repairs/${repairId}/state`, { state: 'in_progress' })).statusCode).toBe(200);
    step();
    expect(
      (await brand(`/repairs/${repairId}/state`, { state: 'ready_for_pickup', note: 'Ready at the desk.' }))
        .statusCode,
    ).toBe(200);
    step();
    const pickedUp = await api('POST', `/v1/products/${itemId}/repair/${repairId}`, first, {
      state: 'completed',
    });
    expect(pickedUp.statusCode, pickedUp.body).toBe(200);

    // the first owner's own view has every detail
    const mine = await history(first, itemId);
    const purchase = mine.items.find((e) => e.kind === 'purchased');
    expect(purchase?.details).toMatchObject({ amount: '480000', currency: 'EUR' });
    expect(mine.items.find((e) => e.kind === 'repair_opened')?.details).toMatchObject({
      store: 'Maison Aurèle Genève',
    });
    const notes = mine.items.map((e) => e.details.note).filter(Boolean);
    expect(notes).toEqual(
      expect.arrayContaining(['We will call you.', 'Pusher spring replaced.', 'Ready at the desk.']),
    );
    expect(mine.items.find((e) => e.kind === 'repair_closed')?.details).toMatchObject({ state: 'completed' });

    // sent to the second owner
    step();
    const send = { phoneTo: second.phone, productsIds: [itemId] };
    await grantSend(firstId, send);
    const sent = await api('POST', '/transactions/sendToPhone', first, send);
    expect(sent.statusCode, sent.body).toBe(200);

    const theirs = await history(second, itemId);
    // every event is still there, in the same order, with its kind and date; the hand-over is the second
    // owner's "Received" (the first owner's "Sent" is theirs), and the first owner's acts read "a previous owner"
    expect(theirs.total).toBe(mine.total + 1);
    const earlier = theirs.items.filter((e) => mine.items.some((m) => m.id === e.id));
    const fromTheirSide = (actor: string) => (actor === 'you' ? 'previous_owner' : actor);
    expect(earlier.map((e) => [e.id, e.kind, e.actor, e.createdAt])).toEqual(
      mine.items.map((e) => [e.id, e.kind, fromTheirSide(e.actor), e.createdAt]),
    );
    expect(theirs.items[0]).toMatchObject({ kind: 'received', actor: 'you' });
    expect(theirs.items.map((e) => e.kind)).not.toContain('sent');
    // but none of the first owner's details
    for (const event of earlier.filter((e) => !['created', 'minted'].includes(e.kind))) {
      expect(event.details, event.kind).toEqual({});
    }
    const text = JSON.stringify(theirs);
    for (const secret of [
      '480000',
      'Maison Aurèle Genève',
      'We will call you.',
      'Pusher spring replaced.',
      'Ready at the desk.',
      REPAIR_DETAILS,
      first.phone,
    ]) {
      expect(text).not.toContain(secret);
    }
    // the brand's certificate is no owner's secret: it stays readable
    expect(theirs.items.find((e) => e.kind === 'minted')?.details).toMatchObject({
      record: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // the second owner's own repair: the brand's note is theirs to read
    step();
    const own = await api('POST', `/v2/products/${itemId}/repair`, second, {
      savStore: store!.id,
      details: 'The strap is worn.',
    });
    expect(own.statusCode, own.body).toBe(201);
    step();
    await brand(`/repairs/${own.json().id}/state`, { state: 'accepted', note: 'New strap ordered.' });
    const now = await history(second, itemId);
    expect(now.items[0]).toMatchObject({
      kind: 'repair_updated',
      actor: 'brand',
      details: { note: 'New strap ordered.', state: 'accepted' },
    });
    expect(now.items.find((e) => e.kind === 'repair_opened' && e.details.store)).toBeDefined();
    expect(JSON.stringify(now)).not.toContain('Pusher spring replaced.');
  });
});
