// The tags under an item's card: its status (with the date of a loss or theft), brand and serial number.
import { useTranslation } from '../../i18n/react';
import type { Item } from '../../api/items';
import { TagPill } from '../../ui';
import styles from './item-screen.module.css';
import { useFormatDate } from '../../lib/format';

export function ItemTags({ item }: { item: Item }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const since = item.opposition.active && item.opposition.since ? formatDate(item.opposition.since) : null;
  const status = item.isToMint ? 'minting' : item.status;

  return (
    <ul className={styles.tags} aria-label={t('items.item.tagsLabel')}>
      <li data-status={status}>
        <TagPill
          title={t(`items.status.${status}`)}
          subtitle={since ? t('items.item.since', { date: since }) : t('items.item.statusLabel')}
        />
      </li>
      <li>
        <TagPill title={item.brand.name} subtitle={t('items.item.brandLabel')} />
      </li>
      <li>
        <TagPill
          title={<span translate="no">{item.serialNumber}</span>}
          subtitle={t('items.item.serialLabel')}
        />
      </li>
    </ul>
  );
}
