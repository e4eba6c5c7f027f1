// The sign-in's second step: the code the SMS brought, with a resend once its countdown is over.
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { phoneLib } from '../../ui/phone-lib';
import { PinInput } from '../../ui/pin-input';
import type { SmsSignIn } from './use-sms-sign-in';
import styles from './login-screen.module.css';

interface CodeStepProps {
  sms: SmsSignIn;
  error: string | undefined;
  onChangeNumber: () => void;
}

export function CodeStep({ sms, error, onChangeNumber }: CodeStepProps) {
  const { t } = useTranslation();
  const { phone, code, codeLength, resendIn, busy } = sms;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sms.verify(code);
  };
  // the phone rules are there once a number was typed (they load with the phone field's first use)
  const displayPhone = phone ? (phoneLib()?.formatInternational(phone) ?? phone) : '';
  const minutes = Math.floor(resendIn / 60);
  const seconds = String(resendIn % 60).padStart(2, '0');

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
        invalid={sms.codeInvalid}
        webOtp
        onChange={sms.changeCode}
        onComplete={(value) => void sms.verify(value)}
      />
      <p className={styles.error} role="alert" aria-live="assertive">
        {error}
      </p>
      <Button type="submit" variant="primary" fullWidth loading={busy} disabled={code.length !== codeLength}>
        {t('login.verify')}
      </Button>
      <div className={styles.secondary}>
        <Button variant="ghost" disabled={resendIn > 0 || busy} onClick={() => void sms.requestCode()}>
          {resendIn > 0 ? t('login.resendIn', { time: `${minutes}:${seconds}` }) : t('login.resend')}
        </Button>
        <Button variant="ghost" onClick={onChangeNumber}>
          {t('login.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
