// What a step-up grant confirms, as one hash: the action and, for a send, its recipient and items (for a
// passkey's removal, the passkey). The
// code's grant is spent only by a request that hashes the same (decision 011).
import type { GuardedAction } from '@heirloom/contract';
import { sha256 } from '../../lib/crypto';

export interface StepUpDetails {
  phoneTo?: string;
  addressTo?: string;
  productsIds?: readonly string[];
  /** removePasskey: the passkey removed */
  passkeyId?: string;
}

export function stepUpBinding(action: GuardedAction, details: StepUpDetails = {}): string {
  const items = [...(details.productsIds ?? [])].map((id) => id.toLowerCase()).sort();
  // an address binds in lower case: a code asked for it in one spelling (as a wallet shows it) confirms the
  // send of the same address in another (the send itself is made to its checksummed form, decision 006)
  const fields = [action, details.phoneTo ?? null, details.addressTo?.toLowerCase() ?? null, items];
  // the send and deletion grants hash as they always did; a removal names its passkey
  if (details.passkeyId !== undefined) fields.push(details.passkeyId.toLowerCase());
  return sha256(JSON.stringify(fields));
}
