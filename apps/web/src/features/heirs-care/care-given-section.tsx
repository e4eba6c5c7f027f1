// The care periods the owner gave (decision 044): open ones first (soonest end first), then ended ones; for each the
// piece, to whom (a masked number or the store), until when or how it ended, and what the carer sees.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { careGivenQuery, type OwnerCare } from '../../api/care';
import { hrefs } from '../../config/paths';
import { useFormatDate } from '../../lib/format';
import { Link } from '../../lib/router';
import { maskPhone } from '../../lib/mask-phone';
import { QueryError } from '../../ui/query-error';
import { StateMessage } from '../../ui/state-message';
import { HeirsCareSkeleton } from './heirs-care-skeleton';
import styles from './heirs-care.module.css';

export function CareGivenSection() {
  const { t } = useTranslation();
  const given = useQuery(careGivenQuery());
  if (given.isError) return <QueryError query={given} title={t('heirsCare.screen.loadErrorTitle')} />;
  if (!given.data) return <HeirsCareSkeleton sections={1} />;
  const periods = given.data.items;
  return (
    <section className={styles.section} aria-labelledby="care-given-heading">
      <h2 id="care-given-heading" className={styles.heading}>
        {t('heirsCare.care.heading')}
      </h2>
      {periods.length === 0 ? (
        <StateMessage
          icon="clock"
          headingLevel={3}
          title={t('heirsCare.care.emptyTitle')}
          text={t('heirsCare.care.emptyText')}
        />
      ) : (
        <ul className={styles.list} aria-labelledby="care-given-heading">
          {periods.map((care) => (
            <CareRow key={care.id} care={care} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the carer sees beyond the name and serial number, as a short list. */
function useSharedText(share: OwnerCare['share']): string {
  const { t } = useTranslation();
  const parts = [
    share.pictures && t('heirsCare.care.share.pictures'),
    share.certificate && t('heirsCare.care.share.certificate'),
    share.ownerName && t('heirsCare.care.share.ownerName'),
    share.note && t('heirsCare.care.share.note'),
  ].filter((part): part is string => typeof part === 'string');
  return t('heirsCare.care.shares', {
    list: parts.length > 0 ? parts.join(', ') : t('heirsCare.care.sharesBasics'),
  });
}

/** The carer as the owner reads them: the store and its city, or the number masked. */
export function carerText(carer: OwnerCare['carer'], t: ReturnType<typeof useTranslation>['t']): string {
  return carer.kind === 'store'
    ? t('heirsCare.entrust.storeLine', { name: carer.store.name, city: carer.store.city })
    : maskPhone(carer.phone);
}

function CareRow({ care }: { care: OwnerCare }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const shared = useSharedText(care.share);
  const open = care.endedAt === null;
  const titleId = `care-${care.id}`;
  const when = open
    ? t('heirsCare.care.until', { date: formatDate(care.endsAt, 'dateTime') })
    : t('heirsCare.care.ended', {
        date: formatDate(care.endedAt ?? care.endsAt),
        how: t(`heirsCare.care.endedBy.${care.endedBy ?? 'time'}`),
      });
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.rowText}>
        <h3 id={titleId} className={styles.rowTitle}>
          {care.product.name}
        </h3>
        <p className={styles.text} translate="no">
          {carerText(care.carer, t)}
        </p>
        <p className={styles.text}>{when}</p>
        <p className={styles.hint}>{shared}</p>
        {care.repairId && <p className={styles.hint}>{t('heirsCare.care.forRepair')}</p>}
        <span className={styles.state} data-tone={open ? 'on' : undefined}>
          {open ? t('heirsCare.care.ongoing') : t('heirsCare.care.over')}
        </span>
      </div>
      {open && (
        <Link
          to={hrefs.item(care.product.id)}
          viewTransition
          className={styles.rowLink}
          aria-describedby={titleId}
        >
          {t('heirsCare.care.view')}
        </Link>
      )}
    </li>
  );
}
