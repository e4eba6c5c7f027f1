// The end of a paged list: loads the next page as it scrolls into view, with a button as the fallback.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '../i18n/react';
import { Button } from './button';
import styles from './infinite-footer.module.css';

export interface InfiniteFooterProps {
  hasNextPage: boolean;
  loading: boolean;
  /** The last page failed: no automatic retries, the button stays. */
  failed?: boolean;
  onLoadMore: () => void;
  label?: string;
}

export function InfiniteFooter({
  hasNextPage,
  loading,
  failed = false,
  onLoadMore,
  label,
}: InfiniteFooterProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || loading || failed || typeof IntersectionObserver === 'undefined') return;
    // re-created after each page: if the sentinel is still in view the observer fires again at once
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 480px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, loading, failed]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className={styles.footer}>
      {failed && (
        <p className={styles.error} role="alert">
          {t('items.common.loadMoreFailed')}
        </p>
      )}
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {loading ? t('items.common.loadingMore') : (label ?? t('items.common.loadMore'))}
      </Button>
    </div>
  );
}

/** What the footer reads of a useInfiniteQuery. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** The footer of a list read with useInfiniteQuery; `held`: no next page for now (stale rows on show, say). */
export function QueryFooter({
  query,
  label,
  held = false,
}: {
  query: PagedQuery;
  label?: string;
  held?: boolean;
}) {
  return (
    <InfiniteFooter
      hasNextPage={query.hasNextPage && !held}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
      label={label}
    />
  );
}
