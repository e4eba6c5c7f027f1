// The brand's API keys: the list, a new one (its secret shown once), revoking one.
import { consoleRoutes } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const keysQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'keys'),
    queryFn: async () => (await consoleCall(consoleRoutes.keys, { params: { brandId } })).items,
  });

export const useCreateKey = (brandId: string) =>
  useBrandChange(brandId, (label: string) =>
    consoleCall(consoleRoutes.createKey, { params: { brandId }, body: { label } }),
  );

export const useRevokeKey = (brandId: string) =>
  useBrandChange(brandId, (keyId: string) =>
    consoleCall(consoleRoutes.revokeKey, { params: { brandId, keyId } }),
  );
