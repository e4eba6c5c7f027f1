// The filters of the collection page, read from and written to the address (replacing, not stacking history).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/router';
import type { ItemFilters } from '../../api/items';
import { filtersFromSearch, searchWithFilters } from './item-filters';

export function useCollectionFilters(): [ItemFilters, (next: ItemFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const setFilters = useCallback(
    (next: ItemFilters) => setParams((current) => searchWithFilters(current, next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
