// Guest purchase, step 1: the phone number that receives the item (it gets a code) and, if they like, an
// e-mail address for the receipt.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { apiErrorOf, errorMessage } from '../../api/errors';
import { Button, PhoneInput, TextInput, type PhoneInputHandle } from '../../ui';
import styles from './purchase.module.css';
import { looksLikeEmail } from '../../lib/email';

export interface GuestContactStepProps {
  phone: string | undefined;
  email: string;
  onPhoneChange: (phone: string | undefined) => void;
  onEmailChange: (email: string) => void;
  sending: boolean;
  /** Why the last code could not be sent. */
  error?: unknown;
  /** the number, settled (one typed just before the tap is read first) */
  onSubmit: (phone: string) => void;
}

export function GuestContactStep(props: GuestContactStepProps) {
  const { phone, email, sending, error } = props;
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const emailWrong =
    (tried && email.trim() !== '' && !looksLikeEmail(email)) || apiErrorOf(error)?.field === 'email';
  const phoneField = useRef<PhoneInputHandle>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    const typed = phone ?? (await phoneField.current?.settle());
    if (typed && (email.trim() === '' || looksLikeEmail(email))) props.onSubmit(typed);
  };

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.panelTitle} tabIndex={-1} data-step-focus="">
        {t('shop.guest.contactTitle')}
      </h2>
      <PhoneInput
        label={t('shop.guest.phone')}
        value={phone}
        initialCountry="FR"
        onChange={props.onPhoneChange}
        onValidate={() => void submit()}
        error={tried && !phone ? t('shop.guest.phoneInvalid') : undefined}
        handleRef={phoneField}
      />
      <TextInput
        label={t('shop.guest.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => props.onEmailChange(event.target.value)}
        error={emailWrong ? t('shop.guest.emailInvalid') : undefined}
      />
      {error !== undefined && !emailWrong && (
        <p className={styles.refusal} role="alert">
          {errorMessage(error, t)}
        </p>
      )}
      <p className={styles.note}>{t('shop.guest.smsNotice')}</p>
      <Button type="submit" fullWidth loading={sending}>
        {t('shop.guest.sendCode')}
      </Button>
    </form>
  );
}
