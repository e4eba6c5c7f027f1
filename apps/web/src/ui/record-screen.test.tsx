// A screen about one record: the way back in every state, a busy title while loading, "not found" on a 404, the
// failure with its retry otherwise, the record once read.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import { RecordScreen, type RecordQuery } from './record-screen';

const failure = (status: number) =>
  new HttpError('Request failed', 'ERR_BAD_RESPONSE', undefined, {
    status,
    data: { statusCode: status, error: 'Error', code: 'TEST', message: 'The vault is closed' },
  });

const query = (overrides: Partial<RecordQuery<{ name: string }>> = {}): RecordQuery<{ name: string }> => ({
  data: undefined,
  isError: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
  ...overrides,
});

function show(recordQuery: RecordQuery<{ name: string }>) {
  render(
    <RecordScreen
      query={recordQuery}
      back={<a href="/list">Back</a>}
      notFound={{ title: 'No such record', text: 'It is not yours, or gone' }}
      errorTitle="Could not load"
    >
      {(record) => <h1>{record.name}</h1>}
    </RecordScreen>,
  );
}

describe('RecordScreen', () => {
  it('is busy with a title for screen readers while the record loads', () => {
    show(query());
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 1, name: 'Loading' });
    expect(title).toHaveClass('visually-hidden');
    expect(title.parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('says the record is not found when the API answers 404', () => {
    show(query({ isError: true, error: failure(404) }));
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'No such record' })).toBeInTheDocument();
    expect(screen.getByText('It is not yours, or gone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows another failure with its retry', async () => {
    const failed = query({ isError: true, error: failure(503) });
    show(failed);
    expect(screen.getByRole('heading', { level: 1, name: 'Could not load' })).toBeInTheDocument();
    expect(screen.getByText('The vault is closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('draws the record once read, after the way back', () => {
    show(query({ data: { name: 'The watch' } }));
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'The watch' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
