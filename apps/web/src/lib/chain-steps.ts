// On-chain steps as the screens read them: one still on its way is asked about again until it is final.
import type { ChainStep } from '@heirloom/contract';

/** Pending or retrying: the chain has not said its last word. */
export function isStepMoving(step: Pick<ChainStep, 'state'> | null | undefined): boolean {
  return !!step && (step.state === 'pending' || step.state === 'retrying');
}

/**
 * How long a screen waits before asking again about a certificate or a transfer the chain has not confirmed
 * yet, after `updates` answers: every 3 s for a minute, then every 15 s, and no more after half an hour (a
 * server without a chain never confirms; a chain that is down takes its time).
 */
export function chainPollMs(updates: number): number | false {
  if (updates < 20) return 3000;
  if (updates < 130) return 15_000;
  return false;
}
