// Waiting on the app's background work in tests: the chain worker and the job queue wait on the app's clock,
// so a wait moves that clock on while it polls.
import { count, inArray } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { chainWrites } from '../src/db/schema';
import type { TestApp } from './helpers';

/** The waits of one test app (filled in place by its beforeAll: read only in hooks and tests). */
export function chainWaits(t: TestApp) {
  /** Waits for `check` to pass while the app's clock moves on. */
  const eventually = async (check: () => Promise<void>, timeout = 30_000) => {
    const ticking = setInterval(() => t.clock.advance(1), 100);
    try {
      await vi.waitFor(check, { timeout, interval: 200 });
    } finally {
      clearInterval(ticking);
    }
  };
  /** Every chain write sent and confirmed: the chain worker changes nothing more meanwhile. */
  const chainSettled = (timeout = 60_000) =>
    eventually(async () => {
      const [row] = await t.app.database.db
        .select({ n: count() })
        .from(chainWrites)
        .where(inArray(chainWrites.state, ['queued', 'signed']));
      expect(row?.n).toBe(0);
    }, timeout);
  return { eventually, chainSettled };
}
