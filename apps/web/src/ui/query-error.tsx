// The failure of a query the screen reads, with its retry: LoadError, told by the query itself.
import { LoadError, type LoadErrorProps } from './state-message';

/** What the failure reads of a query (useQuery or useInfiniteQuery). */
export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryErrorProps extends Pick<LoadErrorProps, 'title' | 'headingLevel'> {
  query: FailedQuery;
}

export function QueryError({ query, title, headingLevel }: QueryErrorProps) {
  return (
    <LoadError
      headingLevel={headingLevel}
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
