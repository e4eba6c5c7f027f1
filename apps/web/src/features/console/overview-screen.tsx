// The console's first screen: the brand's items by state, its open repairs by state, finders' messages about
// items declared lost or stolen that their owners have not handled, the sales of the last 30 days, and the tags'
// alerts (copied or forged links) for those who see the tags.
import { consoleItemStates, formatPrice, openRepairStates } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { meQuery, overviewQuery, tagAlertsQuery } from '../../api/console';
import { consoleHrefs, consolePaths } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { Navigate } from './navigate';
import { useConsoleBrand } from './console-layout';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { ConsolePage } from './console-page';
import { PasskeyNudge } from './passkeys-screen';

/** /console: the first brand the person works for, or a word when there is none. */
export function ConsoleHomeScreen() {
  const { t } = useTranslation();
  const me = useQuery(meQuery());
  const first = me.data?.brands[0];
  if (first) return <Navigate to={consoleHrefs.section(first.id, 'overview')} />;
  return (
    <section className={styles.panel}>
      <h1>{t('console.home.noBrandTitle')}</h1>
      <p className={styles.empty}>{t('console.home.noBrandText')}</p>
      <a href={consolePaths.signIn}>{t('console.home.signInAgain')}</a>
    </section>
  );
}

export function OverviewScreen() {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  const overview = useQuery(overviewQuery(brand.brandId));
  return (
    <ConsolePage title={t('console.overview.title')} lead={t('console.overview.lead', { brand: brand.name })}>
      <PasskeyNudge />
      <ConsoleQuery query={overview}>
        {(data) => (
          <>
            <section className={styles.panel} aria-labelledby="overview-items">
              <h2 id="overview-items">{t('console.overview.items')}</h2>
              <dl className={styles.grid}>
                {consoleItemStates.map((state) => (
                  <div key={state} className={styles.stat}>
                    <dt>{t(`console.itemState.${state}`)}</dt>
                    <dd>{data.items[state] ?? 0}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className={styles.panel} aria-labelledby="overview-repairs">
              <h2 id="overview-repairs">{t('console.overview.repairs')}</h2>
              <dl className={styles.grid}>
                {openRepairStates.map((state) => (
                  <div key={state} className={styles.stat}>
                    <dt>{t(`console.repairState.${state}`)}</dt>
                    <dd>{data.repairs[state] ?? 0}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <div className={styles.grid}>
              <section className={styles.stat} aria-labelledby="overview-finders">
                <h2 id="overview-finders" className={styles.meta}>
                  {t('console.overview.finders')}
                </h2>
                <p className={styles.bigNumber}>{data.finderContacts}</p>
                <p className={styles.meta}>{t('console.overview.findersHint')}</p>
              </section>
              <section className={styles.stat} aria-labelledby="overview-sales">
                <h2 id="overview-sales" className={styles.meta}>
                  {t('console.overview.sales', { days: data.sales.days })}
                </h2>
                <p className={styles.bigNumber}>
                  {t('console.overview.salesCount', { count: data.sales.count })}
                </p>
                <p className={styles.meta}>
                  {data.sales.amounts.length === 0
                    ? t('console.overview.noSales')
                    : data.sales.amounts
                        .map((a) => formatPrice(a.amount, a.currency, i18n.language === 'fr' ? 'fr' : 'en'))
                        .join(' · ')}
                </p>
              </section>
              <TagAlerts />
            </div>
          </>
        )}
      </ConsoleQuery>
    </ConsolePage>
  );
}

/** How many tag alerts the brand has, with the way to them (nothing for a role that does not see the tags). */
function TagAlerts() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const shown = brand.can('catalogue') || brand.can('afterSales');
  const alerts = useQuery({ ...tagAlertsQuery(brand.brandId, 0, 1), enabled: shown });
  if (!shown || !alerts.data) return null;
  return (
    <section className={styles.stat} aria-labelledby="overview-tag-alerts">
      <h2 id="overview-tag-alerts" className={styles.meta}>
        {t('console.overview.tagAlerts')}
      </h2>
      <p className={styles.bigNumber}>{alerts.data.total}</p>
      <p className={styles.meta}>{t('console.overview.tagAlertsHint')}</p>
      <Link to={consoleHrefs.section(brand.brandId, 'tags')}>{t('console.overview.tagAlertsSee')}</Link>
    </section>
  );
}
