// /entrusted: the items their owners entrusted to the signed-in user now (decision 044), soonest end first; each
// opens what its owner chose to share.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { entrustedQuery, type EntrustedCare } from '../../api/inheritance';
import { hrefs, paths } from '../../config/paths';
import { BackLink, Header, Icon } from '../../ui';
import { useFormatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadingBlock, QueryStates } from '../../ui/query-states';
import { SkeletonRow } from '../../ui/skeleton-row';
import { Screen } from '../../ui/screen';
import styles from './inheritance.module.css';

export function EntrustedScreen() {
  const { t } = useTranslation();
  usePageTitle(t('inheritance.entrusted.title'));
  const list = useQuery(entrustedQuery());
  const rows = list.data?.items ?? [];
  return (
    <Screen gap={5}>
      <BackLink fallbackTo={paths.home} />
      <Header title={t('inheritance.entrusted.title')} />
      <p className={styles.lead}>{t('inheritance.entrusted.intro')}</p>
      <QueryStates
        query={list}
        count={rows.length}
        loading={
          <LoadingBlock className={styles.list} rows={2}>
            <SkeletonRow
              className={styles.row}
              picture={styles.thumb}
              text={styles.rowText}
              lines={[styles.skeletonLine, styles.skeletonShort]}
            />
          </LoadingBlock>
        }
        errorTitle={t('inheritance.entrusted.errorTitle')}
        empty={{
          icon: 'clock',
          title: t('inheritance.entrusted.emptyTitle'),
          text: t('inheritance.entrusted.emptyText'),
        }}
      >
        <ul className={styles.list}>
          {rows.map((care) => (
            <li key={care.id}>
              <EntrustedRow care={care} />
            </li>
          ))}
        </ul>
      </QueryStates>
    </Screen>
  );
}

function EntrustedRow({ care }: { care: EntrustedCare }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const picture = care.item.pictures[0];
  return (
    <Link to={hrefs.entrustedOne(care.id)} viewTransition className={styles.row}>
      {picture ? (
        <img className={styles.thumb} src={picture.thumbnailUrl} alt="" width={56} height={56} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{care.item.name}</span>
        <span className={styles.muted}>{care.item.brand.name}</span>
        <span className={styles.muted}>
          {t('inheritance.entrusted.until', { date: formatDate(care.endsAt) })}
        </span>
      </span>
      <Icon name="chevron-right" size={20} />
    </Link>
  );
}
