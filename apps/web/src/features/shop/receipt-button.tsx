// "Send me the receipt": by SMS (and e-mail when known) to the buyer's phone; a failure is said gently,
// since the purchase itself is done.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { receipt } from '../../api/shop';
import { displayPhone } from '../../lib/phone-display';
import { Button, PhoneInput } from '../../ui';
import styles from './purchase.module.css';

export interface ReceiptButtonProps {
  paymentIntentId: string;
  /** The buyer's phone (E.164); the button waits while it is not known yet, unless `askPhone`. */
  phone: string | undefined;
  /**
   * A guest whose number this tab does not know: sessionStorage is per tab and per origin, so coming back
   * from the card page in another tab (a bank's app) or on another of the app's addresses loses it. The
   * number is then asked for here; the server sends only to the order's own phone, so a number typed here
   * reaches no one else.
   */
  askPhone?: boolean;
}

export function ReceiptButton({ paymentIntentId, phone, askPhone = false }: ReceiptButtonProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const asking = askPhone && !phone;
  const to = phone ?? (asking ? typed : undefined);
  const send = useMutation({ mutationFn: (number: string) => receipt(paymentIntentId, number) });
  const sent = send.data === true;
  const submit = () => {
    setTried(true);
    if (to) send.mutate(to);
  };
  return (
    <div className={styles.receipt}>
      {asking && (
        <PhoneInput
          label={t('shop.guest.phone')}
          value={typed}
          initialCountry="FR"
          onChange={(next) => {
            setTyped(next);
            send.reset();
          }}
          onValidate={submit}
          error={tried && !typed ? t('shop.guest.phoneInvalid') : undefined}
          disabled={sent}
        />
      )}
      <Button
        variant="secondary"
        fullWidth
        loading={send.isPending}
        disabled={sent || (!to && !asking)}
        onClick={submit}
      >
        {t('shop.success.receipt')}
      </Button>
      <p className={styles.receiptStatus} role="status" data-tone={send.data === false ? 'muted' : 'ok'}>
        {sent && send.variables && t('shop.success.receiptSent', { phone: displayPhone(send.variables) })}
        {send.data === false &&
          // a typed number the order does not know reads the same as a failed send (no one learns whose
          // order it is), so the guest is asked to check the number they paid with
          t(asking ? 'shop.success.receiptFailedTyped' : 'shop.success.receiptFailed')}
      </p>
    </div>
  );
}
