// The brand's royalty on its tokens' resales (ERC-2981): read, and set by an admin.
import { consoleRoyaltyRoutes, type RoyaltyInput } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const royaltyQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'royalty'),
    queryFn: () => consoleCall(consoleRoyaltyRoutes.royalty, { params: { brandId } }),
  });

export const useSetRoyalty = (brandId: string) =>
  useBrandChange(brandId, (royalty: RoyaltyInput) =>
    consoleCall(consoleRoyaltyRoutes.setRoyalty, { params: { brandId }, body: royalty }),
  );
