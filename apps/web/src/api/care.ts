// Entrusted care (docs/decisions/044-entrusted-care.md, docs/product.md "Entrusted care"): the owner entrusts an
// item to a person or one of its brand's stores until a date, sees every period they gave, and ends one early.
// Entrusting spends a step-up grant of this session for exactly that carer and item (as a send does).
import {
  careRoutes,
  CARE_MAX_DAYS,
  CARE_MIN_MINUTES,
  type CareRequest,
  type CareShare,
  type OwnerCare,
  type StepUpRequest,
} from '@heirloom/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from './client';
import { itemKeys } from './items';
import { retryUnlessMissing } from './pages';

export type { CareRequest, CareShare, OwnerCare };
export { CARE_MAX_DAYS, CARE_MIN_MINUTES };

/** The periods Settings lists at once: an owner gives few (the open ones come first). */
export const CARE_GIVEN_LIMIT = 50;

export const careKeys = {
  all: ['care'] as const,
  given: () => [...careKeys.all, 'given'] as const,
  ofItem: (itemId: string) => [...itemKeys.item(itemId), 'care'] as const,
};

export const careGivenQuery = () =>
  queryOptions({
    queryKey: careKeys.given(),
    queryFn: ({ signal }) =>
      call(careRoutes.given, { params: { limit: CARE_GIVEN_LIMIT, offset: 0 }, signal }),
  });

/** The item's open care period (null when none); 404 for an item not the owner's. */
export const itemCareQuery = (itemId: string) =>
  queryOptions({
    queryKey: careKeys.ofItem(itemId),
    queryFn: async ({ signal }) => (await call(careRoutes.ofItem, { params: { id: itemId }, signal })).care,
    retry: retryUnlessMissing,
  });

/** What the step-up confirms: a person by number and the item, or a store and the item. */
export function entrustStepUp(itemId: string, carer: CareRequest['carer']): StepUpRequest {
  return carer.kind === 'person'
    ? { action: 'entrustToPhone', phoneTo: carer.phone, productsIds: [itemId] }
    : { action: 'entrustToStore', productsIds: [itemId] };
}

export function entrustItem(itemId: string, request: CareRequest): Promise<OwnerCare> {
  return call(careRoutes.entrust, { params: { id: itemId }, body: request });
}

export function endCare(careId: string): Promise<OwnerCare> {
  return call(careRoutes.endGiven, { params: { careId } });
}

/** A period started or ended: the item (its mark, its actions, its history), its lists and Settings follow. */
export function refreshAfterCare(queryClient: QueryClient, itemId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: itemKeys.item(itemId) }),
    queryClient.invalidateQueries({ queryKey: [...itemKeys.all, 'collection'] }),
    queryClient.invalidateQueries({ queryKey: careKeys.all }),
  ]);
}
