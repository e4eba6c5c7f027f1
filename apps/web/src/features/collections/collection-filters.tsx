// Search (debounced) and the status and sort choices of the collection page, kept in the address.
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ItemFilters } from '../../api/items';
import { TextInput } from '../../ui';
import styles from './collection-filters.module.css';
import {
  DEFAULT_SORT,
  SEARCH_MAX,
  sortOrders,
  statusFilters,
  type SortOrder,
  type StatusFilter,
} from './item-filters';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export interface CollectionFiltersProps {
  filters: ItemFilters;
  onChange: (next: ItemFilters) => void;
}

export function CollectionFilters({ filters, onChange }: CollectionFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(filters.search ?? '');
  const typed = useDebouncedValue(text);

  // the address changed without typing (back button, "clear filters"): the box follows it
  const [seenSearch, setSeenSearch] = useState(filters.search);
  if (filters.search !== seenSearch) {
    setSeenSearch(filters.search);
    if ((filters.search ?? '') !== text.trim()) setText(filters.search ?? '');
  }

  const commitSearch = (value: string) => {
    if ((value.trim() || undefined) !== filters.search) onChange({ ...filters, search: value });
  };
  const commitTyped = useEffectEvent(commitSearch);
  useEffect(() => commitTyped(typed), [typed]);

  return (
    <div role="search" className={styles.filters}>
      <TextInput
        type="search"
        label={t('items.collection.searchLabel')}
        hideLabel
        placeholder={t('items.collection.searchPlaceholder')}
        value={text}
        maxLength={SEARCH_MAX}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        // Enter searches at once, without waiting for the pause
        onValidate={() => commitSearch(text)}
        className={styles.search}
      />
      <div className={styles.selects}>
        <div className={styles.select}>
          <label htmlFor={`${id}-status`}>{t('items.collection.statusLabel')}</label>
          <select
            id={`${id}-status`}
            value={filters.status ?? ''}
            onChange={(event) =>
              onChange({ ...filters, status: (event.target.value || undefined) as StatusFilter | undefined })
            }
          >
            <option value="">{t('items.collection.statusAll')}</option>
            {statusFilters.map((status) => (
              <option key={status} value={status}>
                {t(`items.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.select}>
          <label htmlFor={`${id}-sort`}>{t('items.collection.sortLabel')}</label>
          <select
            id={`${id}-sort`}
            value={filters.sort ?? DEFAULT_SORT}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as SortOrder })}
          >
            {sortOrders.map((sort) => (
              <option key={sort} value={sort}>
                {t(`items.collection.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
