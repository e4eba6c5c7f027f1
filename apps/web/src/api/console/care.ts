// The care periods of the brand's stores (decision 044): the list, one period, and the store ending it.
import { consoleCareRoutes } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const STORE_CARE_PAGE_SIZE = 25;
export const storeCareQuery = (brandId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'care', offset),
    queryFn: () =>
      consoleCall(consoleCareRoutes.storeCare, { params: { brandId, limit: STORE_CARE_PAGE_SIZE, offset } }),
  });

export const storeCareOneQuery = (brandId: string, careId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'careOne', careId),
    queryFn: () => consoleCall(consoleCareRoutes.storeCareOne, { params: { brandId, careId } }),
  });

export const useEndStoreCare = (brandId: string) =>
  useBrandChange(brandId, (careId: string) =>
    consoleCall(consoleCareRoutes.endStoreCare, { params: { brandId, careId } }),
  );
