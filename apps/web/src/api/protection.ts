// Lost/stolen declarations (docs/product.md "Opposition") and the public authenticity page, which needs no sign-in.
import {
  oppositionRoutes,
  publicRoutes,
  type FinderMessage,
  type OppositionKind,
  type PublicItem,
} from '@heirloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { itemKeys, type Item } from './items';
import { lookupQuery } from './pages';

export type { FinderMessage, OppositionKind, PublicItem };

/** Marks the item lost or stolen; answers the item as it now stands. */
export async function makeOpposition(itemId: string, kind: OppositionKind, details: string): Promise<Item> {
  return call(oppositionRoutes.make, { params: { id: itemId }, body: { details: details.trim(), kind } });
}

/** Lifts the declaration; answers the item as it now stands. */
export async function withdrawOpposition(itemId: string, details: string): Promise<Item> {
  return call(oppositionRoutes.withdraw, { params: { id: itemId }, body: { details: details.trim() } });
}

/** What anyone may know of an item (never who owns it). */
export async function fetchPublicItem(publicId: string, signal?: AbortSignal): Promise<PublicItem> {
  return call(publicRoutes.item, { params: { publicId }, signal });
}

/**
 * A finder writes to the anonymous owner of an item declared lost or stolen: refused with 409
 * ITEM_NOT_DECLARED otherwise, and with 429 (and a localized message) when rate limited.
 */
export async function sendFinderMessage(
  publicId: string,
  { message, contact }: FinderMessage,
): Promise<void> {
  const trimmed = contact?.trim();
  const body: FinderMessage = { message: message.trim(), ...(trimmed ? { contact: trimmed } : {}) };
  await call(publicRoutes.message, { params: { publicId }, body });
}

/** The item a GS1 Digital Link names: its model's GTIN-14 and its serial number. */
export async function fetchPublicItemByLink(
  gtin: string,
  serial: string,
  signal?: AbortSignal,
): Promise<PublicItem> {
  return call(publicRoutes.byDigitalLink, { params: { gtin, serial }, signal });
}

export const publicKeys = {
  all: ['public'] as const,
  item: (publicId: string) => [...publicKeys.all, 'item', publicId] as const,
  digitalLink: (gtin: string, serial: string) => [...publicKeys.all, 'digital-link', gtin, serial] as const,
};

export const publicItemQuery = (publicId: string) =>
  lookupQuery(publicKeys.item(publicId), (signal) => fetchPublicItem(publicId, signal));

/** The public page's item, by the address it was opened at: its Digital Link (gtin, serial) or /verify/<publicId>. */
export function publicItemOfPage({ gtin, serial, publicId = '' }: Record<string, string | undefined>) {
  const byLink = gtin !== undefined && serial !== undefined;
  const key: readonly string[] = byLink ? publicKeys.digitalLink(gtin, serial) : publicKeys.item(publicId);
  return {
    ...lookupQuery(key, (signal) =>
      byLink ? fetchPublicItemByLink(gtin, serial, signal) : fetchPublicItem(publicId, signal),
    ),
    // a page the server rendered as "not found" stays so in the browser, instead of asking again at once
    retryOnMount: false,
  };
}

/* Declaring and withdrawing: the answer is the item as it now stands, shown at once on its page. */
export function useOpposition(itemId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (item: Item) => {
    queryClient.setQueryData(itemKeys.detail(itemId), item);
    void queryClient.invalidateQueries({ queryKey: itemKeys.history(itemId) });
    void queryClient.invalidateQueries({ queryKey: itemKeys.collectionLists() });
    void queryClient.invalidateQueries({ queryKey: [...itemKeys.all, 'collection'] });
  };
  return {
    declare: useMutation({
      mutationFn: ({ kind, details }: { kind: OppositionKind; details: string }) =>
        makeOpposition(itemId, kind, details),
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: (details: string) => withdrawOpposition(itemId, details),
      onSuccess,
    }),
  };
}
