// Test helper: a fresh app per test file on an empty, migrated in-memory PGlite database, or on an empty
// PostgreSQL database when TEST_DATABASE_URL / DATABASE_URL points at a server (CI runs the suite on both).
// The databases are the worker's, emptied between apps (test/database-pool.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { ManualClock } from '../src/lib/clock';
import { JobQueue } from '../src/modules/jobs/job-queue';
import { JobsRepository } from '../src/modules/jobs/jobs.repository';
import type { Database } from '../src/db/client';
import type { SmsMessage, SmsProvider } from '../src/providers/sms/sms-provider';
import { lendPglite, lendPostgres } from './database-pool';
import { restoreSnapshotInto } from './pglite-snapshot';

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

/** The PostgreSQL server the tests run on, if any (else each app has an in-memory PGlite database). */
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
export const testPostgresUrl = serverUrl?.startsWith('postgres') ? serverUrl : undefined;

/** A PostgreSQL database lent to an app: `give` hands it back (once, whatever the calls). */
export interface LentPostgres {
  url: string;
  give: () => void;
}

export async function createTestApp(env: Record<string, string> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const pg = testPostgresUrl ? await lendPostgres(testPostgresUrl, inject('testRunId')) : undefined;
  return startTestApp(env, deps, pg);
}

/** An app on `pg` (given back when the app closes or fails to start), or on a PGlite database without it. */
export async function startTestApp(
  env: Record<string, string>,
  deps: AppDeps,
  pg: LentPostgres | undefined,
): Promise<TestApp> {
  let lent: Database | undefined;
  try {
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
    const snapshot = deps.database ? '' : inject('pgliteSnapshot');
    // an in-memory database is one of the worker's, migrated and emptied (test/database-pool.ts)
    if (snapshot && config.databaseUrl === 'memory://') lent = await lendPglite(snapshot);
    // a new PGlite database in files (a test that restarts on it) is written from the migrated snapshot,
    // then opened by the app itself at <DATA_DIR>/db, as src/db/client.ts does
    const fileDb = path.join(config.dataDir, 'db');
    if (snapshot && !config.databaseUrl && !fs.existsSync(path.join(fileDb, 'PG_VERSION')))
      await restoreSnapshotInto(snapshot, fileDb);
    // providers given by the test join the memory SMS (which t.sms reads) rather than replace it
    const app = await buildApp(config, {
      clock,
      ...deps,
      database: lent ?? deps.database,
      providers: { sms, ...deps.providers },
    });
    await app.ready();
    return {
      app,
      clock,
      sms,
      config,
      close: async () => {
        await app.close();
        pg?.give();
      },
    };
  } catch (err) {
    // an app that did not start gives its database back (giving twice is harmless)
    await lent?.close();
    pg?.give();
    throw err;
  }
}

/**
 * A job queue of its own on the test app's database and clock: a notifier a test builds sends through it,
 * leaving the app's queue (and its handlers) to the app. It runs no rounds by itself.
 */
export function testQueue(t: TestApp): JobQueue {
  return new JobQueue({ repo: new JobsRepository(t.app.database.db), clock: t.clock, log: t.app.log });
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

/** A signed-in user: the phone, the tokens and the headers that send the access token. */
export type Session = Awaited<ReturnType<typeof signIn>>;

/** A call under /api as `session` (null: signed out), in `language`. */
export const apiCall = (
  t: TestApp,
  session: { headers: Record<string, string> } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(session ? session.headers : {}), 'accept-language': language },
    ...(payload !== undefined ? { payload } : {}),
  });
