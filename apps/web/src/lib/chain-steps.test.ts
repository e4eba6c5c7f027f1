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
    expect(chainPollMs(0)).toBe(3000);
    expect(chainPollMs(19)).toBe(3000);
    expect(chainPollMs(20)).toBe(15_000);
    expect(chainPollMs(129)).toBe(15_000);
    expect(chainPollMs(130)).toBe(false);
  });
});
