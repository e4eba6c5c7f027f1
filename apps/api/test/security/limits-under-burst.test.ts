// Limits counted in the database hold under a burst: requests that arrive together (on one instance, and on
// two instances sharing one PostgreSQL database) send one code per phone, no more codes per IP than its budget,
// and no more e-mails, sign-in links, finder messages or reservations than their caps. PGlite has one
// connection and serialises everything: these bursts prove something on PostgreSQL, where CI runs them too.
import {
  CODES_PER_PHONE_PER_DAY,
  EMAILS_PER_USER_PER_HOUR,
  FINDER_MESSAGES_PER_ITEM_PER_HOUR,
  MAX_ACTIVE_RESERVATIONS,
  STAFF_LINKS_PER_HOUR,
} from '@heirloom/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailConfirmations,
  finderMessages,
  items,
  reservations,
  staffLinks,
  staffMembers,
  users,
} from '../../src/db/schema';
import { DEMO_OWNER_1 } from '../demo-app';
import { createTestApp, newPhone, signIn, testPostgresUrl, type TestApp } from '../helpers';
import { createTestApps } from '../instances';

const IP_BUDGET = 30;
const onPostgres = Boolean(testPostgresUrl);

let t: TestApp;
/** A second instance on the same PostgreSQL database (none on PGlite, which one process owns). */
let twin: TestApp | undefined;
// (both test apps' clocks start at the same instant and are moved together: see advance)

beforeAll(async () => {
  const env = { SEED_DEMO: 'true', SMS_PER_IP_PER_HOUR: String(IP_BUDGET) };
  if (onPostgres) [t, twin] = (await createTestApps(2, env)) as [TestApp, TestApp];
  else t = await createTestApp(env);
}, 120_000);

afterAll(async () => {
  await twin?.close();
  await t.close();
});

const db = () => t.app.database.db;
let ipCounter = 0;
/** An address of its own for each burst: the per-IP budget of one burst is not spent by another. */
const newIp = () => `198.51.100.${(ipCounter += 1)}`;
/** Sends `n` requests at once, alternating between the instances when there are two. */
const burst = (n: number, request: (app: TestApp, i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(twin && i % 2 ? twin : t, i)));
const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>(
    (by, res) => ({ ...by, [res.statusCode]: (by[res.statusCode] ?? 0) + 1 }),
    {},
  );
/** The SMS that reached `phone`, through either instance. */
const smsTo = (phone: string) =>
  [t, twin].reduce((n, app) => n + (app?.sms.sent.filter((m) => m.to === phone).length ?? 0), 0);
const smsCount = () => [t, twin].reduce((n, app) => n + (app?.sms.sent.length ?? 0), 0);
const advance = (seconds: number) => {
  t.clock.advance(seconds);
  twin?.clock.advance(seconds);
};

describe.each([
  ['on one instance', false],
  ['spread over two instances', true],
])('sign-in codes %s', (_, spread) => {
  const send = (app: TestApp, phone: string, ip: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sms',
      payload: { phone, language: 'en' },
      remoteAddress: ip,
    });
  const target = (app: TestApp) => (spread ? app : t);

  it.skipIf(spread && !onPostgres)('20 requests at once for one phone send one SMS', async () => {
    const phone = newPhone();
    const ip = newIp();
    const answers = await burst(20, (app) => send(target(app), phone, ip));
    expect(smsTo(phone)).toBe(1);
    expect(statuses(answers)).toEqual({ 200: 1, 429: 19 });
    expect(
      answers.filter((a) => a.statusCode === 429).every((a) => a.json().code === 'RESEND_TOO_SOON'),
    ).toBe(true);
  });

  it.skipIf(spread && !onPostgres)(
    '40 requests at once for distinct phones from one IP stay within its budget',
    async () => {
      const ip = newIp();
      const before = smsCount();
      const answers = await burst(40, (app) => send(target(app), newPhone(), ip));
      expect(smsCount() - before).toBe(IP_BUDGET);
      expect(statuses(answers)).toEqual({ 200: IP_BUDGET, 429: 40 - IP_BUDGET });
    },
  );

  it.skipIf(spread && !onPostgres)('bursts past the resend delay never pass the daily cap', async () => {
    const phone = newPhone();
    for (let round = 0; round < CODES_PER_PHONE_PER_DAY + 2; round += 1) {
      await burst(10, (app) => send(target(app), phone, newIp()));
      advance(31);
    }
    expect(smsTo(phone)).toBe(CODES_PER_PHONE_PER_DAY);
  });
});

describe('the other codes', () => {
  it('20 step-up requests at once of one session send one SMS', async () => {
    const owner = await signIn(t, newPhone());
    advance(31);
    const answers = await burst(20, (app) =>
      app.app.inject({
        method: 'POST',
        url: '/api/transactions/requestCode',
        headers: owner.headers,
        payload: { action: 'deleteAccount' },
        remoteAddress: newIp(),
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 429: 19 });
    expect(smsTo(owner.phone)).toBe(2); // the sign-in's and one step-up
  });

  it('20 guest purchase codes at once for one phone send one SMS', async () => {
    const phone = newPhone();
    const ip = newIp();
    const answers = await burst(20, (app) =>
      app.app.inject({
        method: 'POST',
        url: '/api/users/getCodeForDAN',
        payload: { phone, language: 'fr' },
        remoteAddress: ip,
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 429: 19 });
    expect(smsTo(phone)).toBe(1);
  });
});

describe('e-mails', () => {
  it('20 address changes at once send no more confirmation links than the hourly cap', async () => {
    const owner = await signIn(t, newPhone());
    const answers = await burst(20, (app, i) =>
      app.app.inject({
        method: 'POST',
        url: '/api/users/setEmail',
        headers: owner.headers,
        payload: { email: `burst-${i}@example.com` },
      }),
    );
    const [user] = await db().select().from(users).where(eq(users.phone, owner.phone));
    const links = await db().select().from(emailConfirmations).where(eq(emailConfirmations.userId, user!.id));
    expect(links).toHaveLength(EMAILS_PER_USER_PER_HOUR);
    expect(statuses(answers)).toEqual({ 200: EMAILS_PER_USER_PER_HOUR, 429: 20 - EMAILS_PER_USER_PER_HOUR });
  });

  it('20 console sign-in link requests at once e-mail no more links than the hourly cap', async () => {
    const email = 'admin@maison-aurele.example';
    const answers = await burst(20, (app) =>
      app.app.inject({ method: 'POST', url: '/api/console/auth/link', payload: { email } }),
    );
    // answered alike whatever happens: an address's links are not to be counted from outside
    expect(statuses(answers)).toEqual({ 200: 20 });
    const [member] = await db().select().from(staffMembers).where(eq(staffMembers.email, email));
    const links = await db().select().from(staffLinks).where(eq(staffLinks.staffId, member!.id));
    expect(links).toHaveLength(STAFF_LINKS_PER_HOUR);
  });
});

describe('finder messages and reservations', () => {
  it('25 finders at once on an item that already has 5 messages reach its hourly cap and no more', async () => {
    const owner = await signIn(t, DEMO_OWNER_1);
    const [item] = await db()
      .select()
      .from(items)
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(and(eq(users.phone, DEMO_OWNER_1), isNull(items.oppositionKind)))
      .limit(1);
    const declared = await t.app.inject({
      method: 'POST',
      url: `/api/products/makeOpposition/${item!.items.id}`,
      headers: owner.headers,
      payload: { details: 'Lost on the train.', kind: 'lost' },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const write = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: `/api/public/items/${item!.items.publicId}/messages`,
        payload: { message: 'I think I found your watch at the station.', contact: 'finder@example.com' },
        remoteAddress: newIp(),
      });
    for (let i = 0; i < 5; i += 1) expect((await write(t)).statusCode).toBe(202);
    const answers = await burst(25, write);
    const kept = await db().select().from(finderMessages).where(eq(finderMessages.itemId, item!.items.id));
    expect(kept).toHaveLength(FINDER_MESSAGES_PER_ITEM_PER_HOUR);
    expect(statuses(answers)).toEqual({
      202: FINDER_MESSAGES_PER_ITEM_PER_HOUR - 5,
      429: 30 - FINDER_MESSAGES_PER_ITEM_PER_HOUR,
    });
  });

  it('reservations of ten items at once by one buyer stop at the most a buyer may hold', async () => {
    const buyer = await signIn(t, newPhone());
    const onSale = await db()
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.status, 'on_sale'), isNull(items.ownerId)))
      .limit(10);
    expect(onSale).toHaveLength(10);
    const answers = await burst(10, (app, i) =>
      app.app.inject({
        method: 'POST',
        url: `/api/v1/products/reserve/${onSale[i]!.id}`,
        headers: buyer.headers,
      }),
    );
    const [user] = await db().select().from(users).where(eq(users.phone, buyer.phone));
    const held = await db()
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.userId, user!.id),
          eq(reservations.state, 'active'),
          inArray(
            reservations.itemId,
            onSale.map((row) => row.id),
          ),
        ),
      );
    expect(held).toHaveLength(MAX_ACTIVE_RESERVATIONS);
    expect(statuses(answers)[200]).toBe(MAX_ACTIVE_RESERVATIONS);
  });
});
