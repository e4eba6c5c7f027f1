// The states of a list read from the server, written once for every screen: a busy placeholder while the first
// page loads, the failure with its retry, the empty message, the rows once there are some.
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { QueryFooter, type PagedQuery } from './infinite-footer';
import { QueryError, type FailedQuery } from './query-error';
import { StateMessage, type StateMessageProps } from './state-message';

/** What the states read of a query (useQuery or useInfiniteQuery). */
export interface ListQuery extends FailedQuery {
  isPending: boolean;
  isError: boolean;
}

/** The rows of every page an infinite query has read so far (none before the first page). */
export function pagedRows<Row>(data: { pages: readonly { items: readonly Row[] }[] } | undefined): Row[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

export interface QueryStatesProps {
  query: ListQuery;
  /** How many rows are loaded: none shows `empty` (or the failure). */
  count: number;
  /** Shown while the first page loads: a {@link LoadingBlock} of skeleton rows, say. */
  loading: ReactNode;
  errorTitle: string;
  /**
   * A failure with rows already shown: by default the rows stay (the footer retries the next page); `replace`
   * shows the failure instead of them.
   */
  onErrorWithRows?: 'keep' | 'replace';
  /** Of the failure's and the empty message's titles. */
  headingLevel?: StateMessageProps['headingLevel'];
  empty: Omit<StateMessageProps, 'headingLevel' | 'tone'>;
  /** The rows. */
  children?: ReactNode;
}

export function QueryStates({
  query,
  count,
  loading,
  errorTitle,
  onErrorWithRows = 'keep',
  headingLevel,
  empty,
  children,
}: QueryStatesProps) {
  if (query.isPending) return loading;
  if (query.isError && (count === 0 || onErrorWithRows === 'replace')) {
    return <QueryError query={query} title={errorTitle} headingLevel={headingLevel} />;
  }
  if (count === 0) return <StateMessage headingLevel={headingLevel} {...empty} />;
  return children;
}

/** What a paged list reads of its useInfiniteQuery: the states', the footer's, and the pages. */
export interface PagedListQuery<Row> extends ListQuery, PagedQuery {
  data: { pages: readonly { items: readonly Row[] }[] } | undefined;
}

export interface PagedStatesProps<Row> extends Omit<QueryStatesProps, 'query' | 'count' | 'children'> {
  query: PagedListQuery<Row>;
  /** The footer's button. */
  loadMoreLabel?: string;
  /** Draws the rows read so far. */
  children: (rows: Row[]) => ReactNode;
}

/** A list read page by page: its states, then its rows and the footer that loads the next page. */
export function PagedStates<Row>({ query, loadMoreLabel, children, ...states }: PagedStatesProps<Row>) {
  const rows = pagedRows(query.data);
  return (
    <QueryStates query={query} count={rows.length} {...states}>
      {children(rows)}
      <QueryFooter query={query} label={loadMoreLabel} />
    </QueryStates>
  );
}

/** A busy block of skeleton rows (`rows` copies of the children), which says "Loading" to a screen reader. */
export function LoadingBlock({
  className,
  rows = 1,
  children,
}: {
  className?: string;
  rows?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true">
      <p className="visually-hidden">{t('app.loading')}</p>
      {Array.from({ length: rows }, (_, row) => (
        <Fragment key={row}>{children}</Fragment>
      ))}
    </div>
  );
}
