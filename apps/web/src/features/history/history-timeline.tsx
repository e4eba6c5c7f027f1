// An item's history (the History tab): loads its events page by page and shows them as a timeline.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { itemHistoryQuery } from '../../api/items';
import { LoadingBlock, PagedStates } from '../../ui/query-states';
import { SkeletonRow } from '../../ui/skeleton-row';
import { HistoryList } from './history-list';
import styles from '../../ui/timeline.module.css';

export function HistoryTimeline({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const history = useInfiniteQuery(itemHistoryQuery(itemId));

  return (
    <PagedStates
      query={history}
      loading={
        <LoadingBlock className={styles.loading} rows={3}>
          <SkeletonRow
            className={styles.event}
            picture={styles.marker}
            text={styles.body}
            lines={[styles.skeletonTitle, styles.skeletonMeta]}
          />
        </LoadingBlock>
      }
      errorTitle={t('items.history.errorTitle')}
      headingLevel={3}
      empty={{ icon: 'bell', title: t('items.history.emptyTitle') }}
      loadMoreLabel={t('items.history.loadMore')}
    >
      {(events) => <HistoryList events={events} label={t('items.history.label')} />}
    </PagedStates>
  );
}
