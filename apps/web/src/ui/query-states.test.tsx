// A list's states: the placeholder while loading, the failure with its retry (over the rows or not), the empty
// message, the rows.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LoadingBlock,
  pagedRows,
  PagedStates,
  QueryStates,
  type ListQuery,
  type PagedListQuery,
  type QueryStatesProps,
} from './query-states';
import { HttpError } from '../api/http';

const failure = new HttpError('Request failed', 'ERR_BAD_RESPONSE', undefined, {
  status: 503,
  data: { statusCode: 503, error: 'Error', code: 'TEST', message: 'The vault is closed' },
});

const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
  ...overrides,
});

function show(props: Partial<QueryStatesProps> & Pick<QueryStatesProps, 'query' | 'count'>) {
  render(
    <QueryStates
      loading={<LoadingBlock className="rows">skeleton</LoadingBlock>}
      errorTitle="Could not load"
      empty={{ title: 'Nothing yet', text: 'Come back later' }}
      {...props}
    >
      <ul aria-label="Rows" />
    </QueryStates>,
  );
}

describe('QueryStates', () => {
  it('shows a busy placeholder that says it is loading', () => {
    show({ query: query({ isPending: true }), count: 0 });
    expect(screen.getByText('Loading').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toHaveClass('visually-hidden');
    expect(screen.getByText('skeleton')).toHaveClass('rows');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('repeats its skeleton row', () => {
    render(
      <LoadingBlock rows={3}>
        <span>row</span>
      </LoadingBlock>,
    );
    expect(screen.getAllByText('row')).toHaveLength(3);
  });

  it('explains a failure and retries', async () => {
    const failed = query({ isError: true, error: failure });
    show({ query: failed, count: 0, headingLevel: 3 });
    expect(screen.getByRole('alert')).toHaveTextContent('The vault is closed');
    expect(screen.getByRole('heading', { level: 3, name: 'Could not load' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it.each(['keep', 'replace'] as const)(
    'on a failure with rows shown, %s: the rows or the failure',
    (onErrorWithRows) => {
      show({ query: query({ isError: true, error: failure }), count: 2, onErrorWithRows });
      expect(screen.queryByRole('list', { name: 'Rows' }) !== null).toBe(onErrorWithRows === 'keep');
      expect(screen.queryByRole('alert') !== null).toBe(onErrorWithRows === 'replace');
    },
  );

  it('says when the list is empty', () => {
    show({ query: query(), count: 0, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.getByText('Come back later')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the rows once there are some', () => {
    show({ query: query(), count: 1 });
    expect(screen.getByRole('list', { name: 'Rows' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('pagedRows', () => {
  it('joins the pages read so far, none before the first', () => {
    expect(pagedRows({ pages: [{ items: [1, 2] }, { items: [3] }] })).toEqual([1, 2, 3]);
    expect(pagedRows(undefined)).toEqual([]);
  });
});

describe('PagedStates', () => {
  it('draws the rows of every page read, then the footer that loads the next', async () => {
    const paged: PagedListQuery<string> = {
      ...query(),
      data: { pages: [{ items: ['Ring'] }, { items: ['Watch'] }] },
      hasNextPage: true,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: vi.fn(),
    };
    render(
      <PagedStates
        query={paged}
        loading="…"
        errorTitle="Could not load"
        empty={{ title: 'Nothing yet' }}
        loadMoreLabel="More"
      >
        {(rows) => (
          <ul aria-label="Rows">
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </PagedStates>,
    );
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Ring', 'Watch']);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(paged.fetchNextPage).toHaveBeenCalled();
  });
});
