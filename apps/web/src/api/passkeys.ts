// Passkeys (decision 018): the owner's list, adding one (the browser's sheet), renaming, removing, the recovery,
// and the passkey step-up that confirms a send, the account's deletion or a passkey's removal. The browser's side is
// @simplewebauthn/browser; what it refuses becomes a PasskeyCeremonyError with a reason the screens put in words.
import {
  passkeyRoutes,
  type Passkey,
  type PasskeyRecovery,
  type Passkeys,
  type PasskeyStepUpRequest,
} from '@heirloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { create, PasskeyCeremonyError, passkeysSupported, sign } from './passkey-ceremony';

export type { Passkey, PasskeyRecovery, Passkeys };
export { passkeyErrorMessage, passkeysSupported, PasskeyCeremonyError } from './passkey-ceremony';

export async function fetchPasskeys(signal?: AbortSignal): Promise<Passkeys> {
  return call(passkeyRoutes.list, { signal });
}

/** Always asked again when a screen shows them: what guards the items must never be shown stale. */
export const passkeysQuery = () =>
  queryOptions({ queryKey: ['passkeys'], queryFn: ({ signal }) => fetchPasskeys(signal), staleTime: 0 });

/**
 * Whether the owner confirms guarded actions with a passkey (decision 018); false until known, so a screen offers
 * the SMS code meanwhile (the server refuses it, and says why, should the owner have one).
 */
export function useHasPasskey(): boolean {
  return (useQuery(passkeysQuery()).data?.items?.length ?? 0) > 0;
}

/** Adds a passkey: the server's options, the browser's sheet, the server's check. */
export async function addPasskey(): Promise<Passkey> {
  if (!passkeysSupported()) throw new PasskeyCeremonyError('unsupported');
  const options = await call(passkeyRoutes.registrationOptions, { body: {} });
  const response = await create(options);
  return call(passkeyRoutes.registrationVerify, { body: { response } });
}

export async function renamePasskey(id: string, name: string): Promise<Passkey> {
  return call(passkeyRoutes.rename, { params: { id }, body: { name: name.trim() } });
}

/**
 * A passkey grant for this action and transaction: the server's options (bound to them), the browser's sheet, the
 * server's check. The action that follows spends it.
 */
export async function confirmWithPasskey(request: PasskeyStepUpRequest): Promise<void> {
  const { options } = await call(passkeyRoutes.stepUpOptions, { body: request });
  const response = await sign(options);
  await call(passkeyRoutes.stepUpVerify, { body: { action: request.action, response } });
}

/** Removes a passkey, confirmed with a passkey (the one removed, or another). */
export async function removePasskey(id: string): Promise<void> {
  await confirmWithPasskey({ action: 'removePasskey', passkeyId: id });
  await call(passkeyRoutes.remove, { params: { id } });
}

export async function startRecovery(): Promise<PasskeyRecovery> {
  return call(passkeyRoutes.startRecovery, { body: {} });
}

export async function cancelRecovery(): Promise<void> {
  await call(passkeyRoutes.cancelRecovery);
}

/** How long a declined invitation to add a passkey stays quiet on this device. */
export const INVITATION_QUIET_DAYS = 30;
const DECLINED_KEY = 'heirloom.passkeyInvitationDeclinedAt';

export function invitationDeclinedRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(DECLINED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < INVITATION_QUIET_DAYS * 24 * 60 * 60 * 1000;
  } catch {
    return false;
  }
}

export function declineInvitation(now = Date.now()): void {
  try {
    localStorage.setItem(DECLINED_KEY, String(now));
  } catch {
    // not remembered: the invitation comes back next time
  }
}
