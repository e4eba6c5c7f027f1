// Notices to owners on the channels they chose (a repair move, a received item), and the real adapters
// behind them: SMTP against a local SMTP server, Web Push against a local HTTPS stand-in for the push
// service (VAPID-signed, encrypted, a 410 forgets the device), VAPID keys kept across restarts.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Repair } from '@heirloom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { items, pushDevices, savStores, users } from '../src/db/schema';
import { demoBrandKey } from '../src/modules/brand/brand-keys';
import { notifierOn } from '../src/modules/notifications/notifications.module';
import { UsersRepository } from '../src/modules/users/users.repository';
import { generateVapidKeys, WebPush } from '../src/providers/push/web-push';
import { demoAppWithOwners } from './demo-app';
import { sendWithGrant } from './fixtures';
import { createTestApp, signIn, testQueue, type Session, type TestApp } from './helpers';
import { throwAwayCertificate } from './tls-fixtures';

const call = (
  t: TestApp,
  s: Session | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  t.app.inject({ method, url: `/api${url}`, headers: s ? s.headers : {}, ...(payload ? { payload } : {}) });

interface OutboxEntry {
  channel: string;
  subject: string | null;
  text: string;
}
const outbox = async (t: TestApp, to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<
    OutboxEntry[]
  >();

const subscription = (endpoint: string) =>
  JSON.stringify({ endpoint, keys: { p256dh: 'BDummyKey', auth: 'dummy' } });

/** The key to check an ES256 signature with, from a VAPID public key (an uncompressed P-256 point, base64url). */
const vapidVerifyKey = (publicKey: string) => {
  const raw = Buffer.from(publicKey, 'base64url');
  return importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
};

describe('notices honour the owner’s channels', () => {
  const { t, owner1, owner2 } = demoAppWithOwners();
  const endpoint1 = 'https://push.test/owner-one-device';
  const endpoint2 = 'https://push.test/owner-two-device';

  beforeAll(async () => {
    for (const [s, endpoint] of [
      [owner1, endpoint1],
      [owner2, endpoint2],
    ] as const) {
      const res = await call(t, s, 'POST', '/users/fcmToken', {
        deviceUUID: randomUUID(),
        token: subscription(endpoint),
      });
      expect(res.statusCode).toBe(200);
    }
    await call(t, owner1, 'POST', '/users/setEmail', { email: 'owner1@example.com' });
    const link = /userId=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/.exec(
      (await outbox(t, 'owner1@example.com'))[0]?.text ?? '',
    );
    const confirmed = await call(t, null, 'POST', '/users/confirmEmailWithToken', {
      userId: link?.[1],
      emailConfirmationToken: link?.[2],
    });
    expect(confirmed.statusCode).toBe(200);
  });

  const smsTo = (phone: string) => t.sms.sent.filter((m) => m.to === phone).length;
  const moveRepair = (repairId: string, state: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/brand/repairs/${repairId}/state`,
      headers: { authorization: `Bearer ${demoBrandKey('maison-aurele')}` },
      payload: { state },
    });

  it('a repair move: SMS off → no SMS; e-mail and push (console adapter) still sent', async () => {
    await call(t, owner1, 'PATCH', '/users/settings', { notifications: { sms: false } });
    const [item] = await t.app.database.db.select().from(items).where(eq(items.name, 'Chronographe 1931'));
    const [store] = await t.app.database.db
      .select()
      .from(savStores)
      .where(eq(savStores.name, 'Maison Aurèle Genève'));
    const asked = await call(t, owner1, 'POST', `/v2/products/${item!.id}/repair`, {
      savStore: store!.id,
      details: 'The crown no longer winds the movement.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const repair = asked.json<Repair>();
    const smsBefore = smsTo(owner1.phone);

    expect((await moveRepair(repair.id, 'accepted')).statusCode).toBe(200);
    expect(smsTo(owner1.phone)).toBe(smsBefore);
    const mail = (await outbox(t, 'owner1@example.com')).find((m) => m.subject === 'Repair accepted');
    expect(mail?.channel).toBe('email');
    const [push] = await outbox(t, endpoint1);
    expect(push).toMatchObject({ channel: 'push', subject: 'Repair accepted' });
    expect(push?.text).toContain('“Chronographe 1931” at Maison Aurèle Genève is accepted');
    expect(push?.text).toContain(`${t.config.publicUrl}/items/${item!.id}/repair/${repair.id}`);

    // now only SMS: no new push, no new e-mail
    await call(t, owner1, 'PATCH', '/users/settings', {
      notifications: { sms: true, email: false, push: false },
    });
    const pushes = (await outbox(t, endpoint1)).length;
    const mails = (await outbox(t, 'owner1@example.com')).length;
    expect((await moveRepair(repair.id, 'in_progress')).statusCode).toBe(200);
    expect(t.sms.last(owner1.phone)?.text).toContain('is in progress');
    expect((await outbox(t, endpoint1)).length).toBe(pushes);
    expect((await outbox(t, 'owner1@example.com')).length).toBe(mails);
  });

  it('a received item: SMS off → no SMS to the recipient, a push instead', async () => {
    await call(t, owner2, 'PATCH', '/users/settings', { notifications: { sms: false } });
    const [owner1Row] = await t.app.database.db.select().from(users).where(eq(users.phone, owner1.phone));
    const [item] = await t.app.database.db
      .select()
      .from(items)
      .where(
        and(
          eq(items.ownerId, owner1Row!.id),
          eq(items.isToMint, false),
          eq(items.status, 'active'),
          isNull(items.oppositionKind),
        ),
      )
      .limit(1);
    const before = smsTo(owner2.phone);
    const sent = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: owner2.phone,
      productsIds: [item!.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(smsTo(owner2.phone)).toBe(before);
    const [push] = await outbox(t, endpoint2);
    // the second demo owner reads French
    // the notice names the item and opens it
    expect(push).toMatchObject({ channel: 'push', subject: `"${item!.name}" reçu de +33 *******01` });
    expect(push?.text).toContain(`vous a envoyé "${item!.name}"`);
    expect(push?.text).toContain(`${t.config.publicUrl}/items/${item!.id}`);
  });

  it('a deleted account hears nothing', async () => {
    const leaver = await signIn(t);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.phone, leaver.phone));
    await t.app.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, row!.id));
    const notifier = notifierOn({
      users: new UsersRepository(t.app.database.db),
      sms: t.sms,
      email: t.app.providers.email,
      push: t.app.providers.push,
      log: t.app.log,
      jobs: testQueue(t),
    });
    const before = t.sms.sent.length;
    await notifier.notify(row!.id, () => ({ subject: 'Hello', text: 'Hello' }));
    expect(t.sms.sent.length).toBe(before);
  });
});

describe('the SMTP adapter', () => {
  const received: { from: string; to: string[]; raw: string; user?: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret')
          return callback(null, { user: 'mailer' });
        return callback(new Error('bad credentials'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.test')) return callback(new Error('no such mailbox'));
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('needs a server to be named', () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(ConfigError);
  });

  it('delivers the confirmation e-mail through the configured SMTP server, authenticated', async () => {
    const t = await createTestApp({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      EMAIL_FROM: 'Heirloom <hello@heirloom.test>',
    });
    try {
      expect(t.app.providers.email.name).toBe('smtp');
      const me = await signIn(t);
      const res = await call(t, me, 'POST', '/users/setEmail', { email: 'reader@example.com' });
      expect(res.statusCode, res.body).toBe(200);
      const mail = received.at(-1);
      expect(mail).toMatchObject({ from: 'hello@heirloom.test', to: ['reader@example.com'], user: 'mailer' });
      expect(mail?.raw).toMatch(/^Subject: Confirm your Heirloom e-mail address/m);
      const body = mail?.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      expect(body).toContain('/confirm-email?userId=');

      // a refused recipient: 502, and the address is not left pending
      const refused = await call(t, me, 'POST', '/users/setEmail', { email: 'nobody@refused.test' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ code: 'EMAIL_FAILED' });
      const [row] = await t.app.database.db.select().from(users).where(eq(users.phone, me.phone));
      expect(row?.pendingEmail).toBe('reader@example.com');
    } finally {
      await t.close();
    }
  });
});

describe('Web Push', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-push-'));
  const requests: { url: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] =
    [];
  let server: https.Server;
  let cert: Buffer;
  let base: string;

  beforeAll(async () => {
    // a throw-away certificate for 127.0.0.1, trusted only by this test's providers
    const tls = throwAwayCertificate(['IP:127.0.0.1']);
    cert = tls.cert;
    server = https.createServer({ cert, key: tls.key }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        requests.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The stand-in's certificate, and its loopback address let through the provider's public-address guard. */
  const localPushService = () => ({ ca: cert, allowNonPublicAddressesForTesting: ['127.0.0.1'] });

  /** A browser's subscription: a real P-256 key pair and auth secret, as PushManager makes them. */
  function browserSubscription(endpoint: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return JSON.stringify({
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    });
  }

  it('keeps the VAPID keys across restarts (stored once, like the other generated secrets)', async () => {
    const env = { DATABASE_URL: '', DATA_DIR: path.join(dir, 'data'), PUSH_PROVIDER: 'webpush' };
    const first = await createTestApp(env);
    const me = await signIn(first);
    const one = (await call(first, me, 'GET', '/users/pushConfig')).json<{ vapidPublicKey: string }>();
    await first.close();
    const second = await createTestApp(env);
    const again = await signIn(second);
    const two = (await call(second, again, 'GET', '/users/pushConfig')).json();
    await second.close();
    expect(one).toMatchObject({ provider: 'webpush' });
    expect(one.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(two).toEqual(one);
  });

  it('sends an encrypted notice with a VAPID signature the push service can check', async () => {
    const vapid = generateVapidKeys();
    const push = new WebPush({ vapid, subject: 'mailto:push@heirloom.test', ...localPushService() });
    const outcome = await push.send(browserSubscription(`${base}/send/abc`), {
      title: 'Repair accepted',
      body: 'Secret words',
      url: 'https://heirloom.test/items/1',
    });
    expect(outcome).toBe('delivered');
    const request = requests.find((r) => r.url === '/send/abc');
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request?.headers.ttl)).toBeGreaterThan(0);
    expect(request?.body.length).toBeGreaterThan(0);
    expect(request?.body.toString('latin1')).not.toContain('Secret words');

    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request?.headers.authorization));
    expect(match?.[2]).toBe(vapid.publicKey);
    const { payload } = await jwtVerify(match![1]!, await vapidVerifyKey(vapid.publicKey));
    expect(payload).toMatchObject({ aud: base, sub: 'mailto:push@heirloom.test' });
    // signed by another key pair: refused
    const wrong = await vapidVerifyKey(generateVapidKeys().publicKey);
    await expect(jwtVerify(match![1]!, wrong)).rejects.toThrow();
    expect(decodeJwt(match![1]!).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('forgets a device the push service says is gone (410), keeps the others', async () => {
    const t = await createTestApp();
    try {
      const me = await signIn(t);
      const [row] = await t.app.database.db.select().from(users).where(eq(users.phone, me.phone));
      const userId = row!.id;
      const now = t.clock.now();
      await t.app.database.db.insert(pushDevices).values([
        {
          userId,
          deviceUuid: randomUUID(),
          token: browserSubscription(`${base}/gone/1`),
          createdAt: now,
          updatedAt: now,
        },
        {
          userId,
          deviceUuid: randomUUID(),
          token: browserSubscription(`${base}/live/1`),
          createdAt: now,
          updatedAt: now,
        },
      ]);
      const push = new WebPush({
        vapid: generateVapidKeys(),
        subject: 'mailto:push@heirloom.test',
        ...localPushService(),
      });
      const notifier = notifierOn({
        users: new UsersRepository(t.app.database.db),
        sms: t.sms,
        email: t.app.providers.email,
        push,
        log: t.app.log,
        jobs: testQueue(t),
      });
      await notifier.notify(userId, () => ({ subject: 'Hello', text: 'Hello there' }));
      expect(requests.some((r) => r.url === '/gone/1')).toBe(true);
      expect(requests.some((r) => r.url === '/live/1')).toBe(true);
      const left = await t.app.database.db.select().from(pushDevices).where(eq(pushDevices.userId, userId));
      expect(left.map((d) => new URL(JSON.parse(d.token).endpoint as string).pathname)).toEqual(['/live/1']);
      expect(t.sms.last(me.phone)?.text).toBe('Hello there');
    } finally {
      await t.close();
    }
  });
});
