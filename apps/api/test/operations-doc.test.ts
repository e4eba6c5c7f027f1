// docs/operations.md held to the code: its table of environment variables is the list config.ts reads, its
// list of per-IP limits is the routes' limits, and its production example starts a server that answers.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { ENV_VARIABLES, loadConfig } from '../src/config';
import { lendPostgres } from './database-pool';
import { createTestApp, testPostgresUrl } from './helpers';
import { fencedBlockUnder, namesIn, operationsDoc, tableUnder } from './operations-doc';

const doc = operationsDoc();
const closing: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

describe('docs/operations.md', () => {
  it('lists in its table every environment variable config.ts reads, and no other', () => {
    const listed = tableUnder(doc, '## Environment variables').flatMap((row) => namesIn(row[0] ?? ''));
    expect(listed.filter((name) => !(ENV_VARIABLES as string[]).includes(name))).toEqual([]);
    expect(ENV_VARIABLES.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('lists every route with a per-IP limit, and its limit', async () => {
    // values no route has for a constant of its own: a row naming a variable is told from one naming 37 or 41
    const perMinute = 37;
    const tapsPerMinute = 41;
    const t = await createTestApp({
      AUTH_REQUESTS_PER_IP_PER_MINUTE: String(perMinute),
      TAPS_PER_IP_PER_MINUTE: String(tapsPerMinute),
    });
    closing.push(() => t.close());
    const documented = tableUnder(doc, '### Per-IP request limits').map(([route = '', limit = '']) => {
      const max = limit.includes('`AUTH_REQUESTS_PER_IP_PER_MINUTE`')
        ? perMinute
        : limit.includes('`TAPS_PER_IP_PER_MINUTE`')
          ? tapsPerMinute
          : Number(limit);
      return `${route.replace(/`/g, '')} ${max} per 60000 ms`;
    });
    const limited = t.app.limitedRoutes.map(
      (r) => `${r.method} ${r.url} ${r.max} per ${String(r.timeWindow)} ms`,
    );
    expect(documented.sort()).toEqual(limited.sort());
  });

  it.skipIf(!testPostgresUrl)('starts a production server with the example’s variables', async () => {
    const pg = await lendPostgres(testPostgresUrl!, inject('testRunId'));
    closing.push(pg.give);
    const env: Record<string, string> = {};
    for (const line of fencedBlockUnder(doc, '## Starting in production').split('\n')) {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
      if (!match) continue;
      // each <placeholder> is the operator's own value: a random one of its own here (secrets must differ)
      env[match[1]!] = match[2]!.replace(/<[^>]*>/g, () => randomBytes(32).toString('base64url'));
    }
    expect(env).toMatchObject({ NODE_ENV: 'production' });
    env.DATABASE_URL = pg.url;
    const app = await buildApp(loadConfig(env));
    closing.push(() => app.close());
    await app.ready();
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
