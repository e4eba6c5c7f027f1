// Where the repair happens: the store's address, how to reach it, today's hours and the whole week.
import { useTranslation } from '../../i18n/react';
import type { SavStore } from '../../api/clients';
import { localeOf } from '../../i18n';
import { Dropdown } from '../../ui';
import { dayName, hoursOfDay, weekDays } from './opening-hours';
import { StoreSummary } from './store-summary';
import styles from './repairs.module.css';

export function RepairStoreCard({ store }: { store: SavStore }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);

  return (
    <section className={styles.panel} aria-labelledby="repair-store-heading">
      <h2 id="repair-store-heading" className={styles.panelHeading}>
        {t('aftersales.tracking.storeHeading')}
      </h2>
      <StoreSummary store={store} />
      {(store.phone || store.email) && (
        <p className={styles.contacts}>
          {store.phone && (
            <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>
              {t('aftersales.store.call', { phone: store.phone })}
            </a>
          )}
          {store.email && (
            <a href={`mailto:${store.email}`}>{t('aftersales.store.write', { email: store.email })}</a>
          )}
        </p>
      )}
      <Dropdown title={t('aftersales.store.weekTitle')} headingLevel={3} className={styles.week}>
        {store.openingHours.length === 0 ? (
          <p className={styles.muted}>{t('aftersales.store.noHours')}</p>
        ) : (
          <dl className={styles.weekHours}>
            {weekDays(locale).map((day) => (
              <div key={day}>
                <dt>{dayName(day, locale)}</dt>
                <dd>{hoursOfDay(store.openingHours, day, locale) ?? t('aftersales.store.closed')}</dd>
              </div>
            ))}
          </dl>
        )}
      </Dropdown>
    </section>
  );
}
