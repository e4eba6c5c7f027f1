// Settings → Heirs and care (docs/product.md "Heirs" and "Entrusted care"): every heir the owner named (name, masked number,
// what they receive, whether told), the inactivity safeguard and its period, and every care period the owner gave
// (the piece, to whom, until when, what is shared). Empty states say what an heir and a care period are.
import { HEIRS_PER_OWNER } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { heirsQuery, type Heir, type Heirs } from '../../api/heirs';
import { paths, hrefs } from '../../config/paths';
import { Link } from '../../lib/router';
import { maskPhone } from '../../lib/mask-phone';
import { useOnline } from '../../lib/online';
import { usePageTitle } from '../../lib/use-page-title';
import { BackLink, buttonClassName, Header, OnlineFieldset } from '../../ui';
import { QueryError } from '../../ui/query-error';
import { Screen } from '../../ui/screen';
import { StateMessage } from '../../ui/state-message';
import { CareGivenSection } from './care-given-section';
import { HeirsCareSkeleton } from './heirs-care-skeleton';
import { SafeguardSection } from './safeguard-section';
import styles from './heirs-care.module.css';

export function HeirsCareScreen() {
  const { t } = useTranslation();
  usePageTitle(t('heirsCare.screen.title'));
  const heirs = useQuery(heirsQuery());
  // every change is the server's: offline, what is known is read and the controls wait (decision 038)
  const online = useOnline();

  return (
    <Screen gap={5}>
      <BackLink to={paths.settings} label={t('heirsCare.screen.back')} />
      <Header title={t('heirsCare.screen.title')} subtitle={t('heirsCare.screen.subtitle')} />
      {heirs.isError ? (
        <QueryError query={heirs} title={t('heirsCare.screen.loadErrorTitle')} />
      ) : heirs.data ? (
        <OnlineFieldset online={online}>
          <HeirsSection data={heirs.data} />
          <SafeguardSection safeguard={heirs.data.safeguard} />
        </OnlineFieldset>
      ) : (
        <HeirsCareSkeleton />
      )}
      <CareGivenSection />
    </Screen>
  );
}

function HeirsSection({ data }: { data: Heirs }) {
  const { t } = useTranslation();
  const told = data.safeguard.state === 'heirsTold';
  const add =
    data.heirs.length >= HEIRS_PER_OWNER ? (
      <p className={styles.hint}>{t('heirsCare.heirs.full', { count: HEIRS_PER_OWNER })}</p>
    ) : (
      <Link
        to={paths.settingsHeirNew}
        viewTransition
        className={buttonClassName()}
        data-variant={data.heirs.length === 0 ? 'primary' : 'secondary'}
      >
        {data.heirs.length === 0 ? t('heirsCare.heirs.add') : t('heirsCare.heirs.addAnother')}
      </Link>
    );
  return (
    <section className={styles.section} aria-labelledby="heirs-heading">
      <h2 id="heirs-heading" className={styles.heading}>
        {t('heirsCare.heirs.heading')}
      </h2>
      {data.heirs.length === 0 ? (
        <StateMessage
          icon="shield"
          headingLevel={3}
          title={t('heirsCare.heirs.emptyTitle')}
          text={t('heirsCare.heirs.emptyText')}
          action={add}
        />
      ) : (
        <>
          <ul className={styles.list} aria-labelledby="heirs-heading">
            {data.heirs.map((heir) => (
              <HeirRow key={heir.id} heir={heir} mayClaim={told} />
            ))}
          </ul>
          {add}
        </>
      )}
    </section>
  );
}

function HeirRow({ heir, mayClaim }: { heir: Heir; mayClaim: boolean }) {
  const { t } = useTranslation();
  const nameId = `heir-${heir.id}`;
  const scope =
    heir.scope === 'all'
      ? t('heirsCare.heirs.scopeAll')
      : t('heirsCare.heirs.scopeChosen', { count: heir.itemIds.length });
  const state = mayClaim
    ? t('heirsCare.heirs.mayClaim')
    : heir.tell
      ? t('heirsCare.heirs.told')
      : t('heirsCare.heirs.notTold');
  return (
    <li className={styles.row} aria-labelledby={nameId}>
      <div className={styles.rowText}>
        <h3 id={nameId} className={styles.rowTitle}>
          {heir.displayName}
        </h3>
        <p className={styles.hint} translate="no">
          {maskPhone(heir.phone)}
        </p>
        <p className={styles.text}>
          {scope} · {t('heirsCare.heirs.itemCount', { count: heir.itemCount })}
        </p>
        {heir.shareName && heir.ownerName && (
          <p className={styles.hint}>{t('heirsCare.heirs.sharesName', { name: heir.ownerName })}</p>
        )}
        <span className={styles.state} data-tone={heir.tell || mayClaim ? 'on' : undefined}>
          {state}
        </span>
      </div>
      <Link
        to={hrefs.settingsHeir(heir.id)}
        viewTransition
        className={styles.rowLink}
        aria-describedby={nameId}
      >
        {t('heirsCare.heirs.change')}
      </Link>
    </li>
  );
}
