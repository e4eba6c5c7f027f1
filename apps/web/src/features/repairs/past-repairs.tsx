// The item's closed repairs, newest first, each opening its own tracking page.
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { Repair } from '../../api/repairs';
import { hrefs } from '../../config/paths';
import { Icon } from '../../ui';
import { useFormatDate } from '../../lib/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import styles from './repairs.module.css';

export interface PastRepairsProps {
  itemId: string;
  repairs: Repair[];
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

export function PastRepairs({ itemId, repairs, hasNextPage, loading, failed, onLoadMore }: PastRepairsProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (repairs.length === 0 && !hasNextPage) return null;

  return (
    <section className={styles.past} aria-labelledby="past-repairs-heading">
      <h2 id="past-repairs-heading" className={styles.sectionHeading}>
        {t('aftersales.past.title')}
      </h2>
      <ul className={styles.pastList}>
        {repairs.map((repair) => (
          <li key={repair.id}>
            <Link
              to={hrefs.itemRepairTracking(itemId, repair.id)}
              viewTransition
              className={styles.pastRow}
              data-state={repair.state}
            >
              <span className={styles.pastText}>
                <span className={styles.storeName}>{repair.store.name}</span>
                <span className={styles.storeLine}>
                  {t('aftersales.past.row', {
                    state: t(`items.repairState.${repair.state}`),
                    date: formatDate(repair.createdAt),
                  })}
                </span>
              </span>
              <Icon name="chevron-right" size={20} />
            </Link>
          </li>
        ))}
      </ul>
      <InfiniteFooter
        hasNextPage={hasNextPage}
        loading={loading}
        failed={failed}
        onLoadMore={onLoadMore}
        label={t('aftersales.past.loadMore')}
      />
    </section>
  );
}
