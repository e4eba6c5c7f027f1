// WebOTP: on Android Chrome, offers the code of an SMS ending with "@host #code" without leaving the page.
import { useEffect, useEffectEvent } from 'react';

// The WebOTP members are missing from TypeScript's DOM types.
interface OtpCredential extends Credential {
  code: string;
}

export function isWebOtpSupported(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && 'credentials' in navigator;
}

/** The code the browser read from the SMS, or undefined (unsupported, refused, aborted). */
export async function requestSmsCode(signal: AbortSignal): Promise<string | undefined> {
  if (!isWebOtpSupported()) return undefined;
  try {
    const options = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions;
    const credential = (await navigator.credentials.get(options)) as OtpCredential | null;
    return credential?.code;
  } catch {
    // the user dismissed the prompt or the page left the screen: typing stays available
    return undefined;
  }
}

/** While mounted and enabled, waits for the SMS code and hands it to `onCode` (at most once). */
export function useWebOtp(enabled: boolean, onCode: (code: string) => void): void {
  const deliver = useEffectEvent(onCode);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void requestSmsCode(controller.signal).then((code) => {
      if (code !== undefined && !controller.signal.aborted) deliver(code);
    });
    return () => controller.abort();
  }, [enabled]);
}
