// A migrated, empty PGlite database, made once per test run and restored by each test file: creating a PGlite
// database (initdb inside WebAssembly) and migrating it takes seconds, restoring its files about one.
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
