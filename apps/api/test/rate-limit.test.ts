// The per-IP request limiter: one instance limits on its own; instances sharing REDIS_URL share one limit (run
// when TEST_REDIS_URL or REDIS_URL names a Redis server, as .ci/run does); a Redis that does not answer leaves
// the routes working.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const LIMIT = 3;
const limited = { AUTH_REQUESTS_PER_IP_PER_MINUTE: String(LIMIT) };

/** A sign-in with an empty body: refused by validation (400) after the limiter counted it, nothing written. */
const knock = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: {} });

const apps: TestApp[] = [];
const start = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
};
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

describe('the per-IP request limiter', () => {
  it('limits a single instance without REDIS_URL (its memory)', async () => {
    const t = await start(limited);
    for (let i = 0; i < LIMIT; i++) expect((await knock(t)).statusCode).toBe(400);
    const refused = await knock(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it.skipIf(!redisUrl)('counts the calls to every instance sharing REDIS_URL against one limit', async () => {
    // a prefix of this run's own: parallel runs on one Redis do not count each other's calls
    const env = {
      ...limited,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `heirloom-test:${randomBytes(6).toString('hex')}:`,
    };
    const [a, b] = [await start(env), await start(env)];
    expect((await knock(a)).statusCode).toBe(400);
    expect((await knock(b)).statusCode).toBe(400);
    expect((await knock(a)).statusCode).toBe(400);
    expect((await knock(b)).statusCode).toBe(429);
    expect((await knock(a)).statusCode).toBe(429);
  });

  it('lets requests through when Redis does not answer, rather than refusing them', async () => {
    // port 1 on loopback: nothing listens, the connection is refused at once
    const t = await start({ ...limited, REDIS_URL: 'redis://127.0.0.1:1' });
    for (let i = 0; i <= LIMIT + 1; i++) expect((await knock(t)).statusCode).toBe(400);
  });
});
