// One item of a collection on sale: picture, name, serial, price and availability; the whole row is the link.
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { ShopItem } from '../../api/shop';
import { hrefs } from '../../config/paths';
import { FallbackPicture } from '../../ui/fallback-picture';
import { SkeletonRow } from '../../ui/skeleton-row';
import { AvailabilityTag } from './availability-tag';
import { useFormatPrice } from './format-price';
import styles from './shop.module.css';

export function ShopItemRow({ item }: { item: ShopItem }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <Link
      to={hrefs.shopItem(item.id)}
      viewTransition
      className={styles.itemRow}
      data-availability={item.availability}
    >
      {/* decorative: the row names the item */}
      <FallbackPicture src={item.pictures[0]?.thumbnailUrl} className={styles.rowPicture} iconSize={28} />
      <span className={styles.rowText}>
        {/* spaces between the parts: the link's name is read as words, not "No. 1No. AN-NF-001" */}
        <span className={styles.rowName}>{item.name}</span>{' '}
        <span className={styles.serial}>{t('shop.item.serial', { serial: item.serialNumber })}</span>{' '}
        <span className={styles.rowFacts}>
          <span className={styles.rowPrice}>{formatPrice(item.price)}</span>{' '}
          <AvailabilityTag availability={item.availability} />
        </span>
      </span>
    </Link>
  );
}

export function ShopItemRowSkeleton() {
  return (
    <SkeletonRow
      className={styles.itemRow}
      picture={styles.rowPicture}
      text={styles.rowText}
      lines={[styles.skeletonLong, styles.skeletonShort, styles.skeletonShort]}
    />
  );
}
