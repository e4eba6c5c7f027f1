// Signing in by SMS: the phone number, the code sent to it (its length and resend countdown from the server), and
// the checks of both.
import type { CodeSent } from '@heirloom/contract';
import { LOGIN_CODE_LENGTH } from '@heirloom/contract/light';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { login, sendLoginSms } from '../../api/auth';
import { errorCode, errorMessage } from '../../api/errors';
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

/** The seconds a refused resend says to wait (its Retry-After header), NaN without one. */
function retryAfterSeconds(err: unknown): number {
  return Number(
    (err as { response?: { headers?: Record<string, string> } }).response?.headers?.['retry-after'],
  );
}

export function useSmsSignIn({ step, setStep, setError, finish }: LoginState): SmsSignIn {
  const { t, i18n } = useTranslation();
  const [phone, setPhone] = useState<string | undefined>();
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(LOGIN_CODE_LENGTH);
  const [codeInvalid, setCodeInvalid] = useState(false);
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
      setCodeLength(sent.codeLength);
      startResendCountdown(sent.resendAfterSeconds);
      setCode('');
      setCodeInvalid(false);
      setStep('code');
    } catch (err) {
      const retryAfter = retryAfterSeconds(err);
      if (errorCode(err) === 'RESEND_TOO_SOON' && retryAfter > 0) {
        startResendCountdown(retryAfter);
        if (step === 'phone') setStep('code');
      }
      if (errorCode(err) === 'VALIDATION') setPhoneInvalid(true);
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (value: string) => {
    if (!phone || value.length !== codeLength || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await login({ phone, code: value });
      finish();
    } catch (err) {
      setCodeInvalid(true);
      setError(errorMessage(err, t));
      setBusy(false);
    }
  };

  const changePhone = (value: string | undefined) => {
    setPhone(value);
    setPhoneInvalid(false);
    setError(undefined);
  };
  const changeCode = (value: string) => {
    setCode(value);
    setCodeInvalid(false);
  };

  return {
    phone,
    phoneInvalid,
    phoneField,
    code,
    codeLength,
    codeInvalid,
    busy,
    resendIn,
    changePhone,
    changeCode,
    requestCode,
    verify,
  };
}
