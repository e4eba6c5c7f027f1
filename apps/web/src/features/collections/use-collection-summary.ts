// The name and brand of a collection, for the page header. There is no route for one collection, so they
// come from the home screen's list when it is cached, else from the collection's first item.
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { itemKeys, type CollectionPage, type Item } from '../../api/items';

export interface CollectionHeading {
  name: string;
  brandName: string;
  theme: Item['brand']['theme'];
}

export function useCollectionSummary(
  collectionId: string,
  firstItem: Item | undefined,
): CollectionHeading | undefined {
  const queryClient = useQueryClient();
  const cached = queryClient
    .getQueriesData<InfiniteData<CollectionPage>>({ queryKey: itemKeys.collectionLists() })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? [])
    .find((collection) => collection.id === collectionId);
  if (cached) return { name: cached.name, brandName: cached.brand.name, theme: cached.brand.theme };
  if (firstItem && firstItem.nftCollection.id === collectionId) {
    return {
      name: firstItem.nftCollection.name,
      brandName: firstItem.brand.name,
      theme: firstItem.brand.theme,
    };
  }
  return undefined;
}
