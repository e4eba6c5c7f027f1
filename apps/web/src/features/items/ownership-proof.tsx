// "Prove I own it": a link to the item's public page that says, for 5 minutes, that whoever shared it holds the
// item, naming no one (docs/decisions/023-…); shared by the system sheet where there is one, else copied, and as a QR code.
import { useTranslation } from '../../i18n/react';
import type { Item } from '../../api/items';
import { errorMessage } from '../../api/errors';
import { useMakeOwnershipProof } from '../../api/ownership-proof';
import { localeOf } from '../../i18n';
import { Button, Icon, NeedsNetwork } from '../../ui';
import { useOnline } from '../../lib/online';
import { QrCode } from '../../ui/qr-code';
import styles from './authenticity.module.css';
import { canShare, useShare } from './share-link';

export function OwnershipProofBlock({ item }: { item: Pick<Item, 'id' | 'status'> }) {
  const { t, i18n } = useTranslation();
  const make = useMakeOwnershipProof(item.id);
  const [status, share, clearStatus] = useShare();
  // the link is made by the server: offline it waits, and says so (decision 038)
  const online = useOnline();
  // an item on its way to someone else is no longer the owner's to prove (the server refuses it as well)
  if (item.status === 'pending_transfer') return null;
  const proof = make.data;
  const until = proof
    ? new Intl.DateTimeFormat(localeOf(i18n.language), { timeStyle: 'short' }).format(
        new Date(proof.expiresAt),
      )
    : '';

  return (
    <section className={styles.block} aria-labelledby="item-ownership-proof">
      <h3 id="item-ownership-proof" className={styles.title}>
        {t('items.ownershipProof.title')}
      </h3>
      <p className={styles.text}>{t('items.ownershipProof.text')}</p>
      {proof && (
        <>
          <div className={styles.qrFrame}>
            <QrCode
              value={proof.url}
              label={t('items.ownershipProof.qrLabel')}
              loadingLabel={t('items.authenticity.qrLoading')}
            />
          </div>
          <p className={styles.text}>
            <strong>{t('items.ownershipProof.validUntil', { time: until })}</strong>
          </p>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => void share(proof.url, t('items.ownershipProof.shareTitle'))}
          >
            <Icon name="send" size={18} />
            {canShare() ? t('items.ownershipProof.share') : t('items.ownershipProof.copy')}
          </Button>
        </>
      )}
      <Button
        variant={proof ? 'secondary' : 'primary'}
        fullWidth
        loading={make.isPending}
        disabled={!online}
        aria-describedby={online ? undefined : 'ownership-proof-offline'}
        onClick={() => {
          clearStatus();
          make.mutate();
        }}
      >
        <Icon name="shield" size={18} />
        {proof ? t('items.ownershipProof.again') : t('items.ownershipProof.make')}
      </Button>
      <NeedsNetwork id="ownership-proof-offline" online={online} />
      <p className={styles.status} role="status" data-tone={make.isError ? 'copyFailed' : status}>
        {make.isError ? `${t('items.ownershipProof.failed')} ${errorMessage(make.error, t)}` : ''}
        {status === 'copied' ? t('items.ownershipProof.copied') : ''}
        {status === 'copyFailed' ? t('items.ownershipProof.copyFailed') : ''}
      </p>
    </section>
  );
}
