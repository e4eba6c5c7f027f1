// The item's Digital Product Passport (docs/decisions/035-the-item-passport.md): the owner's view of their item's
// (its public fields, their own record, their consent) and the public's, by the item's GS1 identity. An item
// whose model has no passport answers 404 PASSPORT_NOT_FOUND: read here as "no passport", not as a failure (so is
// any 404: an item that is not the reader's, or no longer, has no passport to show them either).
import { passportRoutes, type PassportView } from '@heirloom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../i18n';
import { call } from './client';
import { httpStatus } from './errors';
import { itemKeys } from './items';
import { retryUnlessMissing } from './pages';

export type { PassportView };

/** The passport, or null when the item has none. */
async function orNone(read: Promise<PassportView>): Promise<PassportView | null> {
  try {
    return await read;
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

export const passportKeys = {
  owner: (itemId: string) => [...itemKeys.item(itemId), 'passport'] as const,
  public: (gtin: string, serial: string, language: Language) =>
    ['public', 'passport', gtin, serial, language] as const,
};

/** The owner's view of their item's passport (null: none). */
export const ownerPassportQuery = (itemId: string) =>
  queryOptions({
    queryKey: passportKeys.owner(itemId),
    queryFn: ({ signal }) => orNone(call(passportRoutes.owner, { params: { id: itemId }, signal })),
    retry: retryUnlessMissing,
  });

/** The public's view of an item's passport, by its GTIN and serial number, in the reader's language (null: none). */
export const publicPassportQuery = (gtin: string, serial: string, language: Language) =>
  queryOptions({
    queryKey: passportKeys.public(gtin, serial, language),
    queryFn: ({ signal }) =>
      orNone(call(passportRoutes.public, { params: { gtin, serial }, query: { lang: language }, signal })),
    retry: retryUnlessMissing,
  });

/**
 * Whether the owner shares their record of the item (purchase, repairs) with the brand's after-sales. The switch
 * moves at once in the cache (a read of the passport on its way is cancelled, so its older answer cannot move it
 * back, and a screen rendered again meanwhile shows the asked value), and back if the server refuses.
 */
export function useSetPassportConsent(itemId: string) {
  const queryClient = useQueryClient();
  const key = passportKeys.owner(itemId);
  const withConsent = (consent: PassportView['consent']) => (view: PassportView | null | undefined) =>
    view ? { ...view, consent } : view;
  return useMutation({
    mutationFn: (shareWithBrand: boolean) =>
      call(passportRoutes.consent, { params: { id: itemId }, body: { shareWithBrand } }),
    onMutate: async (shareWithBrand) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PassportView | null>(key);
      queryClient.setQueryData<PassportView | null>(key, withConsent({ shareWithBrand }));
      return { before };
    },
    onError: (_error, _shareWithBrand, context) => {
      if (context?.before) queryClient.setQueryData(key, withConsent(context.before.consent));
    },
    onSuccess: (consent) => {
      queryClient.setQueryData<PassportView | null>(key, withConsent(consent));
    },
  });
}
