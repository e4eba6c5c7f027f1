// A screen about one record read by its id (a claim, a care): the screen's way back in every state, then the
// record; until it is there, a busy title for screen readers; "not found" when the API answers 404 (another
// user's id too), else the failure with its retry.
import type { ReactNode } from 'react';
import { isMissing } from '../api/errors';
import { LoadingTitle } from './loading-title';
import { QueryError, type FailedQuery } from './query-error';
import { Screen } from './screen';
import { StateMessage } from './state-message';

/** What the screen reads of its useQuery. */
export interface RecordQuery<Data> extends FailedQuery {
  data: Data | undefined;
  isError: boolean;
}

export interface RecordScreenProps<Data> {
  query: RecordQuery<Data>;
  /** The screen's back link, there in every state. */
  back: ReactNode;
  /** The title and text of the screen when there is no such record. */
  notFound: { title: string; text: string };
  errorTitle: string;
  /** Draws the record. */
  children: (data: Data) => ReactNode;
}

export function RecordScreen<Data>({ query, back, notFound, errorTitle, children }: RecordScreenProps<Data>) {
  // a record already read stays on screen when reading it again fails (its files being added are kept)
  if (query.isError && query.data === undefined) {
    return (
      <Screen gap={5}>
        {back}
        {isMissing(query.error) ? (
          <StateMessage headingLevel={1} icon="search" title={notFound.title} text={notFound.text} />
        ) : (
          <QueryError headingLevel={1} query={query} title={errorTitle} />
        )}
      </Screen>
    );
  }
  if (!query.data) {
    return (
      <Screen gap={5} aria-busy="true">
        {back}
        <LoadingTitle />
      </Screen>
    );
  }
  return (
    <Screen gap={5}>
      {back}
      {children(query.data)}
    </Screen>
  );
}
