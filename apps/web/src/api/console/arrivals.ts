// Tokens that came back from a wallet into the brand's stock (decision 031), a page at a time, and marking one
// resolved.
import { consoleArrivalRoutes } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const ARRIVALS_PAGE_SIZE = 20;
export const arrivalsQuery = (brandId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'arrivals', offset),
    queryFn: () =>
      consoleCall(consoleArrivalRoutes.list, { params: { brandId, limit: ARRIVALS_PAGE_SIZE, offset } }),
  });

export const useResolveArrival = (brandId: string) =>
  useBrandChange(brandId, (arrivalId: string) =>
    consoleCall(consoleArrivalRoutes.resolve, { params: { brandId, arrivalId } }),
  );
