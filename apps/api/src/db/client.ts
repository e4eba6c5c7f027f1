// Opens the database: PGlite (file or memory) by default, PostgreSQL when DATABASE_URL says so.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (serialized across instances on PostgreSQL). */
  migrate(migrationsDir: string): Promise<void>;
  /** Runs one raw SQL statement with positional parameters ($1…): for EXPLAIN, bulk loads, scripts. */
  raw<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Refreshes planner statistics; PGlite has no autovacuum (ARCHITECTURE §8). */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATION_LOCK_KEY = 7_402_318_611;

export async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return openPostgres(databaseUrl);
  let dir: string | undefined;
  if (databaseUrl === 'memory://') dir = undefined;
  else if (databaseUrl) throw new Error(`Unsupported DATABASE_URL scheme: ${databaseUrl.split(':')[0]}`);
  else {
    dir = path.join(dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  await client.waitReady;
  return wrapPglite(client);
}

/** A PGlite client already open (e.g. restored from a snapshot by the tests) as a Database. */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async (migrationsFolder) => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    raw: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    analyze: async () => {
      await client.exec('ANALYZE');
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const client = postgres(url, { max: 10, onnotice: () => undefined });
  // Drizzle sends its statements unnamed (parsed and planned on every call) unless a query is prepared by
  // name: every statement outside a transaction is prepared instead, once per connection and kept, as
  // postgres.js does by default. The statements' texts are a bounded set (values are always parameters).
  // Behind a pooler in transaction mode (PgBouncer < 1.21) this needs its prepared-statement support.
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query, parameters, options) =>
    unsafe(query, parameters, { ...options, prepare: true })) as typeof client.unsafe;
  const pgDb = drizzlePostgres(client, { schema });
  return {
    db: pgDb as unknown as Db,
    kind: 'postgres',
    migrate: async (migrationsFolder) => {
      // Several instances may start at once: one migrates, the others wait for the lock. A one-connection
      // client keeps the session-level lock and the migration on the same connection.
      const single = postgres(url, { max: 1, onnotice: () => undefined });
      try {
        await single`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(drizzlePostgres(single, { schema }), { migrationsFolder });
        await single`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    raw: async <T>(text: string, params: unknown[] = []) =>
      (await unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    analyze: async () => {
      await client`ANALYZE`;
    },
    close: () => client.end({ timeout: 5 }),
  };
}
