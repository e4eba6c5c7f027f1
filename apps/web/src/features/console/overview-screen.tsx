// The console's first screen: the brand's items by state, its open repairs by state, finders' messages about
// items declared lost or stolen that their owners have not handled, the sales of the last 30 days, and the tags'
// alerts (copied or forged links) for those who see the tags.
import { consoleItemStates, formatPrice, openRepairStates } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { meQuery, overviewQuery, tagAlertsQuery } from '../../api/console';
import { consoleHrefs, consolePaths } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { Navigate } from './navigate';
import { useConsoleBrand } from './console-layout';
import { ConsolePage, Panel } from './console-page';
import { PageNotice } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { PasskeyNudge } from './passkeys-screen';

/** /console: the first brand the person works for, or a word when there is none. */
export function ConsoleHomeScreen() {
  const { t } = useTranslation();
  const me = useQuery(meQuery());
  const first = me.data?.brands[0];
  if (first) return <Navigate to={consoleHrefs.section(first.id, 'overview')} />;
  return (
    <PageNotice title={t('console.home.noBrandTitle')} text={t('console.home.noBrandText')}>
      <a href={consolePaths.signIn}>{t('console.home.signInAgain')}</a>
    </PageNotice>
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
            <Panel id="overview-items" title={t('console.overview.items')}>
              <Counts
                entries={consoleItemStates.map((state) => [
                  t(`console.itemState.${state}`),
                  data.items[state],
                ])}
              />
            </Panel>
            <Panel id="overview-repairs" title={t('console.overview.repairs')}>
              <Counts
                entries={openRepairStates.map((state) => [
                  t(`console.repairState.${state}`),
                  data.repairs[state],
                ])}
              />
            </Panel>
            <div className={styles.grid}>
              <Stat
                id="overview-finders"
                title={t('console.overview.finders')}
                value={data.finderContacts}
                hint={t('console.overview.findersHint')}
              />
              <Stat
                id="overview-sales"
                title={t('console.overview.sales', { days: data.sales.days })}
                value={t('console.overview.salesCount', { count: data.sales.count })}
                hint={
                  data.sales.amounts.length === 0
                    ? t('console.overview.noSales')
                    : data.sales.amounts
                        .map((a) => formatPrice(a.amount, a.currency, i18n.language === 'fr' ? 'fr' : 'en'))
                        .join(' · ')
                }
              />
              <TagAlerts />
            </div>
          </>
        )}
      </ConsoleQuery>
    </ConsolePage>
  );
}

/** Counts side by side, each under its name (a state without any: 0). */
function Counts({ entries }: { entries: [name: string, count: number | undefined][] }) {
  return (
    <dl className={styles.grid}>
      {entries.map(([name, count]) => (
        <div key={name} className={styles.stat}>
          <dt>{name}</dt>
          <dd>{count ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One figure in its own box: what it counts, the figure, a word on it, and maybe the way to it. */
function Stat({
  id,
  title,
  value,
  hint,
  children,
}: {
  id: string;
  title: string;
  value: ReactNode;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.stat} aria-labelledby={id}>
      <h2 id={id} className={styles.meta}>
        {title}
      </h2>
      <p className={styles.bigNumber}>{value}</p>
      <p className={styles.meta}>{hint}</p>
      {children}
    </section>
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
    <Stat
      id="overview-tag-alerts"
      title={t('console.overview.tagAlerts')}
      value={alerts.data.total}
      hint={t('console.overview.tagAlertsHint')}
    >
      <Link to={consoleHrefs.section(brand.brandId, 'tags')}>{t('console.overview.tagAlertsSee')}</Link>
    </Stat>
  );
}
