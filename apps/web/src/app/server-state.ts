// Where a server-rendered page carries the data it was rendered with (a JSON script the browser never runs), and
// what it carries: the answers, and the "not found" of an address that names nothing, so that the browser shows the
// server's not-found page as it is instead of asking again (and painting a skeleton meanwhile); and any failure of a
// query that must not be asked twice (`meta: { keepFailure: true }`: a tap's read, which moves the tag's counter, refused with 429).
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { isMissing } from '../api/errors';
import { HttpError, type HttpErrorCode } from '../api/http';

export const SERVER_STATE_ID = 'server-state';

/** A render's data, and whose screen it is (an owner's screen, decision 042; absent: a visitor's). */
export type RenderState = DehydratedState & { owner?: string };

/**
 * The render's data: its answers, its 404s and the failures of queries with `meta.keepFailure` (their status and the
 * server's error body, nothing else).
 */
export function dehydrateRender(client: QueryClient, owner?: string): RenderState {
  const state: RenderState = dehydrate(client, {
    shouldDehydrateQuery: (query: Query) =>
      defaultShouldDehydrateQuery(query) ||
      (query.state.status === 'error' && (isMissing(query.state.error) || query.meta?.keepFailure === true)),
  });
  if (owner) state.owner = owner;
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof HttpError) {
      (query.state as { error: unknown }).error = {
        message: error.message,
        code: error.code,
        response: error.response && { status: error.response.status, data: error.response.data },
      };
    }
  }
  return state;
}

/** The render's data as the browser reads it back: its failures are HTTP errors again. */
export function reviveRender(state: RenderState): RenderState {
  for (const query of state.queries) {
    const error = query.state.error as
      { message: string; code: HttpErrorCode; response?: HttpError['response'] } | null | undefined;
    if (query.state.status === 'error' && error && !(error instanceof HttpError)) {
      (query.state as { error: unknown }).error = new HttpError(
        error.message,
        error.code,
        undefined,
        error.response,
      );
    }
  }
  return state;
}
