// What finders wrote about the owner's item from its public page (while declared lost or stolen), and marking
// each one handled. Only the owner holding the item reads them, and only those written since they got it.
import { finderMessageRoutes, type FinderMessagePage, type ReceivedFinderMessage } from '@heirloom/contract';
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { call } from './client';
import { itemKeys } from './items';
import { pageReader, paging } from './pages';

export type { FinderMessagePage, ReceivedFinderMessage };

export const FINDER_MESSAGE_PAGE_SIZE = 10;

/** One page of the item's finder messages, newest first, with how many (of all pages) are not handled yet. */
export const fetchFinderMessages = pageReader(finderMessageRoutes.list, FINDER_MESSAGE_PAGE_SIZE);

/** Marks the message handled (true) or back to handle (false); answers it as it now stands. */
export async function markFinderMessage(
  itemId: string,
  messageId: string,
  handled: boolean,
): Promise<ReceivedFinderMessage> {
  return call(finderMessageRoutes.mark, { params: { id: itemId, messageId }, body: { handled } });
}

/** Under the item's key: whatever refreshes the item (a declaration made or withdrawn) refreshes them too. */
export const finderMessageKeys = {
  list: (itemId: string) => [...itemKeys.item(itemId), 'finderMessages'] as const,
};

export const finderMessagesQuery = (itemId: string) =>
  infiniteQueryOptions({
    queryKey: finderMessageKeys.list(itemId),
    ...paging,
    queryFn: ({ pageParam, signal }) =>
      fetchFinderMessages(itemId, pageParam, FINDER_MESSAGE_PAGE_SIZE, signal),
  });

/** The count of messages not handled yet, as the latest page read says (0 before any). */
export function unhandledOf(data: InfiniteData<FinderMessagePage> | undefined): number {
  return data?.pages.at(-1)?.unhandled ?? 0;
}

/** Puts a marked message in the pages already read, and moves the count, without reading them again. */
export function storeMarked(client: QueryClient, marked: ReceivedFinderMessage): void {
  client.setQueryData<InfiniteData<FinderMessagePage>>(finderMessageKeys.list(marked.productId), (data) => {
    if (!data) return data;
    const before = data.pages.flatMap((page) => page.items).find((message) => message.id === marked.id);
    const step = !before ? 0 : (before.handledAt === null ? 1 : 0) - (marked.handledAt === null ? 1 : 0);
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unhandled: Math.max(0, page.unhandled - step),
        items: page.items.map((message) => (message.id === marked.id ? marked : message)),
      })),
    };
  });
}
