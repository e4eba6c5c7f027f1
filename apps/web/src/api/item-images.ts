// An item's photo gallery (docs/product.md "Images"): list, one photo, upload with progress, privacy, delete.
import { imageExtensions, itemRoutes, type imagePrivacySchema, type RouteResponse } from '@heirloom/contract';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from './client';
import { itemKeys } from './items';
import { retryUnlessMissing } from './pages';

export type ItemImage = RouteResponse<typeof itemRoutes.image>;
export type ImagePrivacy = z.infer<typeof imagePrivacySchema>;

export async function fetchItemImages(id: string, signal?: AbortSignal): Promise<ItemImage[]> {
  return (await call(itemRoutes.images, { params: { id }, signal })).items;
}

export async function fetchItemImage(id: string, imageId: string, signal?: AbortSignal): Promise<ItemImage> {
  return call(itemRoutes.image, { params: { id, imageId }, signal });
}

export interface NewImage {
  file: Blob & { name?: string };
  title: string;
  isPublic: boolean;
}

/** The extension the server expects: from the file name when it is a known one, else from the MIME type. */
export function imageExtensionOf(file: { name?: string; type: string }): string | undefined {
  const known = (ext: string | undefined) => (imageExtensions as readonly string[]).includes(ext ?? '');
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  if (known(fromName)) return fromName;
  // image/jpeg → jpg, image/heic → heic …
  const fromType = /^image\/([a-z0-9]+)$/.exec(file.type.toLowerCase())?.[1]?.replace(/^jpeg$/, 'jpg');
  return known(fromType) ? fromType : undefined;
}

/** A 15 MB photo over a phone network takes far longer than the 10 s meant for ordinary calls. */
export const UPLOAD_TIMEOUT_MS = 180_000;

export async function addItemImage(
  id: string,
  image: NewImage,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ItemImage> {
  const form = new FormData();
  // text fields before the file: the server reads the parts in order and can refuse early
  form.append('title', image.title.trim());
  form.append('extension', imageExtensionOf({ name: image.file.name, type: image.file.type }) ?? '');
  form.append('isPublic', image.isPublic ? 'true' : 'false');
  form.append('image', image.file, image.file.name ?? 'photo');
  return call(itemRoutes.addImage, {
    params: { id },
    body: form,
    signal: options.signal,
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.min(1, event.loaded / event.total));
    },
  });
}

export async function updateItemImagePrivacy(
  id: string,
  imageId: string,
  privacy: ImagePrivacy,
): Promise<ItemImage> {
  return call(itemRoutes.updateImage, { params: { id, imageId, privacy } });
}

export async function deleteItemImage(id: string, imageId: string): Promise<void> {
  await call(itemRoutes.deleteImage, { params: { id, imageId } });
}

export const itemImagesQuery = (id: string) =>
  queryOptions({
    queryKey: itemKeys.images(id),
    queryFn: ({ signal }) => fetchItemImages(id, signal),
    retry: retryUnlessMissing,
    // private addresses are signed for a few minutes: refresh them well before they expire
    staleTime: 60_000,
  });

/* Photo changes of one item (add, privacy, delete) and the caches each of them makes stale. */
/** The item (its image count, history) and every list showing it must be read again. */
function refreshItem(queryClient: QueryClient, itemId: string) {
  void queryClient.invalidateQueries({ queryKey: itemKeys.item(itemId) });
  void queryClient.invalidateQueries({ queryKey: [...itemKeys.all, 'collection'] });
}

export interface AddImageVariables {
  image: NewImage;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function useAddImage(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress, signal }: AddImageVariables) =>
      addItemImage(itemId, image, { onProgress, signal }),
    onSuccess: (added) => {
      // shown at once, newest first, while the refetch confirms it
      queryClient.setQueryData<ItemImage[]>(itemKeys.images(itemId), (list) =>
        list ? [added, ...list.filter((image) => image.id !== added.id)] : list,
      );
      refreshItem(queryClient, itemId);
    },
  });
}

export function useImagePrivacy(itemId: string) {
  const queryClient = useQueryClient();
  const key = itemKeys.images(itemId);
  return useMutation({
    mutationFn: ({ imageId, privacy }: { imageId: string; privacy: ImagePrivacy }) =>
      updateItemImagePrivacy(itemId, imageId, privacy),
    // optimistic: the switch moves at once and moves back if the server refuses
    onMutate: async ({ imageId, privacy }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ItemImage[]>(key);
      queryClient.setQueryData<ItemImage[]>(key, (list) =>
        list?.map((image) => (image.id === imageId ? { ...image, isPublic: privacy === 'public' } : image)),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (updated) => {
      // the server's copy carries the new address (a private photo gets a signed one)
      queryClient.setQueryData<ItemImage[]>(key, (list) =>
        list?.map((image) => (image.id === updated.id ? updated : image)),
      );
    },
    onSettled: () => refreshItem(queryClient, itemId),
  });
}

export function useDeleteImage(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => deleteItemImage(itemId, imageId),
    onSuccess: (_nothing, imageId) => {
      queryClient.setQueryData<ItemImage[]>(itemKeys.images(itemId), (list) =>
        list?.filter((image) => image.id !== imageId),
      );
      refreshItem(queryClient, itemId);
    },
  });
}
