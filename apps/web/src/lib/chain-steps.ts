// On-chain steps as the screens read them: one still on its way is asked about again until it is final.
import type { ChainStep } from '@heirloom/contract';

/** Pending or retrying: the chain has not said its last word. */
export function isStepMoving(step: Pick<ChainStep, 'state'> | null | undefined): boolean {
  return !!step && (step.state === 'pending' || step.state === 'retrying');
}

/** When each query (by its hash) first saw a step on its way, in this tab's own clock. */
const movingSince = new Map<string, number>();

/**
 * A query's refetchInterval while the chain has not confirmed what it shows (`moving`): every 3 s for the first
 * minute after the query saw it moving, then every 15 s, and no more after half an hour (a server without a
 * chain never confirms; a chain that is down takes its time). Counted from when this query saw the step start,
 * not from its number of answers: a long-lived list asks as often about a new send as about its first.
 */
export function chainPollMs(query: { queryHash: string }, moving: boolean, now = Date.now()): number | false {
  if (!moving) {
    movingSince.delete(query.queryHash);
    return false;
  }
  const since = movingSince.get(query.queryHash) ?? now;
  movingSince.set(query.queryHash, since);
  const age = now - since;
  if (age < 60_000) return 3000;
  if (age < 30 * 60_000) return 15_000;
  return false;
}
