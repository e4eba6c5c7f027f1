// What the paged lists share: the next offset, no retry of a 404, and reading one page of a list under an id.
import type { RouteDef } from '@heirloom/contract';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CallInput, CallResult } from './call';
import { call } from './client';
import { isMissing } from './errors';

type Page = { items: unknown[]; total: number };

/** The next offset while more remain: offset + items received < total. */
export function nextOffset(page: Page, offset: number): number | undefined {
  const next = offset + page.items.length;
  // an empty page ends the list even if total says otherwise (items removed meanwhile)
  return page.items.length > 0 && next < page.total ? next : undefined;
}

/** Not found is an answer, not a hiccup: retrying a 404 (or a malformed id's 400) only delays it. */
export function retryUnlessMissing(failures: number, error: unknown): boolean {
  return !isMissing(error) && failures < 1;
}

/** What every paged list's infinite query shares: offsets from 0, the next one while more remain, no retry of a 404. */
export const paging = {
  initialPageParam: 0,
  getNextPageParam: (last: Page, _all: unknown, offset: number) => nextOffset(last, offset),
  retry: retryUnlessMissing,
};

/**
 * The reader of a list under one id (an item's repairs, messages…): the route with the id (as `idName`),
 * `limit` (the page size unless told) and `offset` (0 unless told) in its path.
 */
export function pageReader<R extends RouteDef & { path: `${string}/:limit/:offset` }>(
  route: R,
  pageSize: number,
  idName = 'id',
) {
  return (id: string, offset = 0, limit = pageSize, signal?: AbortSignal): Promise<CallResult<R>> => {
    // the path's placeholders are the id's, limit and offset: built here, so typed loosely
    const input = { params: { [idName]: id, limit, offset }, signal } as CallInput<RouteDef>;
    return call(route as RouteDef, input) as Promise<CallResult<R>>;
  };
}

/** The query of one thing that may not exist (an item, an order…): read with the query's signal, a 404 not retried. */
export function lookupQuery<T, K extends QueryKey>(queryKey: K, read: (signal: AbortSignal) => Promise<T>) {
  return queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    retry: retryUnlessMissing,
  });
}
