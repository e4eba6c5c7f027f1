// The attacks of issue 12, as they were made from outside against a demo and a production start, each now
// refused: test cards in production, phone spellings, step-up grants, guest purchases in another's name,
// the guest code check, demo data in production and a dev server open to the network. (Web Push SSRF and
// brand message limits have files of their own: push-ssrf.test.ts, brand-message-limits.test.ts.)
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigError, devRoutesExposed, loadConfig } from '../../src/config';
import { appMeta, items, reservations, users, verificationCodes } from '../../src/db/schema';
import { normaliseStoredPhones } from '../../src/db/normalise-phones';
import { createTestApp, newPhone, signIn, type TestApp } from '../helpers';
import { productionEnv } from '../production-env';
import { grantFor, type Session } from './support';

const OWNER = '+33600000001';
const SECOND = '+33600000002';
let t: TestApp;
let owner: Session;
let second: Session;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  owner = await signIn(t, OWNER);
  second = await signIn(t, SECOND);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });
const userByPhone = async (phone: string) =>
  (await db().select().from(users).where(eq(users.phone, phone)))[0];
const ownedItem = async (phone: string) => {
  const user = await userByPhone(phone);
  const rows = await db().select().from(items).where(eq(items.ownerId, user!.id));
  return rows.find((i) => !i.isToMint && i.status === 'active' && !i.oppositionKind)!;
};
const waitForResend = () => t.clock.advance(31);
/** One more session of the same owner (each sign-in is an SMS code: 30 s apart). */
const newSession = (phone: string) => {
  waitForResend();
  return signIn(t, phone);
};

describe('1. production and test cards', () => {
  it('refuses to start in production with the local payment provider, set or by default', () => {
    for (const PAYMENT_PROVIDER of [undefined, 'local']) {
      expect(() => loadConfig({ ...productionEnv, PAYMENT_PROVIDER })).toThrow(ConfigError);
    }
  });

  it('has no test-card routes in production, and the payment token is the real provider’s', async () => {
    const prod = await createTestApp(productionEnv);
    try {
      const token = await prod.app.inject({ url: '/api/payment/token' });
      expect(token.json()).toMatchObject({ provider: 'stripe', secret: 'pk_live_not_reached' });
      const confirm = await prod.app.inject({
        method: 'POST',
        url: '/api/local-pay/intents/pi_local_000000000000/confirm',
        payload: {
          clientSecret: 'pi_local_secret_x',
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
        },
      });
      expect(confirm.statusCode).toBe(404);
      expect(confirm.json().code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await prod.close();
    }
  });
});

describe('2. one phone, one spelling', () => {
  it('signs "+330600000001" in to the account of +33600000001, not to a second one', async () => {
    waitForResend();
    const sent = await inject('POST', '/v1/auth/sms', undefined, { phone: '+330600000001' });
    expect(sent.statusCode).toBe(200);
    // the SMS went to the one spelling, and counts toward that phone's limits
    const code = t.sms.lastCode(OWNER);
    const again = await inject('POST', '/v1/auth/sms', undefined, { phone: OWNER });
    expect(again.json().code).toBe('RESEND_TOO_SOON');
    const login = await inject('POST', '/v2/auth/login', undefined, { phone: '+330600000001', code });
    expect(login.statusCode).toBe(200);
    const me = await t.app.services.auth.authenticate(login.json().accessToken);
    expect(me?.userId).toBe((await userByPhone(OWNER))!.id);
    expect(await userByPhone('+330600000001')).toBeUndefined();
  });

  it('refuses to send to oneself under another spelling', async () => {
    const item = await ownedItem(OWNER);
    const send = { phoneTo: '+330600000001', productsIds: [item.id] };
    await grantFor(t, (await userByPhone(OWNER))!.id, 'sendToPhone', { ...send, phoneTo: OWNER });
    const res = await inject('POST', '/transactions/sendToPhone', owner, send);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SEND_TO_SELF');
  });

  it('sends to "+330600000001" the real owner’s way: no shadow pending account', async () => {
    const item = await ownedItem(SECOND);
    const send = { phoneTo: '+330600000001', productsIds: [item.id] };
    await grantFor(t, (await userByPhone(SECOND))!.id, 'sendToPhone', { ...send, phoneTo: OWNER });
    expect((await inject('POST', '/transactions/sendToPhone', second, send)).statusCode).toBe(200);
    const moved = (await db().select().from(items).where(eq(items.id, item.id)))[0]!;
    expect(moved.ownerId).toBe((await userByPhone(OWNER))!.id);
    expect(moved.status).toBe('active');
    expect(await userByPhone('+330600000001')).toBeUndefined();
  });

  it.each([
    ['+491000000000', 'PHONE_INVALID', 'a number outside any real range'],
    ['+33123456789', 'PHONE_CANNOT_RECEIVE_SMS', 'a French landline'],
  ])('refuses %s (%s, %s) for sign-in, a guest code and a send, and sends no SMS', async (phone, code) => {
    const before = t.sms.sent.length;
    for (const [url, body] of [
      ['/v1/auth/sms', { phone }],
      ['/users/getCodeForDAN', { phone }],
    ] as const) {
      const res = await inject('POST', url, undefined, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, field: 'phone' });
    }
    const item = await ownedItem(OWNER);
    const send = { phoneTo: phone, productsIds: [item.id] };
    await grantFor(t, (await userByPhone(OWNER))!.id, 'sendToPhone', send);
    const res = await inject('POST', '/transactions/sendToPhone', owner, send);
    expect(res.json()).toMatchObject({ statusCode: 400, code, field: 'phoneTo' });
    expect(t.sms.sent.length).toBe(before);
    expect(await userByPhone(phone)).toBeUndefined();
  });

  it('rewrites numbers stored as typed once, and merges nothing', async () => {
    const loose = '+330611111111';
    const taken = '+330612222222';
    await db()
      .insert(users)
      .values([
        { phone: loose, status: 'pending' },
        { phone: taken, status: 'pending' },
        { phone: '+33612222222', status: 'active' },
      ]);
    await db().insert(verificationCodes).values({
      phone: loose,
      purpose: 'login',
      codeHash: 'x',
      createdAt: t.clock.now(),
      expiresAt: t.clock.now(),
    });
    await db().delete(appMeta).where(eq(appMeta.key, 'phones_e164'));
    const outcome = await normaliseStoredPhones(db(), t.clock.now());
    expect(outcome?.rewritten).toBe(1);
    expect(outcome?.conflicts).toEqual([
      expect.objectContaining({ phone: taken, holderId: (await userByPhone('+33612222222'))!.id }),
    ]);
    expect(await userByPhone('+33611111111')).toBeDefined();
    expect(await userByPhone(taken)).toBeDefined(); // left apart, reported
    const codes = await db()
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, '+33611111111'));
    expect(codes).toHaveLength(1);
    // once per database
    expect(await normaliseStoredPhones(db(), t.clock.now())).toBeUndefined();
  });
});

describe('3. a step-up grant is this session’s, for this transaction', () => {
  async function grantInSession(s: Session, send: { phoneTo: string; productsIds: string[] }) {
    waitForResend();
    expect(
      (await inject('POST', '/transactions/requestCode', s, { action: 'sendToPhone', ...send })).statusCode,
    ).toBe(200);
    const text = t.sms.last(s.phone)!.text;
    const pin = t.sms.lastCode(s.phone);
    expect((await inject('POST', '/authorizations/checkPin', s, { pin })).statusCode).toBe(200);
    return text;
  }

  it('names what the code confirms in the SMS', async () => {
    const other = await newSession(SECOND);
    const item = await ownedItem(SECOND);
    const text = await grantInSession(other, { phoneTo: '+33612345642', productsIds: [item.id] });
    // the second demo owner reads French
    expect(text).toMatch(/^Heirloom : code de confirmation \d{6} pour envoyer 1 objet au \+33 \*+42\./);
    // GSM 7-bit characters only: one character outside it sends the whole text as UCS-2, in two parts
    expect(text).toMatch(/^[\n\x20-\x5a\x61-\x7a@£$¥èéùìòÇØøÅåÉÄÖÑÜäöñüà§¿¡ß_]*$/);
  });

  it('a second session of the same owner cannot spend the grant checked in the first', async () => {
    const first = await newSession(SECOND);
    const other = await newSession(SECOND);
    const item = await ownedItem(SECOND);
    const send = { phoneTo: newPhone(), productsIds: [item.id] };
    await grantInSession(first, send);
    const stolen = await inject('POST', '/transactions/sendToPhone', other, send);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('STEP_UP_REQUIRED');
    expect((await db().select().from(items).where(eq(items.id, item.id)))[0]!.ownerId).toBe(
      (await userByPhone(SECOND))!.id,
    );
    // the grant is still there for the session that asked
    expect((await inject('POST', '/transactions/sendToPhone', first, send)).statusCode).toBe(200);
  });

  it('a grant for one recipient cannot send to another, nor other items', async () => {
    const s = await newSession(SECOND);
    const [a, b] = (
      await db()
        .select()
        .from(items)
        .where(and(eq(items.ownerId, (await userByPhone(SECOND))!.id), eq(items.status, 'active')))
    ).filter((i) => !i.isToMint && !i.oppositionKind);
    const send = { phoneTo: newPhone(), productsIds: [a!.id] };
    await grantInSession(s, send);
    for (const body of [
      { ...send, phoneTo: newPhone() },
      { ...send, productsIds: [b!.id] },
      { ...send, productsIds: [a!.id, b!.id] },
    ]) {
      const res = await inject('POST', '/transactions/sendToPhone', s, body);
      expect(res.statusCode).toBe(403);
    }
    expect((await inject('POST', '/transactions/sendToPhone', s, send)).statusCode).toBe(200);
  });

  it('refuses a code for a send that could never go: a landline, or oneself', async () => {
    const item = await ownedItem(SECOND);
    waitForResend();
    const landline = await inject('POST', '/transactions/requestCode', second, {
      action: 'sendToPhone',
      phoneTo: '+33123456789',
      productsIds: [item.id],
    });
    expect(landline.json()).toMatchObject({ statusCode: 400, code: 'PHONE_CANNOT_RECEIVE_SMS' });
    const self = await inject('POST', '/transactions/requestCode', second, {
      action: 'sendToPhone',
      phoneTo: '+330600000002',
      productsIds: [item.id],
    });
    expect(self.json()).toMatchObject({ statusCode: 409, code: 'SEND_TO_SELF' });
  });

  it('a code asked for in one session cannot be checked in another', async () => {
    const first = await newSession(SECOND);
    const other = await newSession(SECOND);
    waitForResend();
    await inject('POST', '/transactions/requestCode', first, { action: 'deleteAccount' });
    const pin = t.sms.lastCode(SECOND);
    const res = await inject('POST', '/authorizations/checkPin', other, { pin });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NO_ACTIVE_CODE');
  });
});

describe('5. a guest cannot buy in another account’s name', () => {
  async function itemOnSale() {
    const collections = (await inject('GET', '/nft-collections/forSale')).json<{ items: { id: string }[] }>();
    for (const c of collections.items) {
      const page = await inject('POST', `/products/getProductsForSale/${c.id}/100/0`, undefined, {});
      const found = page
        .json<{ items: { id: string; availability: string }[] }>()
        .items.find((i) => i.availability === 'available');
      if (found) return found.id;
    }
    throw new Error('nothing on sale');
  }

  it('naming a custodial address gets neither its open payment nor a hold in its name', async () => {
    const victim = await signIn(t);
    const address = (await userByPhone(victim.phone))!.custodialAddress!;
    const productId = await itemOnSale();
    const own = await inject('POST', '/payment/createDAN', victim, { productId });
    expect(own.statusCode).toBe(200);
    const holds = async () =>
      (
        await db()
          .select()
          .from(reservations)
          .where(eq(reservations.userId, (await userByPhone(victim.phone))!.id))
      ).length;
    const before = await holds();
    const other = await itemOnSale();
    for (const [url, body] of [
      ['/payment/createDAN', { productId, address }],
      ['/payment/createDAN', { productId: other, address }],
      ['/payment/createCheckoutSession', { productId: other, address, externalId: 'attack-0000001' }],
    ] as const) {
      const res = await inject('POST', url, undefined, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ADDRESS_NOT_PROVEN');
      expect(res.body).not.toContain('secret');
    }
    // an address nobody has answers the same: the refusal does not say whether it exists
    const nobody = await inject('POST', '/payment/createDAN', undefined, {
      productId: other,
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(nobody.json().code).toBe('ADDRESS_NOT_PROVEN');
    expect(await holds()).toBe(before);
  });

  it('a guest who proved the phone buys for it; the pass is good for that address only', async () => {
    const phone = newPhone();
    expect((await inject('POST', '/users/getCodeForDAN', undefined, { phone })).statusCode).toBe(200);
    const proof = await inject('POST', '/users/getAddressFromPhone', undefined, {
      phone,
      code: t.sms.lastCode(phone),
    });
    const { address, guestPass } = proof.json<{ address: string; guestPass: string }>();
    const productId = await itemOnSale();
    const someoneElse = (await userByPhone(OWNER))!.custodialAddress!;
    const misused = await inject('POST', '/payment/createDAN', undefined, {
      productId,
      address: someoneElse,
      guestPass,
    });
    expect(misused.statusCode).toBe(403);
    const bought = await inject('POST', '/payment/createDAN', undefined, { productId, address, guestPass });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().address).toBe(address);
    t.clock.advance(31 * 60);
    const late = await inject('POST', '/payment/createDAN', undefined, { productId, address, guestPass });
    expect(late.json().code).toBe('ADDRESS_NOT_PROVEN');
  });
});

describe('7. demo data never opens production', () => {
  it('refuses a production start on a database seeded in development', async () => {
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
    // on PGlite, a database in files, so that a second start finds it
    const dev = await createTestApp(onPostgres ? {} : { DATABASE_URL: '' });
    try {
      await dev.app.database.db.insert(appMeta).values({ key: 'demo_seeded', value: 'then' });
      await dev.app.close();
      const config = loadConfig({
        ...productionEnv,
        LOG_LEVEL: 'silent',
        DATABASE_URL: dev.config.databaseUrl ?? '',
        DATA_DIR: dev.config.dataDir,
        WEB_DIST_DIR: path.join(os.tmpdir(), 'heirloom-no-web-dist'),
      });
      await expect(buildApp(config)).rejects.toThrow(/demo data/);
    } finally {
      await dev.close();
    }
  });
});

describe('8. the guest code check does not tell who has an account', () => {
  it('answers the same for a phone with an account and one without, with or without a code waiting', async () => {
    const member = await signIn(t);
    const stranger = newPhone();
    const answers = [];
    for (const phone of [member.phone, stranger]) {
      answers.push(
        (await inject('POST', '/users/getAddressFromPhone', undefined, { phone, code: '000001' })).json(),
      );
    }
    waitForResend();
    expect(
      (await inject('POST', '/users/getCodeForDAN', undefined, { phone: member.phone })).statusCode,
    ).toBe(200);
    const wrong = t.sms.lastCode(member.phone) === '000002' ? '000003' : '000002';
    answers.push(
      (
        await inject('POST', '/users/getAddressFromPhone', undefined, { phone: member.phone, code: wrong })
      ).json(),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ statusCode: 401, code: 'GUEST_CODE_REFUSED' });
  });
});

describe('9. a development server stays on this machine', () => {
  it('shows its dev outbox (every sign-in code) only to callers on this machine', async () => {
    const url = `/api/dev/outbox?to=${encodeURIComponent(OWNER)}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    for (const remoteAddress of ['192.168.1.23', '10.0.0.5', '2001:db8::1']) {
      const res = await t.app.inject({ url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode).toBe(404);
    }
  });

  it('listens on loopback by default, and says when HOST opens its dev routes to the network', async () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'memory://',
      DATA_DIR: path.join(os.tmpdir(), `heirloom-host-${randomBytes(4).toString('hex')}`),
      SEED_DEMO: 'false',
    });
    expect(config.host).toBe('localhost');
    expect(devRoutesExposed(config)).toBe(false);
    expect(devRoutesExposed({ ...config, host: '0.0.0.0' })).toBe(true);
    expect(devRoutesExposed({ ...config, host: '0.0.0.0', devOutbox: false })).toBe(false);
    const app = await buildApp(config, { database: undefined });
    try {
      await app.listen({ port: 0, host: config.host });
      const addresses = app.addresses().map((a) => (typeof a === 'string' ? a : a.address));
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(['127.0.0.1', '::1']).toContain(address);
    } finally {
      await app.close();
    }
  });
});
