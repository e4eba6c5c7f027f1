// The brand's messages to its owners: the latest sent, and sending one.
import { consoleCatalogueRoutes } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const MESSAGES_PAGE_SIZE = 20;
export const messagesQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'messages'),
    queryFn: () =>
      consoleCall(consoleCatalogueRoutes.messages, {
        params: { brandId, limit: MESSAGES_PAGE_SIZE, offset: 0 },
      }),
  });

export interface MessageDraft {
  productId?: string;
  collectionId?: string;
  title: { en: string; fr?: string };
  body: { en: string; fr?: string };
  link?: string;
}

export const useSendMessage = (brandId: string) =>
  useBrandChange(brandId, (message: MessageDraft) =>
    consoleCall(consoleCatalogueRoutes.sendMessage, { params: { brandId }, body: message }),
  );
