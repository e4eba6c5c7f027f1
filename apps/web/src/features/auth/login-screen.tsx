// Sign-in: phone number → 6-digit SMS code (with resend countdown), or straight in from the SMS link, or with a
// passkey (the button, or the phone field's autofill; decision 018).
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { Hourglass } from '../../ui/hourglass';
import { BrandMark } from '../../ui/brand-mark';
import { LanguageSwitch } from '../../ui/language-switch';
import { Screen } from '../../ui/screen';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { useLinkSignIn } from './use-link-sign-in';
import { usePasskeySignIn } from './use-passkey-sign-in';
import { useSmsSignIn, type LoginStep } from './use-sms-sign-in';
import styles from './login-screen.module.css';

/** Only same-app paths are followed after sign-in (no open redirect). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.home;
}

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const next = safeNext(params.get('next'));

  const [step, setStep] = useState<LoginStep>(linkToken ? 'link' : 'phone');
  const [error, setError] = useState<string | undefined>();
  const finish = () => void navigate(next, { replace: true, viewTransition: true });

  const passkey = usePasskeySignIn(step === 'phone' && !linkToken, finish, setError);
  const sms = useSmsSignIn({ step, setStep, setError, finish });
  useLinkSignIn({
    linkToken,
    next,
    finish,
    fail: (message) => {
      setError(message);
      setStep('phone');
    },
  });

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

      {step === 'phone' && <PhoneStep sms={sms} passkey={passkey} error={error} />}

      {step === 'code' && (
        <CodeStep
          sms={sms}
          error={error}
          onChangeNumber={() => {
            setStep('phone');
            setError(undefined);
          }}
        />
      )}
    </Screen>
  );
}
