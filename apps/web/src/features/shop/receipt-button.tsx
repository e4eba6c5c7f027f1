// "Send me the receipt": by SMS (and e-mail when known) to the buyer's phone; a failure is said gently,
// since the purchase itself is done.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../../i18n/shop';
import { receipt } from '../../api/shop';
import { displayPhone } from '../../lib/phone-display';
import { Button } from '../../ui';
import styles from './purchase.module.css';

export interface ReceiptButtonProps {
  paymentIntentId: string;
  /** The buyer's phone (E.164); the button waits while it is not known yet. */
  phone: string | undefined;
}

export function ReceiptButton({ paymentIntentId, phone }: ReceiptButtonProps) {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: (to: string) => receipt(paymentIntentId, to) });
  const sent = send.data === true;
  return (
    <div className={styles.receipt}>
      <Button
        variant="secondary"
        fullWidth
        loading={send.isPending}
        disabled={!phone || sent}
        onClick={() => phone && send.mutate(phone)}
      >
        {t('shop.success.receipt')}
      </Button>
      <p className={styles.receiptStatus} role="status" data-tone={send.data === false ? 'muted' : 'ok'}>
        {sent && phone && t('shop.success.receiptSent', { phone: displayPhone(phone) })}
        {send.data === false && t('shop.success.receiptFailed')}
      </p>
    </div>
  );
}
