// The brand's catalogue: the overview, collections (cover, sale), items (pictures, sale, import, market links).
import { consoleCatalogueRoutes } from '@heirloom/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const overviewQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'overview'),
    queryFn: () => consoleCall(consoleCatalogueRoutes.overview, { params: { brandId } }),
  });

export const collectionsQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'collections'),
    queryFn: async () =>
      (await consoleCall(consoleCatalogueRoutes.collections, { params: { brandId } })).items,
  });

export const ITEMS_PAGE_SIZE = 50;
export const itemsQuery = (brandId: string, collectionId: string, offset: number, search: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'items', collectionId, offset, search),
    queryFn: () =>
      consoleCall(consoleCatalogueRoutes.items, {
        params: { brandId, collectionId, limit: ITEMS_PAGE_SIZE, offset },
        query: { search: search || undefined },
      }),
  });

export interface CollectionDraft {
  name: string;
  description: { en?: string; fr?: string };
  theme: { primary: string; accent: string } | null;
  /** the model's GTIN-14, or null for none */
  gtin: string | null;
}

export const useSaveCollection = (brandId: string) =>
  useBrandChange(brandId, (input: { collectionId?: string; collection: CollectionDraft }) =>
    input.collectionId
      ? consoleCall(consoleCatalogueRoutes.updateCollection, {
          params: { brandId, collectionId: input.collectionId },
          body: input.collection,
        })
      : consoleCall(consoleCatalogueRoutes.createCollection, { params: { brandId }, body: input.collection }),
  );

/** A picture as the multipart form the server reads (field "image"). */
function pictureForm(file: File): FormData {
  const form = new FormData();
  form.append('image', file, file.name);
  return form;
}

export const useSetCover = (brandId: string) =>
  useBrandChange(brandId, (input: { collectionId: string; file: File }) =>
    consoleCall(consoleCatalogueRoutes.setCover, {
      params: { brandId, collectionId: input.collectionId },
      body: pictureForm(input.file),
    }),
  );

export const useSetSale = (brandId: string) =>
  useBrandChange(
    brandId,
    (input: { collectionId: string; onSale: boolean; price?: { amount: number; currency: string } }) =>
      consoleCall(consoleCatalogueRoutes.setSale, {
        params: { brandId, collectionId: input.collectionId },
        body: { onSale: input.onSale, ...(input.price ? { price: input.price } : {}) },
      }),
  );

export interface ItemDraft {
  serialNumber: string;
  name: string;
  description: { en?: string; fr?: string };
}

export const useCreateItem = (brandId: string) =>
  useBrandChange(brandId, (input: { collectionId: string; item: ItemDraft }) =>
    consoleCall(consoleCatalogueRoutes.createItem, {
      params: { brandId, collectionId: input.collectionId },
      body: input.item,
    }),
  );

export const useImportItems = (brandId: string) =>
  useBrandChange(brandId, (input: { collectionId: string; csv: string }) =>
    consoleCall(consoleCatalogueRoutes.importItems, {
      params: { brandId, collectionId: input.collectionId },
      body: { csv: input.csv },
    }),
  );

export const useSetItemPicture = (brandId: string) =>
  useBrandChange(brandId, (input: { itemId: string; file: File }) =>
    consoleCall(consoleCatalogueRoutes.setItemPicture, {
      params: { brandId, itemId: input.itemId },
      body: pictureForm(input.file),
    }),
  );

export const useSetItemSale = (brandId: string) =>
  useBrandChange(brandId, (input: { itemId: string; onSale: boolean }) =>
    consoleCall(consoleCatalogueRoutes.setItemSale, {
      params: { brandId, itemId: input.itemId },
      body: { onSale: input.onSale },
    }),
  );

export const useMarketLink = (brandId: string) =>
  useMutation({
    mutationFn: (input: { itemId: string; days: number }) =>
      consoleCall(consoleCatalogueRoutes.marketLink, {
        params: { brandId, itemId: input.itemId },
        body: { days: input.days },
      }),
  });
