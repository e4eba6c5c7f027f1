// Guest purchase, step 2: the code sent by SMS proves the phone; the answer is the address the item goes to.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import { guestAddress, type GuestProof } from '../../api/shop';
import { Button } from '../../ui';
import { SmsCodeInput } from '../../ui/sms-code-input';
import { formatClock } from './hold-time';
import styles from './purchase.module.css';
import { displayPhone } from '../../lib/phone-display';

export interface GuestCodeStepProps {
  phone: string;
  codeLength: number;
  /** Seconds before a new code may be asked for. */
  resendIn: number;
  resending: boolean;
  resendError?: unknown;
  onResend: () => void;
  onChangeNumber: () => void;
  onVerified: (proof: GuestProof) => void;
}

export function GuestCodeStep(props: GuestCodeStepProps) {
  const { phone, codeLength, resendIn } = props;
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: (value: string) => guestAddress(phone, value),
    onSuccess: props.onVerified,
    onError: () => setCode(''),
  });

  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('shop.guest.codeTitle')}</h2>
      <p className={styles.panelText}>{t('shop.guest.codeText', { phone: displayPhone(phone) })}</p>
      <div className={styles.codeBox}>
        <SmsCodeInput
          length={codeLength}
          code={code}
          onCodeChange={setCode}
          onRetype={() => verify.reset()}
          onComplete={(complete) => verify.mutate(complete)}
          label={t('shop.guest.codeLabel')}
          invalid={verify.isError}
          disabled={verify.isPending}
        />
      </div>
      {verify.isError && (
        <p className={styles.refusal} role="alert">
          {errorMessage(verify.error, t)}
        </p>
      )}
      {verify.isPending && (
        <p className={styles.note} role="status">
          {t('shop.guest.checking')}
        </p>
      )}
      {props.resendError !== undefined && (
        <p className={styles.refusal} role="alert">
          {errorMessage(props.resendError, t)}
        </p>
      )}
      <div className={styles.secondaryActions}>
        <Button
          variant="ghost"
          loading={props.resending}
          disabled={resendIn > 0 || verify.isPending}
          onClick={() => {
            setCode('');
            verify.reset();
            props.onResend();
          }}
        >
          {resendIn > 0
            ? t('shop.guest.resendIn', { time: formatClock(resendIn).replace(/^0/, '') })
            : t('shop.guest.resend')}
        </Button>
        <Button variant="ghost" onClick={props.onChangeNumber}>
          {t('shop.guest.changeNumber')}
        </Button>
      </div>
    </div>
  );
}
