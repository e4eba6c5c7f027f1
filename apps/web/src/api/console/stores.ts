// The brand's after-sales stores: the list, adding one, changing one.
import { consoleRoutes, type StoreInput } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const storesQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'stores'),
    queryFn: async () => (await consoleCall(consoleRoutes.stores, { params: { brandId } })).items,
  });

export const useSaveStore = (brandId: string) =>
  useBrandChange(brandId, (input: { storeId?: string; store: StoreInput }) =>
    input.storeId
      ? consoleCall(consoleRoutes.updateStore, {
          params: { brandId, storeId: input.storeId },
          body: input.store,
        })
      : consoleCall(consoleRoutes.createStore, { params: { brandId }, body: input.store }),
  );
