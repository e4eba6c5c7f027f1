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
import { CACHED_TABLES } from './read-cache';
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
  /**
   * Runs `run` holding the lock the migrations take: on PostgreSQL no other instance migrates or runs its own
   * `run` meanwhile (a one-time step decided and done under it is done once); PGlite serves one process.
   */
  underMigrationLock<T>(run: () => Promise<T>): Promise<T>;
  /** Runs one raw SQL statement with positional parameters ($1…): for EXPLAIN, bulk loads, scripts. */
  raw<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Refreshes planner statistics; PGlite has no autovacuum. */
  analyze(): Promise<void>;
  /**
   * LISTENs on `channel`: `heard` gets each notification's payload; `listening` runs each time the listen is
   * (re)established (notifications sent while a connection was lost are lost). Gives the unlisten.
   */
  listen(
    channel: string,
    heard: (payload: string) => void,
    listening: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * `listener` runs each time this process commits a write to a table the read cache keeps, before its caller
   * goes on (PostgreSQL: the notification comes later, on another connection; PGlite hears it at the commit).
   */
  onCommit(listener: () => void): void;
  close(): Promise<void>;
}

const MIGRATION_LOCK_KEY = 7_402_318_611;
/** A statement that writes to a table the read cache keeps (Drizzle starts each with its verb and table). */
const WRITES_CACHED = new RegExp(
  `^\\s*(?:insert\\s+into|update|delete\\s+from|truncate)\\s+"(?:${CACHED_TABLES.join('|')})"`,
  'i',
);

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
    underMigrationLock: (run) => run(),
    raw: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    analyze: async () => {
      await client.exec('ANALYZE');
    },
    listen: async (channel, heard, listening) => {
      const unlisten = await client.listen(channel, heard);
      listening();
      return unlisten;
    },
    onCommit: () => undefined,
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const client = postgres(url, { max: 10, onnotice: () => undefined });
  const committed = new Set<() => void>();
  const written = () => {
    for (const listener of committed) listener();
  };
  // Drizzle sends its statements unnamed (parsed and planned on every call) unless a query is prepared by
  // name: every statement outside a transaction is prepared instead, once per connection and kept, as
  // postgres.js does by default. The statements' texts are a bounded set (values are always parameters).
  // Behind a pooler in transaction mode (PgBouncer < 1.21) this needs its prepared-statement support.
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query, parameters, options) => {
    const pending = unsafe(query, parameters, { ...options, prepare: true });
    // a write to what the read cache keeps, outside a transaction, is committed once it resolves (onCommit)
    if (WRITES_CACHED.test(query)) {
      const then = pending.then.bind(pending);
      pending.then = ((ok, fail) =>
        then((rows) => {
          written();
          return rows;
        }).then(ok, fail)) as typeof pending.then;
    }
    return pending;
  }) as typeof client.unsafe;
  // …and inside a transaction (Drizzle runs each in begin()), once the transaction has committed
  const begin = client.begin.bind(client);
  client.begin = ((...args: unknown[]) => {
    const run = args.pop() as (sql: postgres.TransactionSql) => unknown;
    let wrote = false;
    const watched = (sql: postgres.TransactionSql) => {
      const inner = sql.unsafe.bind(sql);
      sql.unsafe = ((query, parameters, options) => {
        if (WRITES_CACHED.test(query)) wrote = true;
        return inner(query, parameters, options);
      }) as typeof sql.unsafe;
      return run(sql);
    };
    return (begin as (...a: unknown[]) => Promise<unknown>)(...args, watched).then((result) => {
      if (wrote) written();
      return result;
    });
  }) as typeof client.begin;
  const pgDb = drizzlePostgres(client, { schema });
  return {
    db: pgDb as unknown as Db,
    kind: 'postgres',
    // Several instances may start at once: one migrates, the others wait for the lock.
    migrate: (migrationsFolder) =>
      underLock(url, (single) => migratePostgres(drizzlePostgres(single, { schema }), { migrationsFolder })),
    underMigrationLock: (run) => underLock(url, () => run()),
    raw: async <T>(text: string, params: unknown[] = []) =>
      (await unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    analyze: async () => {
      await client`ANALYZE`;
    },
    listen: async (channel, heard, listening) => {
      // postgres.js keeps one connection for its listens, and listens again when it reconnects
      const { unlisten } = await client.listen(channel, heard, listening);
      return unlisten;
    },
    onCommit: (listener) => void committed.add(listener),
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Runs `run` holding the migrations' advisory lock. A one-connection client keeps the session-level lock (and
 * the migration, which runs on it) on one connection; the lock goes with the connection if the process dies.
 */
async function underLock<T>(url: string, run: (single: postgres.Sql) => Promise<T>): Promise<T> {
  const single = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await single`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    const result = await run(single);
    await single`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    return result;
  } finally {
    await single.end({ timeout: 5 });
  }
}
