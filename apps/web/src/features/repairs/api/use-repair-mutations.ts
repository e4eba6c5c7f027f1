// Repair changes of one item (request, edit, cancel, pickup) and the caches each of them makes stale.
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { itemKeys } from '../../../api/items';
import {
  cancelRepair,
  confirmRepairPickup,
  repairKeys,
  updateRepairDetails,
  type Repair,
  type RepairPage,
} from '../../../api/repairs';

/** The item's status (in repair or not), its history and the lists showing it change with its repairs. */
function refreshItem(queryClient: QueryClient, itemId: string) {
  void queryClient.invalidateQueries({ queryKey: repairKeys.list(itemId) });
  void queryClient.invalidateQueries({ queryKey: itemKeys.detail(itemId) });
  void queryClient.invalidateQueries({ queryKey: itemKeys.history(itemId) });
  void queryClient.invalidateQueries({ queryKey: itemKeys.collectionLists() });
  void queryClient.invalidateQueries({ queryKey: [...itemKeys.all, 'collection'] });
}

/**
 * The repair changed state on the server (the brand moved it, or the owner elsewhere): the item's status chip,
 * its lists and home's totals follow. A read already under way (after the owner's own action) is kept, not
 * started again.
 */
export function followRepairMove(queryClient: QueryClient, itemId: string) {
  const keys = [
    repairKeys.list(itemId),
    itemKeys.detail(itemId),
    itemKeys.history(itemId),
    itemKeys.count(),
    itemKeys.collectionLists(),
    [...itemKeys.all, 'collection'],
  ];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
}

/** A repair the server just answered: shown at once, everything around it read again. */
export function storeRepair(queryClient: QueryClient, itemId: string, repair: Repair) {
  queryClient.setQueryData(repairKeys.detail(itemId, repair.id), repair);
  queryClient.setQueryData<InfiniteData<RepairPage, number>>(repairKeys.list(itemId), (list) => {
    if (!list) return list;
    const known = list.pages.some((page) => page.items.some((other) => other.id === repair.id));
    const pages = list.pages.map((page, index) => ({
      ...page,
      items: known
        ? page.items.map((other) => (other.id === repair.id ? repair : other))
        : index === 0
          ? [repair, ...page.items]
          : page.items,
      total: known ? page.total : page.total + 1,
    }));
    return { ...list, pages };
  });
  refreshItem(queryClient, itemId);
}

export function useRepairActions(itemId: string, repairId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (repair: Repair) => storeRepair(queryClient, itemId, repair);
  return {
    edit: useMutation({
      mutationFn: (details: string) => updateRepairDetails(itemId, repairId, details),
      onSuccess,
    }),
    cancel: useMutation({ mutationFn: () => cancelRepair(itemId, repairId), onSuccess }),
    pickup: useMutation({ mutationFn: () => confirmRepairPickup(itemId, repairId), onSuccess }),
  };
}
