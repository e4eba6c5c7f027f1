// Security finding 6: brand messages had no rate limit, and every one was an SMS to the owner. Proves the
// per-key caps (a minute and an hour, counted in the database), the per-owner daily notice budget across
// all brands (past it a message is stored and counted unseen, silently), and the owner's channel switches.
import { randomUUID } from 'node:crypto';
import {
  BRAND_MESSAGES_PER_KEY_PER_HOUR,
  BRAND_MESSAGES_PER_KEY_PER_MINUTE,
  type BrandMessage,
  type UnseenByProduct,
} from '@heirloom/contract';
import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandMessages, collections, items, outboxMessages, users } from '../../src/db/schema';
import { BRAND_NOTICES_PER_OWNER_PER_DAY } from '../../src/modules/messages/messages.service';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { changedTables, dataDigest, errorShapeProblem, type Session } from './support';

const DAY = 24 * 60 * 60;
const OWNER_PHONE = '+33600000001';
const OTHER_PHONE = '+33600000002';
const pushEndpoint = (phone: string) => `https://push.test/${phone.slice(1)}`;

let t: TestApp;
let owner1: Session;
let owner2: Session;
let pilote42: string;
let pilote38: string;
let runner: string;
let chronographs: string;
let runners: string;

const db = () => t.app.database.db;
const call = (s: Session, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload ? { payload } : {}) });
const itemOf = async (phone: string, name: string) => {
  const [owner] = await db().select().from(users).where(eq(users.phone, phone));
  const [row] = await db()
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.name, name), eq(items.ownerId, owner!.id)));
  return row!.id;
};
const collectionId = async (name: string) =>
  (await db().select().from(collections).where(eq(collections.name, name)))[0]!.id;

/** A key of its own for each test, so that no test spends another's budget. */
const freshKey = async (brand: 'maison-aurele' | 'atelier-nuit') =>
  (await t.app.services.brandKeys.create(brand, 'limits test')).key;

const post = (
  key: string,
  target: { productId: string } | { collectionId: string },
  title: string,
  language = 'en',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/brand/messages',
    headers: { authorization: `Bearer ${key}`, 'accept-language': language },
    payload: { ...target, title: { en: title, fr: title }, body: { en: 'News.', fr: 'Nouvelles.' } },
  });
const posted = async (
  key: string,
  target: { productId: string } | { collectionId: string },
  title: string,
) => {
  const res = await post(key, target, title);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BrandMessage>();
};

const drain = () => t.app.services.messages.drain();
const smsTo = (phone: string) => t.sms.sent.filter((m) => m.to === phone).length;
/** Pushes the console adapter wrote to the dev outbox for the owner's device. */
const pushesTo = async (phone: string) =>
  (
    await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, pushEndpoint(phone)))
  ).length;
const unseenOn = async (s: Session, collection: string, itemId: string) => {
  const res = await call(s, 'GET', `/v1/messages/unseenCountByProducts/${collection}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnseenByProduct>().items.find((i) => i.productId === itemId)?.unseen ?? 0;
};
/** The owners' daily notice budgets start again (and their sessions, which a day outlived). */
const newDay = async () => {
  t.clock.advance(DAY);
  owner1 = await signIn(t, OWNER_PHONE);
  owner2 = await signIn(t, OTHER_PHONE);
};

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  owner1 = await signIn(t, OWNER_PHONE);
  owner2 = await signIn(t, OTHER_PHONE);
  // a push device each (the console adapter writes pushes to the dev outbox), to see every channel
  for (const s of [owner1, owner2]) {
    const res = await call(s, 'POST', '/users/fcmToken', {
      deviceUUID: randomUUID(),
      token: JSON.stringify({
        endpoint: pushEndpoint(s.phone),
        keys: { p256dh: 'BDummyKey', auth: 'dummy' },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  pilote42 = await itemOf(OWNER_PHONE, 'Pilote 42');
  runner = await itemOf(OWNER_PHONE, 'Runner 02 “Aurora”');
  pilote38 = await itemOf(OTHER_PHONE, 'Pilote 38');
  chronographs = await collectionId('Heritage Chronographs');
  runners = await collectionId('Midnight Runners');
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('per brand key', () => {
  it('15 messages in a row: past the minute cap they answer 429 with Retry-After and change nothing; the owner gets at most the daily budget of SMS', async () => {
    await newDay();
    const key = await freshKey('maison-aurele');
    const smsBefore = smsTo(owner1.phone);
    const unseenBefore = await unseenOn(owner1, chronographs, pilote42);
    const statuses: number[] = [];
    const refused: LightMyRequestResponse[] = [];
    let digest: Record<string, string> = {};
    for (let i = 0; i < 15; i += 1) {
      if (i === BRAND_MESSAGES_PER_KEY_PER_MINUTE) {
        await drain();
        digest = await dataDigest(t);
      }
      const res = await post(key, { productId: pilote42 }, `Flood ${i}`, i === 14 ? 'fr' : 'en');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused.push(res);
    }
    expect(statuses).toEqual([
      ...Array<number>(BRAND_MESSAGES_PER_KEY_PER_MINUTE).fill(201),
      ...Array<number>(15 - BRAND_MESSAGES_PER_KEY_PER_MINUTE).fill(429),
    ]);
    for (const res of refused) {
      expect(errorShapeProblem(res)).toBeUndefined();
      expect(res.json<{ code: string }>().code).toBe('BRAND_MESSAGES_RATE_LIMITED');
      // all were sent at the same instant: the oldest leaves the minute's window in 60 s
      expect(res.headers['retry-after']).toBe('60');
    }
    expect(refused.at(-1)?.json<{ message: string }>().message).toMatch(/^Trop de messages/);
    await drain();
    expect(changedTables(digest, await dataDigest(t))).toEqual([]);
    const stored = await db().select().from(brandMessages).where(like(brandMessages.titleEn, 'Flood %'));
    expect(stored).toHaveLength(BRAND_MESSAGES_PER_KEY_PER_MINUTE);

    // the phone hears of the first few only; the app shows every accepted message as unseen
    expect(smsTo(owner1.phone) - smsBefore).toBe(BRAND_NOTICES_PER_OWNER_PER_DAY);
    expect(await unseenOn(owner1, chronographs, pilote42)).toBe(
      unseenBefore + BRAND_MESSAGES_PER_KEY_PER_MINUTE,
    );

    // a minute later the key writes again, and the phone stays quiet
    t.clock.advance(60);
    await posted(key, { productId: pilote42 }, 'After a minute');
    await drain();
    expect(smsTo(owner1.phone) - smsBefore).toBe(BRAND_NOTICES_PER_OWNER_PER_DAY);
  });

  // On PostgreSQL (CI) the requests race in separate transactions: the key's lock keeps the count exact.
  it('15 at once: exactly the minute cap is stored', async () => {
    await newDay();
    const key = await freshKey('maison-aurele');
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => post(key, { productId: pilote42 }, `Race ${i}`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(BRAND_MESSAGES_PER_KEY_PER_MINUTE).fill(201),
      ...Array<number>(15 - BRAND_MESSAGES_PER_KEY_PER_MINUTE).fill(429),
    ]);
    await drain();
    const stored = await db().select().from(brandMessages).where(like(brandMessages.titleEn, 'Race %'));
    expect(stored).toHaveLength(BRAND_MESSAGES_PER_KEY_PER_MINUTE);
  });

  it('paced under the minute cap, a key still stops at the hourly cap; another key of the brand does not share it', async () => {
    await newDay();
    const key = await freshKey('maison-aurele');
    const batches = BRAND_MESSAGES_PER_KEY_PER_HOUR / BRAND_MESSAGES_PER_KEY_PER_MINUTE;
    for (let batch = 0; batch < batches; batch += 1) {
      for (let i = 0; i < BRAND_MESSAGES_PER_KEY_PER_MINUTE; i += 1)
        await posted(key, { productId: pilote42 }, `Hour ${batch}.${i}`);
      t.clock.advance(60);
    }
    const refused = await post(key, { productId: pilote42 }, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('BRAND_MESSAGES_RATE_LIMITED');
    // the first batch leaves the hour's window when the hour is up
    const wait = 60 * 60 - batches * 60;
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(
      (await post(await freshKey('maison-aurele'), { productId: pilote42 }, 'Other key')).statusCode,
    ).toBe(201);
    t.clock.advance(wait - 1);
    expect((await post(key, { productId: pilote42 }, 'Still too soon')).statusCode).toBe(429);
    t.clock.advance(1);
    await posted(key, { productId: pilote42 }, 'An hour later');
    await drain();
  });
});

describe('per owner', () => {
  it('an owner who switched SMS off gets no SMS for a brand message, only the channels left on', async () => {
    await newDay();
    expect(
      (await call(owner2, 'PATCH', '/users/settings', { notifications: { sms: false } })).statusCode,
    ).toBe(200);
    try {
      const aurele = await freshKey('maison-aurele');
      const nuit = await freshKey('atelier-nuit');
      const sms1 = smsTo(owner1.phone);
      const sms2 = smsTo(owner2.phone);
      const push2 = await pushesTo(owner2.phone);

      await posted(aurele, { productId: pilote38 }, 'For the Pilote 38');
      const wide = await posted(nuit, { collectionId: runners }, 'For every runner');
      expect(wide.recipients).toBe(2);
      await drain();
      expect(smsTo(owner2.phone)).toBe(sms2);
      expect(await pushesTo(owner2.phone)).toBe(push2 + 2);
      // the collection message reached the owner whose SMS is on, once
      expect(smsTo(owner1.phone)).toBe(sms1 + 1);
      expect(await unseenOn(owner2, chronographs, pilote38)).toBeGreaterThan(0);
    } finally {
      await call(owner2, 'PATCH', '/users/settings', { notifications: { sms: true } });
    }
  });

  it('at most the daily budget of notices across all brands; past it a message is stored and unseen, silently; a collection message still reaches everyone', async () => {
    await newDay();
    const aurele = await freshKey('maison-aurele');
    const nuit = await freshKey('atelier-nuit');
    const sms1 = smsTo(owner1.phone);
    const sms2 = smsTo(owner2.phone);
    const push1 = await pushesTo(owner1.phone);
    const fromAurele = Math.ceil(BRAND_NOTICES_PER_OWNER_PER_DAY / 2);
    for (let i = 0; i < fromAurele; i += 1) await posted(aurele, { productId: pilote42 }, `Aurèle ${i}`);
    for (let i = fromAurele; i < BRAND_NOTICES_PER_OWNER_PER_DAY; i += 1)
      await posted(nuit, { productId: runner }, `Nuit ${i}`);
    await drain();
    expect(smsTo(owner1.phone)).toBe(sms1 + BRAND_NOTICES_PER_OWNER_PER_DAY);
    expect(await pushesTo(owner1.phone)).toBe(push1 + BRAND_NOTICES_PER_OWNER_PER_DAY);

    // past the budget, from either brand: stored and unseen, but no SMS, e-mail or push
    const unseenRunner = await unseenOn(owner1, runners, runner);
    const unseenPilote = await unseenOn(owner1, chronographs, pilote42);
    await posted(nuit, { productId: runner }, 'Nuit, one more');
    await posted(aurele, { productId: pilote42 }, 'Aurèle, one more');
    await drain();
    expect(smsTo(owner1.phone)).toBe(sms1 + BRAND_NOTICES_PER_OWNER_PER_DAY);
    expect(await pushesTo(owner1.phone)).toBe(push1 + BRAND_NOTICES_PER_OWNER_PER_DAY);
    expect(await unseenOn(owner1, runners, runner)).toBe(unseenRunner + 1);
    expect(await unseenOn(owner1, chronographs, pilote42)).toBe(unseenPilote + 1);

    // a collection message is one message: it reaches both owners; only the one with budget left is told
    const wide = await posted(nuit, { collectionId: runners }, 'Nuit to the whole collection');
    expect(wide.recipients).toBe(2);
    await drain();
    expect(smsTo(owner2.phone)).toBe(sms2 + 1);
    expect(smsTo(owner1.phone)).toBe(sms1 + BRAND_NOTICES_PER_OWNER_PER_DAY);
    expect(await unseenOn(owner1, runners, runner)).toBe(unseenRunner + 2);

    // the budget is a rolling day: a day after the first notice, the owner hears again
    await newDay();
    const nextDay = smsTo(owner1.phone); // after the sign-in codes of the new sessions
    await posted(aurele, { productId: pilote42 }, 'Aurèle, the next day');
    await drain();
    expect(smsTo(owner1.phone)).toBe(nextDay + 1);
  });
});
