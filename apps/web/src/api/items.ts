// The owner's items (docs/product.md "Items", "History", "Images"): fetchers, query keys and query options.
import {
  itemRoutes,
  PAGE_DEFAULT_LIMIT,
  type ItemFilters,
  type RouteBody,
  type RouteResponse,
} from '@heirloom/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { chainPollMs, isStepMoving } from '../lib/chain-steps';
import { call } from './client';
import { lookupQuery, paging } from './pages';

export type { ItemFilters };
export type ItemCount = RouteResponse<typeof itemRoutes.count>;
export type CollectionPage = RouteResponse<typeof itemRoutes.collections>;
export type CollectionSummary = CollectionPage['items'][number];
export type ItemPage = RouteResponse<typeof itemRoutes.collectionItems>;
export type Item = RouteResponse<typeof itemRoutes.item>;
export type HistoryPage = RouteResponse<typeof itemRoutes.history>;
export type ItemToken = RouteResponse<typeof itemRoutes.token>;
export type HistoryEvent = HistoryPage['items'][number];
export type HistoryKind = HistoryEvent['kind'];
type ListBody = RouteBody<typeof itemRoutes.collections>;

export const ITEM_PAGE_SIZE = PAGE_DEFAULT_LIMIT;
export const HISTORY_PAGE_SIZE = 20;

export interface PageRequest {
  limit?: number;
  offset?: number;
  signal?: AbortSignal;
}

/** Only filters that say something go on the wire: the server's schema is strict about empty strings. */
export function cleanFilters(filters: ItemFilters = {}): ItemFilters {
  const search = filters.search?.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}

const listBody = (filters?: ItemFilters): ListBody => ({ filters: cleanFilters(filters) });

export async function fetchItemCount(signal?: AbortSignal): Promise<ItemCount> {
  return call(itemRoutes.count, { signal });
}

export async function fetchCollections(
  filters?: ItemFilters,
  page: PageRequest = {},
): Promise<CollectionPage> {
  const { limit = ITEM_PAGE_SIZE, offset = 0, signal } = page;
  return call(itemRoutes.collections, { params: { limit, offset }, body: listBody(filters), signal });
}

export async function fetchCollectionItems(
  collectionId: string,
  filters?: ItemFilters,
  page: PageRequest = {},
): Promise<ItemPage> {
  const { limit = ITEM_PAGE_SIZE, offset = 0, signal } = page;
  const params = { collectionId, limit, offset };
  return call(itemRoutes.collectionItems, { params, body: listBody(filters), signal });
}

export async function fetchItem(id: string, signal?: AbortSignal): Promise<Item> {
  return call(itemRoutes.item, { params: { id }, signal });
}

export async function fetchItemHistory(id: string, page: PageRequest = {}): Promise<HistoryPage> {
  const { limit = HISTORY_PAGE_SIZE, offset = 0, signal } = page;
  return call(itemRoutes.history, { params: { id }, query: { limit, offset }, signal });
}

export async function fetchItemToken(id: string, signal?: AbortSignal): Promise<ItemToken> {
  return call(itemRoutes.token, { params: { id }, signal });
}

/** Query keys, broadest first, so one invalidation can cover an item and everything under it. */
/** The owner's item by its public id (a link from outside names it so); 404 unless they hold it. */
export function fetchItemIdByPublicId(publicId: string, signal?: AbortSignal) {
  return call(itemRoutes.byPublicId, { params: { publicId }, signal });
}

export const itemKeys = {
  all: ['items'] as const,
  count: () => [...itemKeys.all, 'count'] as const,
  collectionLists: () => [...itemKeys.all, 'collections'] as const,
  collections: (filters: ItemFilters = {}) => [...itemKeys.collectionLists(), cleanFilters(filters)] as const,
  collectionItemLists: (collectionId: string) => [...itemKeys.all, 'collection', collectionId] as const,
  collectionItems: (collectionId: string, filters: ItemFilters = {}) =>
    [...itemKeys.collectionItemLists(collectionId), cleanFilters(filters)] as const,
  item: (id: string) => [...itemKeys.all, 'item', id] as const,
  detail: (id: string) => [...itemKeys.item(id), 'detail'] as const,
  history: (id: string) => [...itemKeys.item(id), 'history'] as const,
  token: (id: string) => [...itemKeys.item(id), 'token'] as const,
  images: (id: string) => [...itemKeys.item(id), 'images'] as const,
  image: (id: string, imageId: string) => [...itemKeys.images(id), imageId] as const,
};

export const itemCountQuery = () =>
  queryOptions({ queryKey: itemKeys.count(), queryFn: ({ signal }) => fetchItemCount(signal) });

export const collectionsQuery = (filters: ItemFilters = {}) =>
  infiniteQueryOptions({
    ...paging,
    queryKey: itemKeys.collections(filters),
    queryFn: ({ pageParam, signal }) => fetchCollections(filters, { offset: pageParam, signal }),
  });

export const collectionItemsQuery = (collectionId: string, filters: ItemFilters = {}) =>
  infiniteQueryOptions({
    ...paging,
    queryKey: itemKeys.collectionItems(collectionId, filters),
    queryFn: ({ pageParam, signal }) =>
      fetchCollectionItems(collectionId, filters, { offset: pageParam, signal }),
  });

/** An item being minted is asked for again every few seconds: its certificate appears once the chain confirms it. */
export const itemQuery = (id: string) => ({
  ...lookupQuery(itemKeys.detail(id), (signal) => fetchItem(id, signal)),
  refetchInterval: (query: { queryHash: string; state: { data?: Item } }) =>
    chainPollMs(query, !!query.state.data?.isToMint),
});

/** The item's token on its chain; asked for again while one of its steps is still on its way. */
export const itemTokenQuery = (id: string) =>
  queryOptions({
    queryKey: itemKeys.token(id),
    queryFn: ({ signal }) => fetchItemToken(id, signal),
    refetchInterval: (query) => {
      const token = query.state.data;
      return chainPollMs(query, !!token && (isStepMoving(token.mint) || isStepMoving(token.lastTransfer)));
    },
  });

export const itemHistoryQuery = (id: string) =>
  infiniteQueryOptions({
    ...paging,
    queryKey: itemKeys.history(id),
    queryFn: ({ pageParam, signal }) => fetchItemHistory(id, { offset: pageParam, signal }),
  });
