// An item's history (the History tab): loads its events page by page and shows them as a timeline.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemHistoryQuery } from '../../api/items';
import { InfiniteFooter } from '../../ui/infinite-footer';
import skeleton from '../../ui/skeleton.module.css';
import { LoadError, StateMessage } from '../../ui/state-message';
import { HistoryList } from './history-list';
import styles from '../../ui/timeline.module.css';

export function HistoryTimeline({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const history = useInfiniteQuery(itemHistoryQuery(itemId));
  const events = history.data?.pages.flatMap((page) => page.items) ?? [];

  if (history.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <p className="visually-hidden">{t('app.loading')}</p>
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.event} aria-hidden="true">
            <span className={`${styles.marker} ${skeleton.block}`} />
            <div className={styles.body}>
              <span className={`${skeleton.line} ${styles.skeletonTitle}`} />
              <span className={`${skeleton.line} ${styles.skeletonMeta}`} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (history.isError && events.length === 0) {
    return (
      <LoadError
        headingLevel={3}
        title={t('items.history.errorTitle')}
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (events.length === 0) {
    return <StateMessage headingLevel={3} icon="bell" title={t('items.history.emptyTitle')} />;
  }
  return (
    <>
      <HistoryList events={events} label={t('items.history.label')} />
      <InfiniteFooter
        hasNextPage={history.hasNextPage}
        loading={history.isFetchingNextPage}
        failed={history.isFetchNextPageError}
        onLoadMore={() => void history.fetchNextPage()}
        label={t('items.history.loadMore')}
      />
    </>
  );
}
