// One item of a collection on sale: picture, name, serial, price and availability; the whole row is the link.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShopItem } from '../../api/shop';
import { hrefs } from '../../config/paths';
import { Icon } from '../../ui';
import skeleton from '../../ui/skeleton.module.css';
import { AvailabilityTag } from './availability-tag';
import { useFormatPrice } from './format-price';
import styles from './shop.module.css';

export function ShopItemRow({ item }: { item: ShopItem }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [failed, setFailed] = useState(false);
  const picture = failed ? undefined : item.pictures[0];
  return (
    <Link
      to={hrefs.shopItem(item.id)}
      viewTransition
      className={styles.itemRow}
      data-availability={item.availability}
    >
      <span className={styles.rowPicture}>
        {picture ? (
          // decorative: the row names the item
          <img
            src={picture.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : (
          <Icon name="image" size={28} />
        )}
      </span>
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
    <div className={styles.itemRow} aria-hidden="true" data-skeleton="">
      <span className={`${styles.rowPicture} ${skeleton.block}`} />
      <span className={styles.rowText}>
        <span className={`${skeleton.line} ${styles.skeletonLong}`} />
        <span className={`${skeleton.line} ${styles.skeletonShort}`} />
        <span className={`${skeleton.line} ${styles.skeletonShort}`} />
      </span>
    </div>
  );
}
