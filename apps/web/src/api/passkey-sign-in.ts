// Signing in with a passkey (decision 018): no phone number, the browser offers the passkeys it holds for Heirloom,
// from a button or in the phone field's autofill. Loaded by the sign-in screen when it is shown, not with it.
import { browserSupportsWebAuthnAutofill, WebAuthnAbortService } from '@simplewebauthn/browser';
import { call } from './client';
import { lightPasskeyRoutes } from './light-routes';
import { sign } from './passkey-ceremony';
import { tokenStore } from './token-store';

export { passkeyErrorMessage, passkeysSupported } from './passkey-ceremony';

async function signIn(autofill: boolean): Promise<void> {
  const options = await call(lightPasskeyRoutes.loginOptions, { body: {} });
  const response = await sign(options, autofill);
  tokenStore.save(await call(lightPasskeyRoutes.login, { body: { response } }));
}

/** The button: the browser's sheet lists this site's passkeys. */
export const signInWithPasskey = (): Promise<void> => signIn(false);

/**
 * The autofill (conditional mediation): the phone field's suggestions offer this site's passkeys; resolves once
 * the owner picked one and is signed in. False when this browser has no such autofill. A sheet opened by the
 * button, or leaving the screen (stopPasskeyAutofill), ends it with a 'cancelled' failure.
 */
export async function signInFromAutofill(): Promise<boolean> {
  if (!(await browserSupportsWebAuthnAutofill())) return false;
  await signIn(true);
  return true;
}

export function stopPasskeyAutofill(): void {
  WebAuthnAbortService.cancelCeremony();
}
