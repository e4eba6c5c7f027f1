// One item moved: its picture and name, which way, with whom, when, how it stands; pending sends can be cancelled.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Transaction } from '../../api/transfers';
import { displayPhone } from '../../lib/phone-display';
import { Button, Icon, NftImage, TagPill } from '../../ui';
import { shortHash, useFormatDate } from '../../lib/format';
import { ChainStepState } from '../../ui/chain-step';
import { SkeletonRow } from '../../ui/skeleton-row';
import { ReturnAddress } from './return-address';
import styles from './activity.module.css';

export function counterpartyOf(transaction: Transaction): string {
  const { counterparty } = transaction;
  // the sender sees the number they sent to in full; the recipient sees the sender's masked
  if ('phone' in counterparty) return displayPhone(counterparty.phone);
  if ('phoneMasked' in counterparty) return counterparty.phoneMasked;
  if ('brand' in counterparty) return counterparty.brand;
  return shortHash(counterparty.address, 6, 4);
}

export interface ActivityRowProps {
  transaction: Transaction;
  onCancel?: (transaction: Transaction) => void;
}

export function ActivityRow({ transaction, onCancel }: ActivityRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const nameId = useId();
  const { product, direction, state } = transaction;
  const who = counterpartyOf(transaction);
  const picture = { name: product.name, icon: product.icon, nftCollection: { name: '' }, isToMint: false };
  const cancellable = transaction.cancellable && direction === 'sent' && state === 'pending';

  return (
    <li className={styles.row} data-state={state} data-direction={direction}>
      <NftImage item={picture} size="small" className={styles.picture} />
      <div className={styles.text}>
        <h2 id={nameId} className={styles.name}>
          {product.name}
        </h2>
        <p className={styles.direction} data-direction={direction}>
          <Icon name="send" size={16} />
          <span>
            {direction === 'sent'
              ? t('transfers.activity.sentTo', { who })
              : 'brand' in transaction.counterparty
                ? t('transfers.activity.boughtFrom', { who })
                : t('transfers.activity.receivedFrom', { who })}
          </span>
        </p>
        <p className={styles.date}>
          <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt, 'dateTime')}</time>
        </p>
        {transaction.chain && (
          <p className={styles.chain}>
            <span className={styles.chainLabel}>{t('transfers.activity.onChain')}</span>{' '}
            <ChainStepState step={transaction.chain} />
          </p>
        )}
        {direction === 'sent' && transaction.returnAddress && (
          <ReturnAddress address={transaction.returnAddress} name={product.name} />
        )}
      </div>
      <div className={styles.footer}>
        <span className={styles.state} data-state={state}>
          <TagPill title={t(`transfers.activity.state.${state}`)} />
        </span>
        {cancellable && onCancel && (
          <Button variant="secondary" aria-describedby={nameId} onClick={() => onCancel(transaction)}>
            {t('transfers.activity.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}

export function ActivityRowSkeleton() {
  return (
    <SkeletonRow
      as="li"
      className={styles.skeletonRow}
      picture={styles.skeletonPicture}
      text={styles.text}
      lines={[styles.skeletonName, styles.skeletonMeta, styles.skeletonName]}
    />
  );
}
