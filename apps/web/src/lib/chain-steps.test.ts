// Asking again about the chain: while a step is on its way, often at first, then less, then no more.
import { describe, expect, it } from 'vitest';
import { chainPollMs, isStepMoving } from './chain-steps';

describe('chain steps', () => {
  it('a pending or retrying step is still moving; a confirmed or failed one, or none, is not', () => {
    expect(isStepMoving({ state: 'pending' })).toBe(true);
    expect(isStepMoving({ state: 'retrying' })).toBe(true);
    expect(isStepMoving({ state: 'confirmed' })).toBe(false);
    expect(isStepMoving({ state: 'failed' })).toBe(false);
    expect(isStepMoving(null)).toBe(false);
  });

  it('asks every 3 s for a minute, every 15 s after, and stops after half an hour', () => {
    const query = { queryHash: 'a' };
    const start = 1_000_000;
    expect(chainPollMs(query, true, start)).toBe(3000);
    expect(chainPollMs(query, true, start + 59_999)).toBe(3000);
    expect(chainPollMs(query, true, start + 60_000)).toBe(15_000);
    expect(chainPollMs(query, true, start + 30 * 60_000 - 1)).toBe(15_000);
    expect(chainPollMs(query, true, start + 30 * 60_000)).toBe(false);
  });

  it('counts afresh once nothing is moving: a new send is asked about often again', () => {
    const query = { queryHash: 'b' };
    expect(chainPollMs(query, true, 0)).toBe(3000);
    expect(chainPollMs(query, true, 40 * 60_000)).toBe(false);
    expect(chainPollMs(query, false, 41 * 60_000)).toBe(false);
    expect(chainPollMs(query, true, 42 * 60_000)).toBe(3000);
    expect(chainPollMs({ queryHash: 'c' }, true, 42 * 60_000)).toBe(3000);
  });
});
