// The databases a test worker lends its test apps: made once per worker and emptied (EMPTY_DATABASE) when
// lent again, instead of one new database per app (a restored PGlite snapshot, or a new PostgreSQL
// database migrated from scratch). The test files of a worker share this module (vitest.config.ts,
// isolate: false), so a test file gets a database the previous file used, emptied. A database is lent to
// one app at a time: a file that runs two apps at once gets two.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Database } from '../src/db/client';
import { EMPTY_DATABASE, restoreSnapshot } from './pglite-snapshot';

interface Lendable<T> {
  value: T;
  lent: boolean;
  used: boolean;
}

/** Lends a free entry (emptied first if it was used) or a new one; `give` hands it back. */
async function lend<T>(
  pool: Lendable<T>[],
  create: () => Promise<T>,
  empty: (value: T) => Promise<void>,
): Promise<{ value: T; give: () => void }> {
  let entry = pool.find((e) => !e.lent);
  if (entry) {
    entry.lent = true;
    if (entry.used) {
      try {
        await empty(entry.value);
      } catch (err) {
        entry.lent = false;
        throw err;
      }
    }
  } else {
    entry = { value: await create(), lent: true, used: false };
    pool.push(entry);
  }
  entry.used = true;
  const lent = entry;
  let given = false;
  // given back once: a second close of the same app must not free the database of the app it went to next
  const give = () => {
    if (!given) lent.lent = false;
    given = true;
  };
  return { value: lent.value, give };
}

const pglites: Lendable<Database>[] = [];

/** An in-memory PGlite database, migrated and empty, for one app: the app's close gives it back. */
export async function lendPglite(snapshot: string): Promise<Database> {
  const { value, give } = await lend(
    pglites,
    () => restoreSnapshot(snapshot),
    async (database) => {
      await database.raw(EMPTY_DATABASE);
    },
  );
  // the app closes the database it was given (and again if it fails to start): that gives it back
  return { ...value, close: async () => give() };
}

const postgresDatabases: Lendable<string>[] = [];

/** The name every PostgreSQL database of this test run starts with (test/global-setup.ts drops them). */
export const postgresNamePrefix = (runId: string) => `heirloom_test_${runId}_`;

/**
 * A PostgreSQL database on the server at serverUrl, empty (migrated by an app before, or new) for one app,
 * which opens it from its URL; `give` hands it back once the app is closed.
 */
export async function lendPostgres(
  serverUrl: string,
  runId: string,
): Promise<{ url: string; give: () => void }> {
  const { value, give } = await lend(
    postgresDatabases,
    async () => {
      const name = `${postgresNamePrefix(runId)}${process.pid}_${randomBytes(3).toString('hex')}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await admin.unsafe(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async (url) => {
      const client = postgres(url, { max: 1, onnotice: () => undefined });
      try {
        await client.unsafe(EMPTY_DATABASE);
      } finally {
        await client.end();
      }
    },
  );
  return { url: value, give };
}
