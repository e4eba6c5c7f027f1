// Signing in by SMS: the phone number, the code sent to it (its length and resend countdown from the server), and
// the checks of both.
import type { CodeSent } from '@heirloom/contract';
import { LOGIN_CODE_LENGTH } from '@heirloom/contract/light';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { login, sendLoginSms } from '../../api/auth';
import { errorCode, errorMessage, resendWaitSeconds } from '../../api/errors';
import { isLanguage } from '../../i18n';
import type { PhoneInputHandle } from '../../ui/phone-input';
import { useCountdown } from '../../lib/use-countdown';

export type LoginStep = 'phone' | 'code' | 'link';

export interface SmsSignIn {
  phone: string | undefined;
  phoneInvalid: boolean;
  phoneField: RefObject<PhoneInputHandle | null>;
  code: string;
  codeLength: number;
  codeInvalid: boolean;
  busy: boolean;
  /** Seconds before another code may be asked for. */
  resendIn: number;
  changePhone: (value: string | undefined) => void;
  changeCode: (value: string) => void;
  requestCode: () => Promise<void>;
  verify: (code: string) => Promise<void>;
}

interface LoginState {
  step: LoginStep;
  setStep: (step: LoginStep) => void;
  setError: (error: string | undefined) => void;
  finish: () => void;
}

/** The code field: what is typed, the length the server said, and whether the server refused it. */
function useCodeEntry() {
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(LOGIN_CODE_LENGTH);
  const [codeInvalid, setCodeInvalid] = useState(false);
  return {
    code,
    codeLength,
    codeInvalid,
    changeCode: (value: string) => {
      setCode(value);
      setCodeInvalid(false);
    },
    /** A new code was sent: an empty field of its length. */
    freshCode: (length: number) => {
      setCodeLength(length);
      setCode('');
      setCodeInvalid(false);
    },
    refuse: () => setCodeInvalid(true),
  };
}

export function useSmsSignIn({ step, setStep, setError, finish }: LoginState): SmsSignIn {
  const { t, i18n } = useTranslation();
  const [phone, setPhone] = useState<string | undefined>();
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const { freshCode, refuse, ...entry } = useCodeEntry();
  const [busy, setBusy] = useState(false);
  const [resendIn, startResendCountdown] = useCountdown();
  const phoneField = useRef<PhoneInputHandle>(null);

  const requestCode = async () => {
    // a number typed or pasted just before the tap may not be read yet (the phone rules load on first use):
    // the button says it is at work meanwhile
    setBusy(true);
    const typed = phone ?? (await phoneField.current?.settle());
    if (!typed) {
      setBusy(false);
      setPhoneInvalid(true);
      setError(t('login.phoneInvalid'));
      return;
    }
    setError(undefined);
    try {
      const sent: CodeSent = await sendLoginSms(typed, isLanguage(i18n.language) ? i18n.language : 'en');
      freshCode(sent.codeLength);
      startResendCountdown(sent.resendAfterSeconds);
      setStep('code');
    } catch (err) {
      const wait = resendWaitSeconds(err);
      if (wait > 0) {
        startResendCountdown(wait);
        if (step === 'phone') setStep('code');
      }
      if (errorCode(err) === 'VALIDATION') setPhoneInvalid(true);
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (value: string) => {
    if (!phone || value.length !== entry.codeLength || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await login({ phone, code: value });
      finish();
    } catch (err) {
      refuse();
      setError(errorMessage(err, t));
      setBusy(false);
    }
  };

  const changePhone = (value: string | undefined) => {
    setPhone(value);
    setPhoneInvalid(false);
    setError(undefined);
  };

  return { ...entry, phone, phoneInvalid, phoneField, busy, resendIn, changePhone, requestCode, verify };
}
