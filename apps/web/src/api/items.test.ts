// The items API module: each route of the contract with its method, path and body; paging and cache keys.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  collectionId,
  IMAGE_ID,
  ITEM_ID,
  makeCollection,
  makeImage,
  makeItem,
  page,
} from '../test/fixtures/items';
import { bodyOf, describeCall, mockHttp } from '../test/mock-http';
import {
  cleanFilters,
  collectionItemsQuery,
  fetchCollectionItems,
  fetchCollections,
  fetchItem,
  fetchItemCount,
  fetchItemHistory,
  itemKeys,
} from './items';
import { fetchItemImage, fetchItemImages } from './item-images';
import { nextOffset, retryUnlessMissing } from './pages';
import { HttpError } from './http';

const mock = mockHttp();

describe('items API', () => {
  it('reads the item count', async () => {
    mock.handler = () => ({ status: 200, data: { count: 14 } });
    expect(await fetchItemCount()).toEqual({ count: 14 });
    expect(describeCall(mock.calls[0]!)).toBe('GET /v1/products/count');
  });

  it('lists collections by 10 from offset 0, with the filters in the body', async () => {
    mock.handler = () => page([makeCollection(1)], 1);
    const result = await fetchCollections();
    expect(result.items[0]?.name).toBe('Collection 1');
    expect(describeCall(mock.calls[0]!)).toBe('POST /v1/products/collections/10/0');
    expect(bodyOf(mock.calls[0])).toEqual({ filters: {} });
  });

  it("lists a collection's items with cleaned filters", async () => {
    mock.handler = () => page([makeItem(1)], 1);
    await fetchCollectionItems(
      collectionId,
      { search: '  rolex ', status: 'minting', sort: 'name' },
      { offset: 20 },
    );
    expect(describeCall(mock.calls[0]!)).toBe(`POST /v1/products/${collectionId}/10/20`);
    expect(bodyOf(mock.calls[0])).toEqual({ filters: { search: 'rolex', status: 'minting', sort: 'name' } });
  });

  it('drops blank filters instead of sending empty strings', () => {
    expect(cleanFilters({ search: '   ' })).toEqual({});
    expect(cleanFilters({ search: 'a', status: undefined })).toEqual({ search: 'a' });
  });

  it('reads one item, its history page and its photos', async () => {
    mock.handler = (call) => {
      if (call.url?.includes('getProductHistory')) return page([], 0);
      if (call.url?.startsWith('/v1/products/images/')) {
        return { status: 200, data: call.url.endsWith(IMAGE_ID) ? makeImage(1) : { items: [makeImage(1)] } };
      }
      return { status: 200, data: makeItem(1) };
    };
    expect((await fetchItem(ITEM_ID)).name).toBe('Chronograph No. 1');
    await fetchItemHistory(ITEM_ID, { offset: 20 });
    expect(await fetchItemImages(ITEM_ID)).toHaveLength(1);
    expect((await fetchItemImage(ITEM_ID, IMAGE_ID)).title).toBe('Photo 1');
    expect(mock.calls.map(describeCall)).toEqual([
      `GET /v1/products/${ITEM_ID}`,
      `GET /v1/products/getProductHistory/${ITEM_ID}`,
      `GET /v1/products/images/${ITEM_ID}`,
      `GET /v1/products/images/${ITEM_ID}/${IMAGE_ID}`,
    ]);
    expect(mock.calls[1]?.params).toEqual({ limit: 20, offset: 20 });
  });

  it('rejects on a non-2xx answer (docs/product.md, errors)', async () => {
    mock.handler = () => ({
      status: 404,
      data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
    });
    await expect(fetchItem(ITEM_ID)).rejects.toBeInstanceOf(HttpError);
  });
});

describe('paging and caching', () => {
  it('asks for the next offset while offset + items < total', () => {
    expect(nextOffset({ items: new Array(10), total: 25 }, 0)).toBe(10);
    expect(nextOffset({ items: new Array(5), total: 25 }, 20)).toBeUndefined();
    expect(nextOffset({ items: [], total: 25 }, 20)).toBeUndefined();
  });

  it('loads pages of 10 until the total is reached', async () => {
    mock.handler = (call) => {
      const offset = Number(call.url?.split('/').at(-1));
      const count = Math.min(10, 25 - offset);
      return page(
        Array.from({ length: count }, (_, i) => makeItem(offset + i)),
        25,
      );
    };
    const client = new QueryClient();
    const query = collectionItemsQuery(collectionId, { sort: 'name' });
    await client.fetchInfiniteQuery({ ...query, pages: 5 });
    expect(mock.calls.map((call) => call.url)).toEqual([
      `/v1/products/${collectionId}/10/0`,
      `/v1/products/${collectionId}/10/10`,
      `/v1/products/${collectionId}/10/20`,
    ]);
    expect(client.getQueryData(query.queryKey)?.pages.flatMap((p) => p.items)).toHaveLength(25);
  });

  it("an item's key covers its detail, history and photos", () => {
    const prefix = itemKeys.item(ITEM_ID);
    for (const key of [
      itemKeys.detail(ITEM_ID),
      itemKeys.history(ITEM_ID),
      itemKeys.images(ITEM_ID),
      itemKeys.image(ITEM_ID, IMAGE_ID),
    ]) {
      expect(key.slice(0, prefix.length)).toEqual(prefix);
    }
  });

  it('does not retry a missing item', () => {
    const status = (code: number) =>
      new HttpError('x', 'ERR_BAD_REQUEST', undefined, { status: code, data: undefined });
    expect(retryUnlessMissing(0, status(404))).toBe(false);
    expect(retryUnlessMissing(0, status(400))).toBe(false);
    expect(retryUnlessMissing(0, status(503))).toBe(true);
    expect(retryUnlessMissing(1, status(503))).toBe(false);
  });
});
