// The sign-in's first step: the phone number to send a code to, or a passkey instead.
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { PhoneInput } from '../../ui/phone-input';
import type { PasskeySignIn } from './use-passkey-sign-in';
import type { SmsSignIn } from './use-sms-sign-in';
import styles from './login-screen.module.css';

interface PhoneStepProps {
  sms: SmsSignIn;
  passkey: PasskeySignIn;
  error: string | undefined;
}

export function PhoneStep({ sms, passkey, error }: PhoneStepProps) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sms.requestCode();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Header title={t('login.title')} subtitle={t('login.subtitle')} />
      <PhoneInput
        label={t('login.phoneLabel')}
        value={sms.phone}
        initialCountry="FR"
        invalid={sms.phoneInvalid}
        onChange={sms.changePhone}
        onValidate={() => void sms.requestCode()}
        offersPasskeys
        handleRef={sms.phoneField}
      />
      <p className={styles.error} role="alert" aria-live="assertive">
        {error}
      </p>
      <Button type="submit" variant="primary" fullWidth loading={sms.busy} disabled={passkey.busy}>
        {t('login.sendCode')}
      </Button>
      <p className={styles.fineprint}>{t('login.smsNotice')}</p>
      {passkey.supported && (
        <div className={styles.passkey}>
          <p className={styles.or} aria-hidden="true">
            {t('login.or')}
          </p>
          <Button
            variant="secondary"
            fullWidth
            loading={passkey.busy}
            disabled={sms.busy}
            onClick={() => void passkey.signIn()}
          >
            {t('login.passkey')}
          </Button>
          <p className={styles.fineprint}>{t('login.passkeyHint')}</p>
        </div>
      )}
    </form>
  );
}
