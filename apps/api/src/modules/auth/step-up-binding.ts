// What a step-up code confirms, as one hash: the action and, for a send, its recipient and items. The
// code's grant is spent only by a request that hashes the same (decision 011).
import type { StepUpAction } from '@heirloom/contract';
import { sha256 } from '../../lib/crypto';

export interface StepUpDetails {
  phoneTo?: string;
  addressTo?: string;
  productsIds?: readonly string[];
}

export function stepUpBinding(action: StepUpAction, details: StepUpDetails = {}): string {
  const items = [...(details.productsIds ?? [])].map((id) => id.toLowerCase()).sort();
  return sha256(
    JSON.stringify([action, details.phoneTo ?? null, details.addressTo?.toLowerCase() ?? null, items]),
  );
}
