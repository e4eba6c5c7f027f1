// An item's availability in the shop, as a pill: available, reserved, reserved by you, sold.
import { useTranslation } from '../../i18n/react';
import type { ShopItem } from '../../api/shop';
import { TagPill } from '../../ui';
import styles from './shop.module.css';

export function AvailabilityTag({ availability }: Pick<ShopItem, 'availability'>) {
  const { t } = useTranslation();
  return (
    <span className={styles.availability} data-availability={availability}>
      <TagPill title={t(`shop.availability.${availability}`)} />
    </span>
  );
}
