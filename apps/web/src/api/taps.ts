// A tap of an item's NFC tag, read by its public page, and the owner's view of their item's tag
// (docs/decisions/024-tags-and-taps.md).
import {
  tapRoutes,
  type ItemTag,
  type TapAddress,
  type TapResult,
  type TapVerdict,
} from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { itemKeys } from './items';

export type { ItemTag, TapResult, TapVerdict };

/** The SUN parameters a tag writes into its URL (`?e=…&c=…`), when the page's address carries both. */
export function sunOf(search: URLSearchParams): { e: string; c: string } | undefined {
  const e = search.get('e');
  const c = search.get('c');
  return e !== null && c !== null ? { e, c } : undefined;
}

/** The address the page was opened at: its Digital Link key, or its /verify public id. */
export function tapAddressOf({
  gtin,
  serial,
  publicId = '',
}: Record<string, string | undefined>): TapAddress {
  return gtin !== undefined && serial !== undefined ? { gtin, serial } : { publicId };
}

export async function readTap(address: TapAddress, sun: { e: string; c: string }): Promise<TapResult> {
  return call(tapRoutes.read, { body: { address, sun } });
}

/**
 * One tap's verdict. Reading it moves the tag's counter: the same URL read twice is `replayed`. So it is read once
 * per page load (by the server that renders the page, whose answer the browser keeps, even a refusal such as 429)
 * and never again: no refetch on mount, focus or reconnect, no retry, kept as long as the page lives.
 */
export const tapQuery = (params: Record<string, string | undefined>, sun: { e: string; c: string }) =>
  queryOptions({
    queryKey: ['public', 'tap', tapAddressOf(params), sun.e, sun.c] as const,
    queryFn: () => readTap(tapAddressOf(params), sun),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // its failure too is carried by the server's page (app/server-state.ts): the browser must not ask again
    meta: { keepFailure: true },
  });

/** The owner's item's tag: whether it has one, and its last genuine read. */
export async function fetchItemTag(itemId: string, signal?: AbortSignal): Promise<ItemTag> {
  return call(tapRoutes.itemTag, { params: { id: itemId }, signal });
}

export const itemTagQuery = (itemId: string) =>
  queryOptions({
    queryKey: [...itemKeys.item(itemId), 'tag'] as const,
    queryFn: ({ signal }) => fetchItemTag(itemId, signal),
    retry: false,
  });
