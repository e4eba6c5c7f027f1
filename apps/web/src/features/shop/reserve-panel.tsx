// Before a hold (or after one ran out): what reserving means, the reason of a refusal, and the button.
import { RESERVATION_MINUTES } from '@heirloom/contract';
import { useTranslation } from '../../i18n/react';
import type { ShopItem } from '../../api/shop';
import { Button } from '../../ui';
import type { BuyProblem } from './buy-flow';
import { PurchaseProblem } from './purchase-problem';
import styles from './purchase.module.css';

export interface ReservePanelProps {
  item: ShopItem;
  /** The last hold ran out on screen. */
  expired: boolean;
  /** The buyer just let the item go. */
  released: boolean;
  problem?: BuyProblem;
  reserving: boolean;
  onReserve: () => void;
}

export function ReservePanel({ item, expired, released, problem, reserving, onReserve }: ReservePanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      {expired ? (
        <div className={styles.expired}>
          <h2 className={styles.panelTitle} tabIndex={-1} data-step-focus="">
            {t('shop.hold.expiredTitle')}
          </h2>
          <p className={styles.panelText}>{t('shop.hold.expiredText')}</p>
        </div>
      ) : (
        <p className={styles.hint}>{t('shop.hold.reserveHint', { minutes: RESERVATION_MINUTES })}</p>
      )}
      {released && (
        <p className={styles.notice} role="status" tabIndex={-1} data-step-focus="">
          {t('shop.hold.released')}
        </p>
      )}
      {problem && (
        <PurchaseProblem
          error={problem.error}
          collectionId={item.nftCollection.id}
          lead={problem.action === 'reserve' ? t('shop.hold.refusedTitle') : undefined}
          onRetry={onReserve}
          retrying={reserving}
        />
      )}
      <Button fullWidth loading={reserving} onClick={onReserve}>
        {expired ? t('shop.hold.reserveAgain') : t('shop.hold.reserve')}
      </Button>
    </div>
  );
}
