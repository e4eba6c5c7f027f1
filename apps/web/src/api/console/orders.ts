// The brand's shop orders, a page at a time, and a return (the order refunded).
import { consoleCatalogueRoutes } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

/** A return: the order refunded to its card, its item back in the brand's stock (the buyer is told). */
export const useRefundOrder = (brandId: string) =>
  useBrandChange(brandId, (input: { orderId: string; reason: string }) =>
    consoleCall(consoleCatalogueRoutes.refundOrder, {
      params: { brandId, orderId: input.orderId },
      body: { reason: input.reason },
    }),
  );

export const ORDERS_PAGE_SIZE = 50;
export const ordersQuery = (brandId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'orders', offset),
    queryFn: () =>
      consoleCall(consoleCatalogueRoutes.orders, {
        params: { brandId, limit: ORDERS_PAGE_SIZE, offset },
      }),
  });
