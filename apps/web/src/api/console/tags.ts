// The brand's tags (docs/decisions/024-tags-and-taps.md): the list, alerts, an item's taps, a tag's template, the
// master key, and adding, importing, unlinking and replacing tags.
import { consoleRoutes, consoleTagRoutes } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { passkeySignature } from './passkeys';
import { consoleKeys, useBrandChange } from './query-keys';

export const TAGS_PAGE_SIZE = 25;
export const tagsQuery = (brandId: string, offset: number, search: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'tags', offset, search),
    queryFn: () =>
      consoleCall(consoleTagRoutes.list, {
        params: { brandId },
        query: { limit: String(TAGS_PAGE_SIZE), offset: String(offset), q: search || undefined },
      }),
  });

export const TAG_ALERTS_PAGE_SIZE = 20;
export const tagAlertsQuery = (brandId: string, offset: number, limit = TAG_ALERTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'tag-alerts', offset, limit),
    queryFn: () =>
      consoleCall(consoleTagRoutes.alerts, {
        params: { brandId },
        query: { limit: String(limit), offset: String(offset) },
      }),
  });

export const ITEM_TAPS_PAGE_SIZE = 20;
export const itemTapsQuery = (brandId: string, itemId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'item-taps', itemId, offset),
    queryFn: () =>
      consoleCall(consoleTagRoutes.itemTaps, {
        params: { brandId, itemId },
        query: { limit: String(ITEM_TAPS_PAGE_SIZE), offset: String(offset) },
      }),
  });

export const tagTemplateQuery = (brandId: string, tagId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'tag-template', tagId),
    queryFn: () => consoleCall(consoleTagRoutes.template, { params: { brandId, tagId } }),
    staleTime: Infinity,
  });

export const tagMasterKeyQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'tag-master-key'),
    queryFn: () => consoleCall(consoleTagRoutes.masterKey, { params: { brandId } }),
  });

export interface TagDraft {
  uid: string;
  serial: string;
  fileReadKey?: string;
}

export const useCreateTag = (brandId: string) =>
  useBrandChange(brandId, (tag: TagDraft) =>
    consoleCall(consoleTagRoutes.create, { params: { brandId }, body: tag }),
  );

export const useImportTags = (brandId: string) =>
  useBrandChange(brandId, (csv: string) =>
    consoleCall(consoleTagRoutes.import, { params: { brandId }, body: { csv } }),
  );

export const useUnlinkTag = (brandId: string) =>
  useBrandChange(brandId, (tagId: string) =>
    consoleCall(consoleTagRoutes.unlink, { params: { brandId, tagId }, body: {} }),
  );

export const useReplaceTag = (brandId: string) =>
  useBrandChange(brandId, (input: { tagId: string; uid: string; fileReadKey?: string }) =>
    consoleCall(consoleTagRoutes.replace, {
      params: { brandId, tagId: input.tagId },
      body: { uid: input.uid, ...(input.fileReadKey ? { fileReadKey: input.fileReadKey } : {}) },
    }),
  );

/**
 * Sets the brand's tag master key (an admin): the person's passkey signs the console's confirm options first, and
 * its assertion goes with the key (none given: the server makes one and answers it, once).
 */
export const useSetTagMasterKey = (brandId: string) =>
  useBrandChange(brandId, async (key: string | undefined) =>
    consoleCall(consoleTagRoutes.setMasterKey, {
      params: { brandId },
      body: { ...(key ? { key } : {}), passkey: await passkeySignature(consoleRoutes.confirmOptions) },
    }),
  );
