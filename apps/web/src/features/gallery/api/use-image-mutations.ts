// Photo changes of one item (add, privacy, delete) and the caches each of them makes stale.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { itemKeys } from '../../../api/items';
import {
  addItemImage,
  deleteItemImage,
  updateItemImagePrivacy,
  type ImagePrivacy,
  type ItemImage,
  type NewImage,
} from '../../../api/item-images';

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
