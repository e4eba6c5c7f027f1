// Heirs (docs/decisions/043-heirs.md, docs/product.md "Heirs"): the heirs the owner names and the
// inactivity safeguard. Naming, changing and removing an heir each spend a step-up grant of this session for
// the heir's number (action `changeHeirs`); choosing the safeguard's period does not need one.
import {
  heirRoutes,
  type Heir,
  type HeirSafeguard,
  type NewHeir,
  type RouteResponse,
  type StepUpRequest,
} from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { fetchCollectionItems, fetchCollections } from './items';

export type { Heir, HeirSafeguard, NewHeir };
export type Heirs = RouteResponse<typeof heirRoutes.list>;
/** An heir's fields the owner may change (the number cannot change). */
export type HeirChange = Omit<NewHeir, 'phone'>;

export const heirKeys = {
  all: ['heirs'] as const,
  list: () => [...heirKeys.all, 'list'] as const,
  ownedItems: () => [...heirKeys.all, 'owned-items'] as const,
};

export const heirsQuery = () =>
  queryOptions({
    queryKey: heirKeys.list(),
    queryFn: ({ signal }) => call(heirRoutes.list, { signal }),
  });

/** What the step-up confirms for any change of this heir: their number. */
export const heirStepUp = (phone: string): StepUpRequest => ({ action: 'changeHeirs', phoneTo: phone });

export function addHeir(heir: NewHeir): Promise<Heir> {
  return call(heirRoutes.add, { body: heir });
}

export function changeHeir(id: string, change: HeirChange): Promise<Heir> {
  return call(heirRoutes.change, { params: { id }, body: change });
}

export async function removeHeir(id: string): Promise<void> {
  await call(heirRoutes.remove, { params: { id } });
}

export function setSafeguardMonths(months: number): Promise<HeirSafeguard> {
  return call(heirRoutes.safeguard, { body: { months } });
}

/** One of the owner's items, as the heir form's picker lists it. */
export interface OwnedItem {
  id: string;
  name: string;
  collection: string;
}

const PICKER_PAGE = 100;

/** Every page of a list, read one after the other (an owner holds a few dozen items, rarely more). */
async function everyPage<T>(read: (offset: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const page = await read(all.length);
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

/** Every item the owner holds, collection by collection, for choosing an heir's items. */
export async function fetchOwnedItems(signal?: AbortSignal): Promise<OwnedItem[]> {
  const collections = await everyPage((offset) =>
    fetchCollections({}, { limit: PICKER_PAGE, offset, signal }),
  );
  const lists = await Promise.all(
    collections.map((collection) =>
      everyPage((offset) => fetchCollectionItems(collection.id, {}, { limit: PICKER_PAGE, offset, signal })),
    ),
  );
  return lists.flat().map((item) => ({ id: item.id, name: item.name, collection: item.nftCollection.name }));
}

export const ownedItemsQuery = () =>
  queryOptions({
    queryKey: heirKeys.ownedItems(),
    queryFn: ({ signal }) => fetchOwnedItems(signal),
  });
