// The item's passport in the console: a model's and an item's own fields (as of a version's date too), written as a
// new version on top of the one read; its documents uploaded; passports imported by CSV; an item's passport as
// after-sales staff read it; and the market-surveillance keys the brand's admins issue to authorities.
import { consolePassportRoutes, type ItemPassportFields, type PassportFields } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const modelPassportQuery = (brandId: string, collectionId: string, asOf?: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'passport', 'model', collectionId, asOf),
    queryFn: () =>
      consoleCall(consolePassportRoutes.modelPassport, {
        params: { brandId, collectionId },
        query: { asOf },
      }),
  });

export const itemPassportQuery = (brandId: string, itemId: string, asOf?: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'passport', 'item', itemId, asOf),
    queryFn: () =>
      consoleCall(consolePassportRoutes.itemPassport, { params: { brandId, itemId }, query: { asOf } }),
  });

export const useSetModelPassport = (brandId: string) =>
  useBrandChange(
    brandId,
    (input: { collectionId: string; fields: PassportFields; baseVersion: number | null }) =>
      consoleCall(consolePassportRoutes.setModelPassport, {
        params: { brandId, collectionId: input.collectionId },
        body: { fields: input.fields, baseVersion: input.baseVersion },
      }),
  );

export const useSetItemPassport = (brandId: string) =>
  useBrandChange(
    brandId,
    (input: { itemId: string; fields: ItemPassportFields; baseVersion: number | null }) =>
      consoleCall(consolePassportRoutes.setItemPassport, {
        params: { brandId, itemId: input.itemId },
        body: { fields: input.fields, baseVersion: input.baseVersion },
      }),
  );

/** A compliance document as the multipart form the server reads (field "file"). */
export const useUploadDocument = (brandId: string) =>
  useBrandChange(brandId, (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return consoleCall(consolePassportRoutes.uploadDocument, { params: { brandId }, body: form });
  });

export const useImportPassports = (brandId: string) =>
  useBrandChange(brandId, (csv: string) =>
    consoleCall(consolePassportRoutes.importPassports, { params: { brandId }, body: { csv } }),
  );

export const afterSalesPassportQuery = (brandId: string, itemId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'passport', 'view', itemId),
    queryFn: () =>
      consoleCall(consolePassportRoutes.afterSalesView, { params: { brandId, itemId }, query: {} }),
  });

export const authorityKeysQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'authority-keys'),
    queryFn: async () =>
      (await consoleCall(consolePassportRoutes.authorityKeys, { params: { brandId } })).items,
  });

export const useCreateAuthorityKey = (brandId: string) =>
  useBrandChange(brandId, (input: { label: string; days: number }) =>
    consoleCall(consolePassportRoutes.createAuthorityKey, { params: { brandId }, body: input }),
  );

export const useRevokeAuthorityKey = (brandId: string) =>
  useBrandChange(brandId, (keyId: string) =>
    consoleCall(consolePassportRoutes.revokeAuthorityKey, { params: { brandId, keyId } }),
  );
