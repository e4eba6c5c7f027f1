// The session check's memory (docs/decisions/010): one query per session per few seconds, and logout,
// refresh reuse and account deletion still refused at once by the process that ends the session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/products/count', headers });

describe('session check memory', () => {
  it('refuses a logged-out session at once, though it was checked a moment before', async () => {
    const owner = await signIn(t);
    expect((await count(owner.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: owner.headers });
    expect(out.statusCode).toBe(204);
    expect((await count(owner.headers)).statusCode).toBe(401);
  });

  it('refuses a session ended by another instance once its few seconds are over', async () => {
    const owner = await signIn(t);
    expect((await count(owner.headers)).statusCode).toBe(200);
    // another instance ends it: this process learns it from the database when its memory runs out
    const { sessionId } = (await t.app.services.auth.authenticate(owner.accessToken))!;
    await t.app.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.id, sessionId));
    expect((await count(owner.headers)).statusCode).toBe(200);
    t.clock.advance(t.config.sessionCacheSeconds + 1);
    expect((await count(owner.headers)).statusCode).toBe(401);
  });
});
