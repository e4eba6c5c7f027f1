// An item's screen before its data: the back link in every state; the item's shape, a failure with one retry for
// every query, or "Item not found" for a 404 (another owner's item too).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { ItemLoadScreen, type AwaitedQuery } from './item-load-screen';
import { HttpError } from '../api/http';

const failure = (status: number) =>
  new HttpError('Request failed', 'ERR_BAD_RESPONSE', undefined, {
    status,
    data: { statusCode: status, error: 'Error', code: 'TEST', message: 'The vault is closed' },
  });

const query = (overrides: Partial<AwaitedQuery> = {}): AwaitedQuery => ({
  isError: false,
  error: null,
  isFetching: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...overrides,
});

function show(queries: AwaitedQuery[]) {
  const element = <ItemLoadScreen queries={queries} back={<a href="/items/1">Back</a>} errorTitle="Oops" />;
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

describe('ItemLoadScreen', () => {
  it('shows the item’s shape while loading', () => {
    show([query()]);
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loading' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('explains a failure and retries every query', async () => {
    const item = query();
    const other = query({ isError: true, error: failure(503) });
    show([item, other]);
    expect(screen.getByRole('alert')).toHaveTextContent('The vault is closed');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(item.refetch).toHaveBeenCalledOnce();
    expect(other.refetch).toHaveBeenCalledOnce();
  });

  it('says the item is not found for a 404', () => {
    show([query({ isError: true, error: failure(404) })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
  });
});
