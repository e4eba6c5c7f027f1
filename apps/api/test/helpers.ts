// Test helper: a fresh app per test file on in-memory PGlite, or on a throw-away PostgreSQL database
// when TEST_DATABASE_URL / DATABASE_URL points at a server (CI runs the suite on both).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { ManualClock } from '../src/lib/clock';
import type { SmsMessage, SmsProvider } from '../src/providers/sms/sms-provider';
import { restoreSnapshot } from './pglite-snapshot';

export class MemorySms implements SmsProvider {
  readonly name = 'memory';
  readonly sent: SmsMessage[] = [];
  failNext = false;
  async send(message: SmsMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('provider down');
    }
    this.sent.push(message);
  }
  last(to: string): SmsMessage | undefined {
    return [...this.sent].reverse().find((m) => m.to === to);
  }
  lastCode(to: string): string {
    const text = this.last(to)?.text ?? '';
    const match = /(\d{6})/.exec(text);
    if (!match?.[1]) throw new Error(`no code sent to ${to}`);
    return match[1];
  }
  lastLinkToken(to: string): string {
    const match = /token=([A-Za-z0-9_-]+)/.exec(this.last(to)?.text ?? '');
    if (!match?.[1]) throw new Error(`no link sent to ${to}`);
    return match[1];
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  sms: MemorySms;
  config: Config;
  close(): Promise<void>;
}

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

async function throwAwayPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `heirloom_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl!, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = postgres(serverUrl!, { max: 1, onnotice: () => undefined });
      await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const pg = serverUrl?.startsWith('postgres') ? await throwAwayPostgres() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: pg?.url ?? 'memory://',
    DATA_DIR: path.join(os.tmpdir(), `heirloom-test-${randomBytes(4).toString('hex')}`),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'heirloom-no-web-dist'),
    SEED_DEMO: 'false',
    SMS_PER_IP_PER_HOUR: '1000',
    AUTH_REQUESTS_PER_IP_PER_MINUTE: '1000',
    ...env,
  });
  const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));
  const sms = new MemorySms();
  // an in-memory database starts from the run's migrated snapshot (test/global-setup.ts), not from initdb
  const snapshot = config.databaseUrl === 'memory://' && !deps.database ? inject('pgliteSnapshot') : '';
  const database = snapshot ? await restoreSnapshot(snapshot) : deps.database;
  // providers given by the test join the memory SMS (which t.sms reads) rather than replace it
  const app = await buildApp(config, { clock, ...deps, database, providers: { sms, ...deps.providers } });
  await app.ready();
  return {
    app,
    clock,
    sms,
    config,
    close: async () => {
      await app.close();
      await pg?.drop();
    },
  };
}

let phoneCounter = 0;
/** A distinct valid French mobile number per call (tests must not share rate-limit state). */
export function newPhone(): string {
  phoneCounter += 1;
  return `+3361${String(phoneCounter).padStart(7, '0')}`;
}

export async function signIn(t: TestApp, phone = newPhone()) {
  const sent = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms', payload: { phone } });
  if (sent.statusCode !== 200) throw new Error(`sms failed: ${sent.body}`);
  const code = t.sms.lastCode(phone);
  const login = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { phone, code } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const tokens = login.json<{ accessToken: string; refreshToken: string }>();
  return { phone, ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}
