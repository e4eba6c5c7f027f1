// An item's screen until its data is there: the screen's way back, then the item's shape, or the failure with a
// retry, or "Item not found" (the API answers 404 for another owner's item too).
import type { ReactNode } from 'react';
import { isMissing } from '../api/errors';
import { ItemNotFound } from './item-not-found';
import { ItemSkeleton } from './item-skeleton';
import { Screen, type ScreenProps } from './screen';
import { LoadError } from './state-message';

/** What the frame reads of each query the screen waits for. */
export interface AwaitedQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface ItemLoadScreenProps {
  /** Every query the screen needs: the first failure shows, a retry runs them all again. */
  queries: AwaitedQuery[];
  /** The screen's back link, there in every state. */
  back: ReactNode;
  errorTitle: string;
  gap?: ScreenProps['gap'];
}

export function ItemLoadScreen({ queries, back, errorTitle, gap }: ItemLoadScreenProps) {
  const failed = queries.find((query) => query.isError);
  if (failed && isMissing(failed.error)) return <ItemNotFound />;
  return (
    <Screen gap={gap}>
      {back}
      {failed ? (
        <LoadError
          headingLevel={1}
          title={errorTitle}
          error={failed.error}
          onRetry={() => queries.forEach((query) => void query.refetch())}
          retrying={queries.some((query) => query.isFetching)}
        />
      ) : (
        <ItemSkeleton />
      )}
    </Screen>
  );
}
