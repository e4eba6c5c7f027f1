// Vitest global setup: the migrated PGlite snapshot each test worker restores (test/pglite-snapshot.ts); on
// PostgreSQL, this run's name for the databases its workers make (test/database-pool.ts), dropped at the end.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { postgresNamePrefix } from './database-pool';
import { makeSnapshot } from './pglite-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    testRunId: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const onPostgres = Boolean(serverUrl?.startsWith('postgres'));
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  // made on PostgreSQL too: a test that restarts an app on a PGlite database in files starts from it
  project.provide('pgliteSnapshot', await makeSnapshot());
  if (!onPostgres) return;
  return async () => {
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => undefined });
    try {
      const names = await admin<{ datname: string }[]>`
        SELECT datname FROM pg_database WHERE starts_with(datname, ${postgresNamePrefix(runId)})`;
      for (const { datname } of names)
        await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
