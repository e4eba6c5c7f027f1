// Repairs at a brand's after-sales stores (docs/product.md "Repairs"): request, follow, edit, cancel, pick up.
import {
  isRepairOpen,
  repairRoutes,
  type Repair,
  type RepairState,
  type RepairStep,
  type RouteResponse,
} from '@heirloom/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from './client';
import { itemKeys } from './items';
import { pageReader, paging, retryUnlessMissing } from './pages';

export type { Repair, RepairState, RepairStep };
export type RepairPage = RouteResponse<typeof repairRoutes.list>;
export interface RepairRequest {
  savStore: string;
  details: string;
}
export type RepairRequestResult = { ok: true; repair: Repair } | { ok: false; error: unknown };

export const REPAIR_PAGE_SIZE = 10;
/** The brand moves a repair from its own system: an open one is read again this often while on screen. */
export const REPAIR_POLL_MS = 5_000;

const requestBody = ({ savStore, details }: RepairRequest): RepairRequest => ({
  savStore,
  details: details.trim(),
});

/** v2 request with the reason on failure, for a screen that shows the server's message. */
export async function tryRequestRepair(itemId: string, request: RepairRequest): Promise<RepairRequestResult> {
  try {
    const repair = await call(repairRoutes.requestV2, { params: { id: itemId }, body: requestBody(request) });
    return { ok: true, repair };
  } catch (error) {
    return { ok: false, error };
  }
}

export async function fetchRepair(itemId: string, repairId: string, signal?: AbortSignal): Promise<Repair> {
  return call(repairRoutes.get, { params: { id: itemId, repairId }, signal });
}

/** The owner's repairs of one item, newest first. */
export const fetchRepairs = pageReader(repairRoutes.list, REPAIR_PAGE_SIZE);

/** New details, only while the store has not taken the request yet. */
export async function updateRepairDetails(
  itemId: string,
  repairId: string,
  details: string,
): Promise<Repair> {
  return call(repairRoutes.update, { params: { id: itemId, repairId }, body: { details: details.trim() } });
}

/** The owner has the item back: ready_for_pickup → completed. */
export async function confirmRepairPickup(itemId: string, repairId: string): Promise<Repair> {
  return call(repairRoutes.update, { params: { id: itemId, repairId }, body: { state: 'completed' } });
}

export async function cancelRepair(itemId: string, repairId: string): Promise<Repair> {
  return call(repairRoutes.cancel, { params: { id: itemId, repairId } });
}

/** Under the item's key: invalidating an item also refreshes its repairs. */
export const repairKeys = {
  all: (itemId: string) => [...itemKeys.item(itemId), 'repairs'] as const,
  list: (itemId: string) => [...repairKeys.all(itemId), 'list'] as const,
  detail: (itemId: string, repairId: string) => [...repairKeys.all(itemId), 'detail', repairId] as const,
};

export const repairsQuery = (itemId: string) =>
  infiniteQueryOptions({
    queryKey: repairKeys.list(itemId),
    ...paging,
    queryFn: ({ pageParam, signal }) => fetchRepairs(itemId, pageParam, REPAIR_PAGE_SIZE, signal),
  });

/** Only an open repair can still change hands: a completed, rejected or cancelled one is not read again. */
const stillOpen = (query: { state: { data?: Repair } }) =>
  query.state.data !== undefined && isRepairOpen(query.state.data.state);

export const repairQuery = (itemId: string, repairId: string) =>
  queryOptions({
    queryKey: repairKeys.detail(itemId, repairId),
    queryFn: ({ signal }) => fetchRepair(itemId, repairId, signal),
    retry: retryUnlessMissing,
    // the owner sees the brand's moves within seconds, without reloading (issue 13); a hidden tab costs nothing
    refetchInterval: (query) => (stillOpen(query) ? REPAIR_POLL_MS : false),
    refetchIntervalInBackground: false,
    // back on the tab the repair may have moved meanwhile: read it at once, fresh or not
    refetchOnWindowFocus: (query) => (stillOpen(query) ? 'always' : false),
  });

/* Repair changes of one item (request, edit, cancel, pickup) and the caches each of them makes stale. */
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
