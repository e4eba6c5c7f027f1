// A payment that did not end with the item: someone else got it first (refunded), or the amounts did not match.
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { OrderStatus, ShopItem } from '../../api/shop';
import { hrefs } from '../../config/paths';
import styles from './purchase.module.css';

export function SettledPanel({ item, order }: { item: ShopItem; order: OrderStatus }) {
  const { t } = useTranslation();
  if (order.state === 'fulfilled') return null;
  const refunded = order.state === 'refunded' || order.state === 'paid';
  return (
    <div className={styles.panel} role="alert">
      <h2 className={styles.panelTitle} tabIndex={-1} data-step-focus="">
        {refunded ? t('shop.pay.refundedTitle') : t('shop.pay.mismatchTitle')}
      </h2>
      <p className={styles.panelText}>
        {refunded ? t('shop.pay.refundedText') : t('shop.complete.failedText')}
      </p>
      <Link to={hrefs.shopCollection(item.nftCollection.id)} viewTransition className={styles.textLink}>
        {t('shop.item.otherPieces')}
      </Link>
    </div>
  );
}
