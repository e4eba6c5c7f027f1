// Messages client: docs/product.md "Calls" paths, paging by 10, and the badges refreshed when a read page had news.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { collectionId, ITEM_ID, makeItem } from '../test/fixtures/items';
import { apiError, describeCall, mockHttp } from '../test/mock-http';
import { makeMessage, unseenCollections, unseenProducts } from '../test/fixtures/messages';
import {
  fetchMessages,
  fetchUnseenByCollections,
  fetchUnseenByProducts,
  messageKeys,
  messagesQuery,
  unseenByCollectionsQuery,
  unseenOf,
} from './messages';

const mock = mockHttp();

describe('messages client', () => {
  it('reads a page of an item’s messages by limit and offset, 10 by default', async () => {
    mock.handler = () => ({ status: 200, data: { items: [makeMessage(1)], total: 1 } });
    await fetchMessages(ITEM_ID);
    await fetchMessages(ITEM_ID, 20, 5);
    expect(mock.calls.map(describeCall)).toEqual([
      `GET /v1/messages/${ITEM_ID}/10/0`,
      `GET /v1/messages/${ITEM_ID}/5/20`,
    ]);
  });

  it('reads the unseen counts per collection and per item of one collection', async () => {
    mock.handler = (call) =>
      call.url?.includes('ByNftCollections')
        ? { status: 200, data: unseenCollections([{ collectionId, unseen: 3 }]) }
        : { status: 200, data: unseenProducts([{ productId: ITEM_ID, unseen: 2 }]) };
    const byCollection = await fetchUnseenByCollections();
    const byItem = await fetchUnseenByProducts(collectionId);
    expect(mock.calls.map(describeCall)).toEqual([
      'GET /v1/messages/unseenCountByNftCollections',
      `GET /v1/messages/unseenCountByProducts/${collectionId}`,
    ]);
    expect(unseenOf(byCollection, collectionId)).toBe(3);
    expect(unseenOf(byItem, ITEM_ID)).toBe(2);
    expect(unseenOf(byItem, makeItem(2).id)).toBe(0);
    expect(unseenOf(undefined, ITEM_ID)).toBe(0);
  });

  it('pages on while more remain', () => {
    const options = messagesQuery(ITEM_ID);
    const ten = Array.from({ length: 10 }, (_, n) => makeMessage(n + 1));
    expect(options.getNextPageParam({ items: ten, total: 12 }, [], 0, [])).toBe(10);
    expect(options.getNextPageParam({ items: ten.slice(0, 2), total: 12 }, [], 10, [])).toBeUndefined();
  });

  it('refreshes the badges after a page with unseen messages, not after one already seen', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    mock.handler = (call) =>
      call.url?.includes('unseenCount')
        ? { status: 200, data: unseenCollections([{ collectionId, unseen: 1 }]) }
        : { status: 200, data: { items: [makeMessage(1)], total: 1 } };
    await client.fetchQuery(unseenByCollectionsQuery());
    expect(client.getQueryState(messageKeys.unseenByCollections())?.isInvalidated).toBe(false);

    await client.fetchInfiniteQuery(messagesQuery(ITEM_ID));
    expect(client.getQueryState(messageKeys.unseenByCollections())?.isInvalidated).toBe(true);

    await client.fetchQuery(unseenByCollectionsQuery());
    mock.handler = () => ({ status: 200, data: { items: [makeMessage(1, { seen: true })], total: 1 } });
    await client.fetchInfiniteQuery({ ...messagesQuery(ITEM_ID), staleTime: 0 });
    expect(client.getQueryState(messageKeys.unseenByCollections())?.isInvalidated).toBe(false);
  });

  it('passes the server’s refusal on', async () => {
    mock.handler = () => apiError(404, 'Item not found');
    await expect(fetchMessages(ITEM_ID)).rejects.toThrow();
  });
});
