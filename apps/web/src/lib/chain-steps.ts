// On-chain steps as the screens read them: one still on its way is asked about again until it is final.
import type { ChainStep } from '@heirloom/contract';

/** Pending or retrying: the chain has not said its last word. */
export function isStepMoving(step: Pick<ChainStep, 'state'> | null | undefined): boolean {
  return !!step && (step.state === 'pending' || step.state === 'retrying');
}

/** How often a screen asks again about a certificate or a transfer the chain has not confirmed yet. */
export const CHAIN_POLL_MS = 3000;
