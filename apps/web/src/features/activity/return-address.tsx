// An item sent out to a wallet, for its sender: the address to send its token back to (a QR code a wallet scans,
// and the text to copy), folded under a disclosure so the activity stays a list.
import { useTranslation } from '../../i18n/react';
import { CopyButton } from '../../ui';
import { QrCode } from '../../ui/qr-code';
import styles from './activity.module.css';

export interface ReturnAddressProps {
  address: string;
  /** the item's name, which the QR code's label names */
  name: string;
}

export function ReturnAddress({ address, name }: ReturnAddressProps) {
  const { t } = useTranslation();
  return (
    <details className={styles.return}>
      <summary className={styles.returnSummary}>{t('transfers.activity.returnTitle')}</summary>
      <p className={styles.returnText}>{t('transfers.activity.returnText')}</p>
      <div className={styles.returnQr}>
        <QrCode
          value={address}
          label={t('transfers.activity.returnQrLabel', { name })}
          loadingLabel={t('transfers.activity.returnQrLoading')}
        />
      </div>
      <p className={styles.returnAddress}>
        <span className={styles.chainLabel}>{t('transfers.activity.returnAddressLabel')}</span>{' '}
        <code translate="no">{address}</code>
      </p>
      <p className={styles.returnCopy}>
        <CopyButton text={address} saysCopied="announced" />
      </p>
    </details>
  );
}
