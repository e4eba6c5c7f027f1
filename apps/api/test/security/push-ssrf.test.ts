// Security finding 4: blind SSRF through Web Push subscriptions. A subscription's endpoint is an address the
// server calls when it notifies the owner: it must be https on a public host, checked when the subscription
// is registered and again, on the resolved address, before every send (so DNS rebinding cannot slip by).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import dns from 'node:dns';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushDevices, users } from '../../src/db/schema';
import { notifierOn } from '../../src/modules/notifications/notifications.module';
import { UsersRepository } from '../../src/modules/users/users.repository';
import { generateVapidKeys, WebPush } from '../../src/providers/push/web-push';
import { createTestApp, signIn, testQueue, type TestApp } from '../helpers';
import { throwAwayCertificate } from '../tls-fixtures';

type Session = Awaited<ReturnType<typeof signIn>>;

/** A browser's subscription: a real P-256 public key (87 base64url characters) and a 16-byte auth secret. */
function subscription(endpoint: string, keys?: { p256dh: string; auth: string }) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: keys ?? {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
}

let t: TestApp;
let me: Session;
let userId: string;

const register = (token: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/fcmToken',
    headers: { ...me.headers, 'accept-language': language },
    payload: { deviceUUID: randomUUID(), token },
  });
const stored = async () =>
  (await t.app.database.db.select().from(pushDevices).where(eq(pushDevices.userId, userId))).map(
    (d) => d.token,
  );

beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t);
  userId = (await t.app.database.db.select().from(users).where(eq(users.phone, me.phone)))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('registering a push subscription', () => {
  const refusedEndpoints = [
    'https://127.0.0.1:4443/push/abc', // the reported attack
    'https://127.1/push/abc',
    'https://2130706433/push/abc', // 127.0.0.1 written as one number
    'https://0x7f000001/push/abc',
    'http://push.example.com/abc',
    'https://localhost/abc',
    'https://LOCALHOST./abc',
    'https://metadata.localhost/abc',
    'https://metadata/computeMetadata/v1/', // a single label, resolved through the search domains
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://[::1]/abc',
    'https://[::]/abc',
    'https://[::ffff:127.0.0.1]/abc',
    'https://[::ffff:169.254.169.254]/abc',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/abc',
    'https://10.0.0.1/abc',
    'https://172.16.5.4/abc',
    'https://192.168.1.1/abc',
    'https://[fd12:3456::1]/abc',
    'https://100.64.0.1/abc',
    'https://0.0.0.0/abc',
    'https://224.0.0.1/abc',
    'https://255.255.255.255/abc',
    'https://user:secret@push.example.com/abc',
    'https://@push.example.com/abc',
    'https://push.example.com:443@127.0.0.1/abc', // the host is 127.0.0.1, behind a user name
    'file:///etc/passwd',
    'not a url',
  ];

  it.each(refusedEndpoints)(
    'refuses %s with 400 PUSH_ENDPOINT_REFUSED and stores nothing',
    async (endpoint) => {
      const res = await register(subscription(endpoint));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'PUSH_ENDPOINT_REFUSED', field: 'token' });
      expect(res.json<{ message: string }>().message).toMatch(/https/);
      expect(await stored()).toEqual([]);
    },
  );

  it('says why in French too', async () => {
    const res = await register(subscription('https://127.0.0.1:4443/push/abc'), 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/adresse/);
  });

  const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const malformed: [string, string][] = [
    [
      'an oversized p256dh key',
      subscription('https://push.example.com/a', { p256dh: 'B'.repeat(200), auth }),
    ],
    [
      'an oversized auth secret',
      subscription('https://push.example.com/a', { p256dh, auth: 'A'.repeat(100) }),
    ],
    ['keys that are not base64', subscription('https://push.example.com/a', { p256dh: '<script>', auth })],
    ['no keys', JSON.stringify({ endpoint: 'https://push.example.com/a' })],
    ['an oversized endpoint', subscription(`https://push.example.com/${'a'.repeat(2000)}`)],
    ['no subscription at all', 'a-device-token'],
  ];

  it.each(malformed)('refuses %s with 400 and stores nothing', async (_, token) => {
    const res = await register(token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'token' });
    expect(await stored()).toEqual([]);
  });

  it('accepts a browser’s subscription to a public push service', async () => {
    const token = subscription('https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHPRgkF');
    const res = await register(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual([token]);
    await t.app.database.db.delete(pushDevices).where(eq(pushDevices.userId, userId));
  });
});

describe('sending to a stored subscription', () => {
  const rebound = 'push.rebind.example.com';
  let server: https.Server;
  let port: number;
  let cert: Buffer;
  /** TCP connections the local listener accepted: the SSRF happened if there is one */
  let connections = 0;
  let requests: string[] = [];

  beforeAll(async () => {
    // a throw-away certificate for every name the tests use, trusted only by the providers made below
    const tls = throwAwayCertificate(['DNS:localhost', `DNS:${rebound}`, 'IP:127.0.0.1', 'IP:::1']);
    cert = tls.cert;
    server = https.createServer({ cert, key: tls.key }, (req, res) => {
      requests.push(req.url ?? '');
      req.resume();
      req.on('end', () => {
        res.statusCode = 201;
        res.end();
      });
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    connections = 0;
    requests = [];
    await t.app.database.db.delete(pushDevices).where(eq(pushDevices.userId, userId));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const message = { title: 'Someone found your item', body: 'Hello' };
  const store = async (endpoint: string) => {
    const now = t.clock.now();
    await t.app.database.db.insert(pushDevices).values({
      userId,
      deviceUuid: randomUUID(),
      token: subscription(endpoint),
      createdAt: now,
      updatedAt: now,
    });
  };
  const notify = (push: WebPush) =>
    notifierOn({
      users: new UsersRepository(t.app.database.db),
      sms: t.sms,
      email: t.app.providers.email,
      push,
      log: t.app.log,
      jobs: testQueue(t),
    }).notify(userId, () => ({
      subject: message.title,
      text: message.body,
    }));
  /** The production provider, except that it trusts the listener's throw-away certificate. */
  const provider = () =>
    new WebPush({ vapid: generateVapidKeys(), subject: 'mailto:push@heirloom.test', ca: cert });

  it('never contacts a subscription stored with host localhost or a loopback address, and forgets it', async () => {
    await store(`https://localhost:${port}/ssrf/name`);
    await store(`https://127.0.0.1:${port}/ssrf/ipv4`);
    await store(`https://[::ffff:127.0.0.1]:${port}/ssrf/mapped`);
    await notify(provider());
    expect(connections).toBe(0);
    expect(requests).toEqual([]);
    expect(await stored()).toEqual([]);
    await expect(
      provider().send(subscription(`https://localhost:${port}/ssrf/direct`), message),
    ).resolves.toBe('gone');
    expect(connections).toBe(0);
  });

  it('never contacts a public-looking name that resolves to a non-public address (DNS rebinding)', async () => {
    const answers: Record<string, dns.LookupAddress[]> = {
      [rebound]: [{ address: '127.0.0.1', family: 4 }],
      'mixed.push.example.com': [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    };
    // the resolver answers what a hostile DNS server would, after registration saw a public name
    vi.spyOn(dns, 'lookup').mockImplementation(((
      hostname: string,
      options: unknown,
      callback: (err: Error | null, addresses: dns.LookupAddress[]) => void,
    ) => {
      const found = answers[hostname];
      setImmediate(() => (found ? callback(null, found) : callback(new Error(`ENOTFOUND ${hostname}`), [])));
    }) as unknown as typeof dns.lookup);
    expect((await register(subscription(`https://${rebound}:${port}/ssrf/rebind`))).statusCode).toBe(200);
    await expect(
      provider().send(subscription(`https://${rebound}:${port}/ssrf/rebind`), message),
    ).rejects.toThrow(/not a public address/);
    await expect(
      provider().send(subscription(`https://mixed.push.example.com:${port}/ssrf/mixed`), message),
    ).rejects.toThrow(/not a public address/);
    await notify(provider());
    expect(connections).toBe(0);
    expect(requests).toEqual([]);

    // the same name, with the test-only exception for the listener's address: now it is reached, so the
    // refusal above was the guard's doing and not a resolver or certificate problem
    const allowed = new WebPush({
      vapid: generateVapidKeys(),
      subject: 'mailto:push@heirloom.test',
      ca: cert,
      allowNonPublicAddressesForTesting: ['127.0.0.1'],
    });
    await expect(
      allowed.send(subscription(`https://${rebound}:${port}/ssrf/allowed`), message),
    ).resolves.toBe('delivered');
    expect(requests).toEqual(['/ssrf/allowed']);
  });
});
