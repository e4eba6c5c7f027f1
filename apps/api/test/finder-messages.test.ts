// The owner's side of finder messages: the notice links to the item's messages, where the owner reads what
// finders wrote (with their contact) and marks it handled; nobody else reads them, not even a later owner.
import type { FinderMessagePage, ReceivedFinderMessage } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { finderMessages, items, users } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { newPhone, signIn } from './helpers';
import { grantFor, type Session } from './security/support';

const { t, owner1: owner, owner2: other } = demoAppWithOwners(180_000);

const db = () => t.app.database.db;
const itemByName = async (name: string) => (await db().select().from(items).where(eq(items.name, name)))[0]!;
const userId = async (s: Session) => (await db().select().from(users).where(eq(users.phone, s.phone)))[0]!.id;
const api = (
  method: 'GET' | 'POST',
  url: string,
  s?: Session,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(s?.headers ?? {}), ...headers },
    ...(payload ? { payload } : {}),
  });
const list = (s: Session | undefined, itemId: string, limit = 10, offset = 0) =>
  api('GET', `/v1/products/${itemId}/finderMessages/${limit}/${offset}`, s);
const mark = (s: Session | undefined, itemId: string, messageId: string, handled: unknown) =>
  api('POST', `/v1/products/${itemId}/finderMessages/${messageId}/handled`, s, { handled });
const finder = (publicId: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/items/${publicId}/messages`, payload, remoteAddress: ip });
const declare = async (s: Session, itemId: string, kind: 'lost' | 'stolen' = 'stolen') => {
  const res = await api('POST', `/products/makeOpposition/${itemId}`, s, {
    details: 'Taken from my car.',
    kind,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const page = async (s: Session, itemId: string, limit = 10, offset = 0) => {
  const res = await list(s, itemId, limit, offset);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FinderMessagePage>();
};

describe('an owner reads what finders wrote about their item', () => {
  let itemId: string;
  let publicId: string;

  beforeAll(async () => {
    const item = await itemByName('Lune Perpétuelle');
    itemId = item.id;
    publicId = item.publicId;
    await declare(owner, itemId);
  });

  it('the notice links to the item’s messages, where the message reads in full with the finder’s contact', async () => {
    t.clock.advance(60);
    const sent = await finder(
      publicId,
      { message: 'I think I saw this watch at the flea market.', contact: '  +33 6 12 34 56 78 ' },
      '203.0.113.21',
    );
    expect(sent.statusCode, sent.body).toBe(202);
    const link = `${t.config.publicUrl}/items/${itemId}?tab=messages`;
    expect(t.sms.last(owner.phone)?.text).toContain(link);

    const mine = await page(owner, itemId);
    expect(mine).toMatchObject({ total: 1, unhandled: 1 });
    expect(mine.items[0]).toEqual({
      id: expect.any(String),
      productId: itemId,
      message: 'I think I saw this watch at the flea market.',
      contact: '+33 6 12 34 56 78',
      createdAt: t.clock.now().toISOString(),
      handledAt: null,
    });
  });

  it('lists them newest first, paged, a message without contact with null', async () => {
    t.clock.advance(60);
    expect(
      (await finder(publicId, { message: 'It is for sale online, no contact given.' }, '203.0.113.22'))
        .statusCode,
    ).toBe(202);
    const all = await page(owner, itemId);
    expect(all.total).toBe(2);
    expect(all.unhandled).toBe(2);
    expect(all.items.map((m) => m.message)).toEqual([
      'It is for sale online, no contact given.',
      'I think I saw this watch at the flea market.',
    ]);
    expect(all.items[0]!.contact).toBeNull();
    const second = await page(owner, itemId, 1, 1);
    expect(second).toMatchObject({ total: 2, unhandled: 2 });
    expect(second.items.map((m) => m.message)).toEqual(['I think I saw this watch at the flea market.']);
  });

  it('marks one handled (its first time kept) and back to handle; the count follows', async () => {
    const [newest] = (await page(owner, itemId)).items;
    t.clock.advance(30);
    const handledAt = t.clock.now().toISOString();
    const res = await mark(owner, itemId, newest!.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReceivedFinderMessage>()).toEqual({ ...newest, handledAt });
    expect((await page(owner, itemId)).unhandled).toBe(1);

    t.clock.advance(30);
    const again = await mark(owner, itemId, newest!.id, true);
    expect(again.json<ReceivedFinderMessage>().handledAt).toBe(handledAt);

    const undone = await mark(owner, itemId, newest!.id, false);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<ReceivedFinderMessage>().handledAt).toBeNull();
    const after = await page(owner, itemId);
    expect(after.unhandled).toBe(2);
    expect(after.items[0]).toEqual(newest);
  });

  it('another owner, a stranger and a bad request read and change nothing', async () => {
    const [newest] = (await page(owner, itemId)).items;
    const theirs = await list(other, itemId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(theirs.body).not.toContain('flea market');
    expect((await mark(other, itemId, newest!.id, true)).statusCode).toBe(404);
    expect((await list(undefined, itemId)).statusCode).toBe(401);
    expect((await mark(undefined, itemId, newest!.id, true)).statusCode).toBe(401);

    // the owner's own other item does not hold this message
    const elsewhere = await itemByName('Pilote 42');
    expect((await mark(owner, elsewhere.id, newest!.id, true)).statusCode).toBe(404);
    expect((await mark(owner, itemId, '5b6f2c1e-8d4a-4f3b-9c2d-1e0f9a8b7c6d', true)).statusCode).toBe(404);

    // ids and bodies the contract refuses: 400 naming the field, in the caller's language
    const badItem = await list(owner, 'not-a-uuid');
    expect(badItem.statusCode).toBe(400);
    expect(badItem.json()).toMatchObject({ code: 'VALIDATION', field: 'id' });
    expect((await list(owner, itemId, 0, 0)).statusCode).toBe(400);
    expect((await list(owner, itemId, 101, 0)).statusCode).toBe(400);
    expect((await mark(owner, itemId, 'not-a-uuid', true)).statusCode).toBe(400);
    expect((await mark(owner, itemId, newest!.id, 'yes')).statusCode).toBe(400);
    const extra = await api('POST', `/v1/products/${itemId}/finderMessages/${newest!.id}/handled`, owner, {
      handled: true,
      message: 'rewritten',
    });
    expect(extra.statusCode).toBe(400);
    const fr = await api('GET', `/v1/products/${itemId}/finderMessages/10/0`, other, undefined, {
      'accept-language': 'fr-FR',
    });
    expect(fr.json()).toMatchObject({ statusCode: 404, message: 'Introuvable.' });
    expect(theirs.json().message).toBe('Not found.');

    const stored = await db().select().from(finderMessages).where(eq(finderMessages.id, newest!.id));
    expect(stored[0]).toMatchObject({ handledAt: null, message: newest!.message });
  });

  it('a later owner reads none of what finders wrote to an earlier one, and the earlier one loses the item’s', async () => {
    t.clock.advance(60);
    const withdrawn = await api('POST', `/products/withdrawOpposition/${itemId}`, owner, {
      details: 'The police found it.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // after the declaration the owner still reads them
    expect((await page(owner, itemId)).total).toBe(2);
    const [newest] = (await page(owner, itemId)).items;

    const next = await signIn(t, newPhone());
    t.clock.advance(60);
    const send = { phoneTo: next.phone, productsIds: [itemId] };
    await grantFor(t, await userId(owner), 'sendToPhone', send);
    const sent = await api('POST', '/transactions/sendToPhone', owner, send);
    expect(sent.statusCode, sent.body).toBe(200);

    expect(await page(next, itemId)).toEqual({ items: [], total: 0, unhandled: 0 });
    expect((await mark(next, itemId, newest!.id, true)).statusCode).toBe(404);
    expect((await list(owner, itemId)).statusCode).toBe(404);

    // what finders write to the new owner once they declare it is theirs
    t.clock.advance(60);
    await declare(next, itemId, 'lost');
    t.clock.advance(60);
    expect(
      (
        await finder(
          publicId,
          { message: 'Found it on a bench, call me.', contact: 'a@b.example' },
          '203.0.113.23',
        )
      ).statusCode,
    ).toBe(202);
    const theirs = await page(next, itemId);
    expect(theirs).toMatchObject({ total: 1, unhandled: 1 });
    expect(theirs.items.map((m) => m.message)).toEqual(['Found it on a bench, call me.']);
  });
});
