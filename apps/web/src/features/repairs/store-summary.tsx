// A store in a few lines: name, address, today's hours and, once known, how far it is.
import { useTranslation } from '../../i18n/react';
import type { SavStore } from '../../api/clients';
import { localeOf } from '../../i18n';
import { hoursToday } from './opening-hours';
import { formatDistance } from './store-distance';
import styles from './repairs.module.css';

export interface StoreSummaryProps {
  store: SavStore;
  distanceKm?: number;
}

/** Inline content only: it also sits inside a radio's label. */
export function StoreSummary({ store, distanceKm }: StoreSummaryProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const today = hoursToday(store.openingHours, locale);
  return (
    <span className={styles.storeSummary}>
      <span className={styles.storeName}>{store.name}</span>
      <span className={styles.storeLine}>{store.address}</span>
      <span className={styles.storeLine}>
        {store.postalCode} {store.city}
      </span>
      <span className={styles.storeHours} data-open={today ? '' : undefined}>
        {today ? t('aftersales.store.today', { hours: today }) : t('aftersales.store.closedToday')}
      </span>
      {distanceKm !== undefined && (
        <span className={styles.storeDistance}>
          {t('aftersales.store.away', { distance: formatDistance(distanceKm, locale) })}
        </span>
      )}
    </span>
  );
}
