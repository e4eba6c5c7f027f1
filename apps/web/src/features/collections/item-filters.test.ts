// Filters ↔ address: what the collection page reads from ?q=&status=&sort= and writes back.
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasActiveFilters, searchWithFilters } from './item-filters';

const params = (query: string) => new URLSearchParams(query);

describe('filtersFromSearch', () => {
  it('reads search, status and sort', () => {
    expect(filtersFromSearch(params('q=rolex&status=minting&sort=name'))).toEqual({
      search: 'rolex',
      status: 'minting',
      sort: 'name',
    });
  });

  it('ignores unknown values, blanks and the default order', () => {
    expect(filtersFromSearch(params('q=%20%20&status=broken&sort=price'))).toEqual({});
    expect(filtersFromSearch(params('sort=recent'))).toEqual({});
  });

  it('trims the search and keeps it within the 100 characters the API accepts', () => {
    expect(filtersFromSearch(params(`q=${'a'.repeat(150)}`)).search).toHaveLength(100);
    expect(filtersFromSearch(params('q=%20dial%20')).search).toBe('dial');
  });
});

describe('searchWithFilters', () => {
  it('writes the filters and keeps unrelated parameters', () => {
    const next = searchWithFilters(params('tab=history'), {
      search: 'dial',
      status: 'in_repair',
      sort: 'name',
    });
    expect(next.toString()).toBe('tab=history&q=dial&status=in_repair&sort=name');
  });

  it('removes cleared filters and leaves the default order out', () => {
    const next = searchWithFilters(params('q=dial&status=lost&sort=name'), { search: ' ', sort: 'recent' });
    expect(next.toString()).toBe('');
  });

  it('round-trips', () => {
    const filters = { search: 'Chrono 39', status: 'stolen', sort: 'name' } as const;
    expect(filtersFromSearch(searchWithFilters(params(''), filters))).toEqual(filters);
  });

  it('tells when the list is narrowed', () => {
    expect(hasActiveFilters({ sort: 'name' })).toBe(false);
    expect(hasActiveFilters({ status: 'minting' })).toBe(true);
  });
});
