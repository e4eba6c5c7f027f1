// Sign-in: phone number → 6-digit SMS code (with resend countdown), or straight in from the SMS link, or with a
// passkey (the button, or the phone field's autofill; decision 018).
import type { CodeSent } from '@heirloom/contract';
import { LOGIN_CODE_LENGTH } from '@heirloom/contract/light';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { login, sendLoginSms } from '../../api/auth';
import { errorCode, errorMessage } from '../../api/errors';
import { tokenStore } from '../../api/token-store';
import { paths } from '../../config/paths';
import { isLanguage } from '../../i18n';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { Hourglass } from '../../ui/hourglass';
import { PhoneInput, type PhoneInputHandle } from '../../ui/phone-input';
import { phoneLib } from '../../ui/phone-lib';
import { PinInput } from '../../ui/pin-input';
import { BrandMark } from '../../ui/brand-mark';
import { LanguageSwitch } from '../../ui/language-switch';
import styles from './login-screen.module.css';
import { Screen } from '../../ui/screen';
import { useCountdown } from '../../lib/use-countdown';

type Step = 'phone' | 'code' | 'link';

/** Only same-app paths are followed after sign-in (no open redirect). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.home;
}

export function LoginScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const next = safeNext(params.get('next'));

  const [step, setStep] = useState<Step>(linkToken ? 'link' : 'phone');
  const [phone, setPhone] = useState<string | undefined>();
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(LOGIN_CODE_LENGTH);
  const [error, setError] = useState<string | undefined>();
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resendIn, startResendCountdown] = useCountdown();
  const linkTried = useRef(false);
  const phoneField = useRef<PhoneInputHandle>(null);

  const finish = () => void navigate(next, { replace: true, viewTransition: true });
  // passkeys need the browser: the button appears once the screen runs there (the server's HTML has none)
  const [passkeys, setPasskeys] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  useEffect(() => {
    if (step !== 'phone' || linkToken) return;
    let left = false;
    void import('../../api/passkey-sign-in').then(async (passkey) => {
      if (left) return;
      setPasskeys(passkey.passkeysSupported());
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
  }, [step]);

  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    setError(undefined);
    const passkey = await import('../../api/passkey-sign-in');
    try {
      await passkey.signInWithPasskey();
      finish();
    } catch (err) {
      setError(passkey.passkeyErrorMessage(err, t));
      setPasskeyBusy(false);
    }
  };

  useEffect(() => {
    if (!linkToken) {
      if (tokenStore.isSignedIn()) void navigate(next, { replace: true });
      return;
    }
    if (linkTried.current) return;
    linkTried.current = true;
    login({ token: linkToken })
      .then(finish)
      .catch((err: unknown) => {
        // a malformed link is as unusable as a spent one: one message for both, in the reader's words
        setError(errorCode(err) === 'VALIDATION' ? t('login.linkInvalid') : errorMessage(err, t));
        setStep('phone');
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the link in the address
  }, []);

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
      const retryAfter = Number(
        (err as { response?: { headers?: Record<string, string> } }).response?.headers?.['retry-after'],
      );
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

  const onPhoneSubmit = (event: FormEvent) => {
    event.preventDefault();
    void requestCode();
  };

  const onCodeSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  // the phone rules are there once a number was typed (they load with the phone field's first use)
  const displayPhone = phone ? (phoneLib()?.formatInternational(phone) ?? phone) : '';
  const minutes = Math.floor(resendIn / 60);
  const seconds = String(resendIn % 60).padStart(2, '0');

  return (
    <Screen gap={5}>
      <div className={styles.topBar}>
        <BrandMark />
        <LanguageSwitch />
      </div>

      {step === 'link' && (
        <div className={styles.linkState} role="status">
          <Hourglass size="large" />
          <p>{t('login.signingIn')}</p>
        </div>
      )}

      {step === 'phone' && (
        <form className={styles.form} onSubmit={onPhoneSubmit} noValidate>
          <Header title={t('login.title')} subtitle={t('login.subtitle')} />
          <PhoneInput
            label={t('login.phoneLabel')}
            value={phone}
            initialCountry="FR"
            invalid={phoneInvalid}
            onChange={(value) => {
              setPhone(value);
              setPhoneInvalid(false);
              setError(undefined);
            }}
            onValidate={() => void requestCode()}
            offersPasskeys
            handleRef={phoneField}
          />
          <p className={styles.error} role="alert" aria-live="assertive">
            {error}
          </p>
          <Button type="submit" variant="primary" fullWidth loading={busy} disabled={passkeyBusy}>
            {t('login.sendCode')}
          </Button>
          <p className={styles.fineprint}>{t('login.smsNotice')}</p>
          {passkeys && (
            <div className={styles.passkey}>
              <p className={styles.or} aria-hidden="true">
                {t('login.or')}
              </p>
              <Button
                variant="secondary"
                fullWidth
                loading={passkeyBusy}
                disabled={busy}
                onClick={() => void signInWithPasskey()}
              >
                {t('login.passkey')}
              </Button>
              <p className={styles.fineprint}>{t('login.passkeyHint')}</p>
            </div>
          )}
        </form>
      )}

      {step === 'code' && (
        <form className={styles.form} onSubmit={onCodeSubmit} noValidate>
          <Header
            title={t('login.codeTitle')}
            subtitle={t('login.codeSubtitle', { phone: displayPhone, count: codeLength })}
          />
          <PinInput
            length={codeLength}
            value={code}
            label={t('login.codeLabel')}
            // The user just asked for this code: taking them to it is the expected next step.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            invalid={codeInvalid}
            webOtp
            onChange={(value) => {
              setCode(value);
              setCodeInvalid(false);
            }}
            onComplete={(value) => void verify(value)}
          />
          <p className={styles.error} role="alert" aria-live="assertive">
            {error}
          </p>
          <Button
            type="submit"
            variant="primary"
            fullWidth
            loading={busy}
            disabled={code.length !== codeLength}
          >
            {t('login.verify')}
          </Button>
          <div className={styles.secondary}>
            <Button variant="ghost" disabled={resendIn > 0 || busy} onClick={() => void requestCode()}>
              {resendIn > 0 ? t('login.resendIn', { time: `${minutes}:${seconds}` }) : t('login.resend')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setStep('phone');
                setError(undefined);
              }}
            >
              {t('login.changeNumber')}
            </Button>
          </div>
        </form>
      )}
    </Screen>
  );
}
