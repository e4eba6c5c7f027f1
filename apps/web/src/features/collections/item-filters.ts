// The collection page's filters ↔ its address (?q=…&status=…&sort=…), so a filtered list can be shared and restored.
import { itemStatuses, type ItemFilters } from '@heirloom/contract';

export const statusFilters = [...itemStatuses, 'minting'] as const;
export type StatusFilter = (typeof statusFilters)[number];
export const sortOrders = ['recent', 'name'] as const;
export type SortOrder = (typeof sortOrders)[number];
/** The server's order when none is asked for; left out of the address. */
export const DEFAULT_SORT: SortOrder = 'recent';
export const SEARCH_MAX = 100;

const PARAM = { search: 'q', status: 'status', sort: 'sort' } as const;

const isStatus = (value: string | null): value is StatusFilter =>
  value !== null && (statusFilters as readonly string[]).includes(value);
const isSort = (value: string | null): value is SortOrder =>
  value !== null && (sortOrders as readonly string[]).includes(value);

/** Unknown or malformed values are ignored rather than sent: a hand-edited address still works. */
export function filtersFromSearch(params: URLSearchParams): ItemFilters {
  const search = params.get(PARAM.search)?.trim().slice(0, SEARCH_MAX);
  const status = params.get(PARAM.status);
  const sort = params.get(PARAM.sort);
  return {
    ...(search ? { search } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isSort(sort) && sort !== DEFAULT_SORT ? { sort } : {}),
  };
}

/** The address's query with these filters; other parameters are kept, defaults and blanks dropped. */
export function searchWithFilters(params: URLSearchParams, filters: ItemFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const search = filters.search?.trim().slice(0, SEARCH_MAX);
  const set = (name: string, value: string | undefined) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set(PARAM.search, search);
  set(PARAM.status, filters.status);
  set(PARAM.sort, filters.sort === DEFAULT_SORT ? undefined : filters.sort);
  return next;
}

export function hasActiveFilters(filters: ItemFilters): boolean {
  return Boolean(filters.search || filters.status);
}
