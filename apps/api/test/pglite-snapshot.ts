// A migrated, empty PGlite database, made once per test run: each test worker restores it in memory once
// (test/database-pool.ts) and empties it between test files; creating a PGlite database (initdb inside
// WebAssembly) and migrating it takes seconds, restoring its files about one, emptying its tables a tenth.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite, type Database } from '../src/db/client';

const migrationsDir = path.resolve(import.meta.dirname, '..', 'drizzle');

/** Where the snapshot of these migrations lives: a new migration (or PGlite) makes a new one. */
function snapshotPath(): string {
  const hash = createHash('sha256');
  // PGlite's version, from the package.json beside its entry (…/pglite/dist/index.cjs)
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteVersion = JSON.parse(
    fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pgliteVersion.version);
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
      .sort();
  for (const file of walk(migrationsDir))
    hash.update(file.slice(migrationsDir.length)).update(fs.readFileSync(file));
  return path.join(os.tmpdir(), `heirloom-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the snapshot unless it is there already; returns its path. */
export async function makeSnapshot(): Promise<string> {
  const file = snapshotPath();
  if (fs.existsSync(file)) return file;
  const client = new PGlite();
  try {
    const database = wrapPglite(client);
    await database.migrate(migrationsDir);
    const dump = await client.dumpDataDir('none');
    // written aside, then renamed: a concurrent run never reads half a file
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

/** A new in-memory database restored from the snapshot. */
export async function restoreSnapshot(file: string): Promise<Database> {
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.waitReady;
  return wrapPglite(client);
}

/** Writes the snapshot into an empty directory as a PGlite database in files, which is then opened as any
 * other (the app's own start finds it migrated instead of running initdb). */
export async function restoreSnapshotInto(file: string, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.waitReady;
  await client.close();
}

/**
 * One statement (PGlite or PostgreSQL) that brings a used test database back to a migrated, empty one:
 * every table emptied but the migrations' own (schema drizzle), and every sequence back to its start.
 * What the app writes at its start (legal texts, generated secrets, demo data) it writes again then.
 */
export const EMPTY_DATABASE = `DO $$
DECLARE
  tables text;
  seq record;
BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables
    FROM pg_tables
    WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') AND schemaname NOT LIKE 'pg\\_%';
  IF tables IS NOT NULL THEN
    EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY CASCADE';
  END IF;
  FOR seq IN
    SELECT schemaname, sequencename, start_value FROM pg_sequences
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') AND schemaname NOT LIKE 'pg\\_%'
  LOOP
    PERFORM setval(format('%I.%I', seq.schemaname, seq.sequencename), seq.start_value, false);
  END LOOP;
END $$`;
