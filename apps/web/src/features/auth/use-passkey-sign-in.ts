// Signing in with a passkey: the button, and the phone field's autofill offering the passkeys this device holds
// (decision 018). The passkey code is loaded on the phone step only: the sign-in's first paint stays light.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';

export interface PasskeySignIn {
  /** Passkeys need the browser: false on the server's HTML and until the browser says it can. */
  supported: boolean;
  busy: boolean;
  signIn: () => Promise<void>;
}

/**
 * `onPhoneStep` starts one autofill request per visit of the phone step; `finish` is called once signed in, and
 * `setError` says a refusal of the button's own sheet.
 */
export function usePasskeySignIn(
  onPhoneStep: boolean,
  finish: () => void,
  setError: (error: string | undefined) => void,
): PasskeySignIn {
  const { t } = useTranslation();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!onPhoneStep) return;
    let left = false;
    void import('../../api/passkey-sign-in').then(async (passkey) => {
      if (left) return;
      setSupported(passkey.passkeysSupported());
      // the phone field's suggestions offer the passkeys this device holds for Heirloom
      try {
        if (await passkey.signInFromAutofill()) finish();
      } catch {
        // ended by the button's own sheet or by leaving the screen; a refusal there is said by the button
      }
    });
    return () => {
      left = true;
      void import('../../api/passkey-sign-in').then((passkey) => passkey.stopPasskeyAutofill());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one autofill request per visit of the phone step
  }, [onPhoneStep]);

  const signIn = async () => {
    setBusy(true);
    setError(undefined);
    const passkey = await import('../../api/passkey-sign-in');
    try {
      await passkey.signInWithPasskey();
      finish();
    } catch (err) {
      setError(passkey.passkeyErrorMessage(err, t));
      setBusy(false);
    }
  };

  return { supported, busy, signIn };
}
