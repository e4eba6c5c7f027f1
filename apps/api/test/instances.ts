// Several instances of the app on one database, as production runs them: PostgreSQL only (a PGlite database
// serves one process). For tests of what instances must agree on: starts together, limits under a burst.
import { inject } from 'vitest';
import type { AppDeps } from '../src/app';
import { lendPostgres } from './database-pool';
import { startTestApp, testPostgresUrl, type TestApp } from './helpers';

/**
 * `n` apps started at once on ONE new PostgreSQL database (the same env and deps for each); the database goes
 * back to the worker's pool once every one is closed. Throws without PostgreSQL: use `describe.skipIf(!testPostgresUrl)`.
 */
export async function createTestApps(
  n: number,
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestApp[]> {
  if (!testPostgresUrl) throw new Error('createTestApps needs PostgreSQL (TEST_DATABASE_URL)');
  const pg = await lendPostgres(testPostgresUrl, inject('testRunId'));
  let open = n;
  const lease = () => {
    let given = false;
    return {
      url: pg.url,
      give: () => {
        if (given) return;
        given = true;
        open -= 1;
        if (open === 0) pg.give();
      },
    };
  };
  const started = await Promise.allSettled(Array.from({ length: n }, () => startTestApp(env, deps, lease())));
  const failed = started.find((s) => s.status === 'rejected');
  const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (failed) {
    await Promise.all(apps.map((t) => t.close()));
    throw failed.reason;
  }
  return apps;
}

export { testPostgresUrl };
