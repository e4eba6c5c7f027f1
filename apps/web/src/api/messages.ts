// Brand messages to the owner (docs/product.md "Messages"): an item's messages, and the unseen counts behind
// the badges. Reading a page marks its messages seen on the server, so a page with news refreshes the counts.
import {
  messageRoutes,
  type Message,
  type RouteResponse,
  type UnseenByCollection,
  type UnseenByProduct,
} from '@heirloom/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { i18n } from '../i18n';
import { lookupQuery, pageReader, paging } from './pages';

export type { Message, UnseenByCollection, UnseenByProduct };
export type MessagePage = RouteResponse<typeof messageRoutes.list>;

export const MESSAGE_PAGE_SIZE = 10;

/** One page of the item's messages, newest first; the server marks them seen as it answers. */
export const fetchMessages = pageReader(messageRoutes.list, MESSAGE_PAGE_SIZE, 'productId');

/** Unseen messages per collection, over all the owner's items. */
export async function fetchUnseenByCollections(signal?: AbortSignal): Promise<UnseenByCollection> {
  return call(messageRoutes.unseenByCollections, { signal });
}

/** Unseen messages per item of one collection. */
export async function fetchUnseenByProducts(
  collectionId: string,
  signal?: AbortSignal,
): Promise<UnseenByProduct> {
  return call(messageRoutes.unseenByProducts, { params: { id: collectionId }, signal });
}

/** The count for one collection or item in a per-collection or per-item answer (0 when it has none). */
export function unseenOf(counts: UnseenByCollection | UnseenByProduct | undefined, id: string): number {
  for (const entry of counts?.items ?? []) {
    if (('collectionId' in entry ? entry.collectionId : entry.productId) === id) return entry.unseen;
  }
  return 0;
}

/**
 * Not under the item's key: invalidating an item must not re-read (and so mark seen) its messages.
 * The counts share one root, so one invalidation drops every badge.
 */
export const messageKeys = {
  all: ['messages'] as const,
  list: (itemId: string) => [...messageKeys.all, 'list', itemId] as const,
  unseen: () => [...messageKeys.all, 'unseen'] as const,
  unseenByCollections: () => [...messageKeys.unseen(), 'collections'] as const,
  unseenByProducts: (collectionId: string) => [...messageKeys.unseen(), 'products', collectionId] as const,
};

export const messagesQuery = (itemId: string) =>
  infiniteQueryOptions({
    // written in the language the app shows: another language is another list
    queryKey: [...messageKeys.list(itemId), i18n.language] as const,
    ...paging,
    // read once per visit: a re-read would come back all seen and wipe the "new" marks the owner is reading
    staleTime: 5 * 60_000,
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await fetchMessages(itemId, pageParam, MESSAGE_PAGE_SIZE, signal);
      // this read marked them seen: the badges drop
      if (page.items.some((message) => !message.seen)) {
        void client.invalidateQueries({ queryKey: messageKeys.unseen() });
      }
      return page;
    },
  });

export const unseenByCollectionsQuery = () =>
  queryOptions({
    queryKey: messageKeys.unseenByCollections(),
    queryFn: ({ signal }) => fetchUnseenByCollections(signal),
  });

export const unseenByProductsQuery = (collectionId: string) =>
  lookupQuery(messageKeys.unseenByProducts(collectionId), (signal) =>
    fetchUnseenByProducts(collectionId, signal),
  );
