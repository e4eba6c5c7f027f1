// The real adapters, each against a stand-in on loopback or a recording fetch (no internet).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recaptcha } from './captcha/recaptcha';
import { messageIdOf } from './email/smtp-email';
import { pushTopic } from './push/push-provider';
import { TwilioSms } from './sms/twilio-sms';
import { LocalStorage } from './storage/local-storage';
import { S3Storage } from './storage/s3-storage';

describe('S3Storage against a loopback S3 stand-in', () => {
  const objects = new Map<string, Buffer>();
  const auth: string[] = [];
  let server: http.Server;
  let endpoint: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      auth.push(String(req.headers.authorization));
      const key = decodeURIComponent(req.url ?? '');
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
        if (req.method === 'DELETE') objects.delete(key);
        if (req.method === 'GET' && !objects.has(key)) {
          res.statusCode = 404;
          return res.end();
        }
        res.end(req.method === 'GET' ? objects.get(key) : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  /** The adapter on the stand-in's 'photos' bucket, in that region with those keys. */
  const s3 = (region: string, accessKeyId: string, secretAccessKey: string) =>
    new S3Storage({ endpoint, bucket: 'photos', region, accessKeyId, secretAccessKey, forcePathStyle: true });

  it('puts, gets and deletes objects with SigV4-signed path-style requests', async () => {
    const storage = s3('eu-west-3', 'AKIDTEST', 'secret');
    await storage.put('items/a/b.webp', Buffer.from('picture'), 'image/webp');
    expect(objects.get('/photos/items/a/b.webp')?.toString()).toBe('picture');
    expect((await storage.get('items/a/b.webp'))?.toString()).toBe('picture');
    await storage.delete('items/a/b.webp');
    expect(await storage.get('items/a/b.webp')).toBeUndefined();
    expect(auth[0]).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-3\/s3\/aws4_request/);
  });

  it('refuses keys that could leave the bucket prefix', async () => {
    await expect(
      s3('us-east-1', 'a', 'b').put('../etc/passwd', Buffer.from('x'), 'text/plain'),
    ).rejects.toThrow(/unsafe/);
  });
});

describe('LocalStorage', () => {
  it('round-trips files under its root and answers undefined for missing ones', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-storage-'));
    const storage = new LocalStorage(root);
    await storage.put('items/x/y.webp', Buffer.from('abc'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'items/x/y.webp'), 'utf8')).toBe('abc');
    expect((await storage.get('items/x/y.webp'))?.toString()).toBe('abc');
    await storage.delete('items/x/y.webp');
    expect(await storage.get('items/x/y.webp')).toBeUndefined();
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

describe('TwilioSms', () => {
  it('posts the message form with basic auth, and throws when Twilio refuses', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const ok = new TwilioSms({
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+15550000000',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response('{}', { status: 201 });
      }) as typeof fetch,
    });
    await ok.send({ to: '+33612345678', text: 'hello' });
    expect(calls[0]?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect(String(calls[0]?.init.body)).toBe('To=%2B33612345678&From=%2B15550000000&Body=hello');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('AC1:tok').toString('base64')}`,
    );
    const refused = new TwilioSms({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1',
      fetch: (async () => new Response('no', { status: 401 })) as unknown as typeof fetch,
    });
    await expect(refused.send({ to: '+33612345678', text: 'x' })).rejects.toThrow(/401/);
  });
});

describe('Recaptcha', () => {
  const answering = (body: unknown, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
  it('accepts a successful verification with a good score, refuses the rest', async () => {
    expect(await new Recaptcha('s', answering({ success: true, score: 0.9 })).verify('t', '127.0.0.1')).toBe(
      true,
    );
    expect(await new Recaptcha('s', answering({ success: true, score: 0.1 })).verify('t', '127.0.0.1')).toBe(
      false,
    );
    expect(await new Recaptcha('s', answering({ success: false })).verify('t', '127.0.0.1')).toBe(false);
    expect(await new Recaptcha('s', answering({}, 500)).verify('t', '127.0.0.1')).toBe(false);
    expect(await new Recaptcha('s', answering({ success: true })).verify(undefined, '127.0.0.1')).toBe(false);
  });
});

describe('idempotency keys handed to the providers (decision 014)', () => {
  it("SMTP: every try of one message has the same Message-ID, at the sender's domain", () => {
    const key = '2b0f6a1e-6c1d-4c55-9a57-3f1c2d9e8b70';
    const id = messageIdOf(key, 'Heirloom <no-reply@heirloom.example>');
    expect(id).toBe(`<${key}@heirloom.example>`);
    expect(messageIdOf(key, 'no-reply@heirloom.example')).toBe(id);
    expect(messageIdOf('a key/with spaces', 'Heirloom')).toBe('<a-key-with-spaces@heirloom.invalid>');
  });

  it('Web Push: the same Topic for every try, 32 URL-safe base64 characters at most (RFC 8030)', () => {
    const topic = pushTopic('2b0f6a1e-6c1d-4c55-9a57-3f1c2d9e8b70');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(pushTopic('2b0f6a1e-6c1d-4c55-9a57-3f1c2d9e8b70')).toBe(topic);
    expect(pushTopic('another notice')).not.toBe(topic);
  });
});
