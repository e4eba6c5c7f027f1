// The browser's side of a passkey (WebAuthn, @simplewebauthn/browser), kept apart from the contract's schemas so
// that the sign-in screen can load it: the sheet that signs, and what it refuses in one of our reasons.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type {
  authenticationResponseSchema,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  registrationResponseSchema,
} from '@heirloom/contract';
import type { z } from 'zod';
import type { TFunction } from '../i18n';
import { errorMessage } from './errors';

/** Why the browser's passkey sheet gave nothing back. */
/** What the sheet signed, as the contract's checks take it. */
export type PasskeySignature = z.input<typeof authenticationResponseSchema>;
/** The passkey the sheet created, as the contract's checks take it. */
export type NewPasskey = z.input<typeof registrationResponseSchema>;

export type CeremonyFailure = 'cancelled' | 'unsupported' | 'exists' | 'failed';

export class PasskeyCeremonyError extends Error {
  constructor(
    readonly reason: CeremonyFailure,
    options?: { cause?: unknown },
  ) {
    super(`passkey ceremony: ${reason}`, options);
    this.name = 'PasskeyCeremonyError';
  }
}

/** Whether this browser can use passkeys at all (no sheet is shown without it). */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** The browser's refusal as one of our reasons: cancelled (or timed out), none there, already there… */
export function ceremonyFailure(error: unknown): PasskeyCeremonyError {
  if (error instanceof PasskeyCeremonyError) return error;
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return new PasskeyCeremonyError('exists', { cause: error });
    if (error.code === 'ERROR_CEREMONY_ABORTED')
      return new PasskeyCeremonyError('cancelled', { cause: error });
  }
  const name = (error as { name?: string } | undefined)?.name;
  // NotAllowedError: the owner closed the sheet, it timed out, or no passkey of this site is on the device
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new PasskeyCeremonyError('cancelled', { cause: error });
  if (name === 'NotSupportedError') return new PasskeyCeremonyError('unsupported', { cause: error });
  if (name === 'InvalidStateError') return new PasskeyCeremonyError('exists', { cause: error });
  return new PasskeyCeremonyError('failed', { cause: error });
}

/** A failed passkey step in the user's words: the browser's reason, else the API's message. */
export function passkeyErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof PasskeyCeremonyError) return t(`passkeys.errors.${error.reason}`);
  return errorMessage(error, t);
}

/** The browser's sheet signs the options' challenge (autofill: offered in the sign-in field's suggestions). */
export async function sign(
  options: PasskeyAuthenticationOptions,
  autofill = false,
): Promise<PasskeySignature> {
  if (!passkeysSupported()) throw new PasskeyCeremonyError('unsupported');
  try {
    const { clientExtensionResults, ...signed } = await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
    // the library's interface, copied into the plain record the contract declares
    return { ...signed, clientExtensionResults: { ...clientExtensionResults } };
  } catch (error) {
    throw ceremonyFailure(error);
  }
}

/** The browser's sheet creates a passkey for the options (the owners' and the console's alike). */
export async function create(options: PasskeyRegistrationOptions): Promise<NewPasskey> {
  try {
    const { clientExtensionResults, ...created } = await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
    return { ...created, clientExtensionResults: { ...clientExtensionResults } };
  } catch (error) {
    throw ceremonyFailure(error);
  }
}
