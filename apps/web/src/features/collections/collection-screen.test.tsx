// The collection page with a mocked API: items as mini cards, paging by 10, filters in the address, empty states.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { collectionId, makeItem, page } from '../../test/fixtures/items';
import { apiError, bodyOf, mockHttp } from '../../test/mock-http';
import { i18n } from '../../i18n';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { CollectionScreen } from './collection-screen';

const mock = mockHttp();
const TOTAL = 12;
const all = Array.from({ length: TOTAL }, (_, i) => makeItem(i + 1));

/** The unread message counts (GET) are answered apart: the item lists are the POSTs. */
const isUnseenCall = (call: { url?: string }) => call.url?.startsWith('/v1/messages/') === true;
const itemCalls = () => mock.calls.filter((call) => !isUnseenCall(call));

/** The API's paging over the 12 fixtures, honouring the search filter. */
function answerPages() {
  mock.handler = (call) => {
    if (isUnseenCall(call)) return { status: 200, data: { items: [], total: 0 } };
    const offset = Number(call.url?.split('/').at(-1));
    const search = (bodyOf(call) as { filters: { search?: string } }).filters.search;
    const matching = search ? all.filter((item) => item.name.includes(search)) : all;
    return page(matching.slice(offset, offset + 10), matching.length);
  };
}

const open = (query = '') =>
  renderScreen(<CollectionScreen />, '/collections/:id', `/collections/${collectionId}${query}`);
const cards = () => within(screen.getByRole('list', { name: /Items of/ })).getAllByRole('article');

describe('CollectionScreen', () => {
  it('shows the first 10 items as mini cards with a View button, then the rest on "Load more"', async () => {
    answerPages();
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Chronograph No. 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Heritage Watches' })).toBeInTheDocument();
    expect(screen.getByText('12 items')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(TOTAL));
    expect(itemCalls().map((call) => call.url)).toEqual([
      `/v1/products/${collectionId}/10/0`,
      `/v1/products/${collectionId}/10/10`,
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks the items with unread messages, the count read out in words', async () => {
    mock.handler = (call) =>
      isUnseenCall(call)
        ? { status: 200, data: { items: [{ productId: all[1]?.id, unseen: 2 }], total: 2 } }
        : page(all.slice(0, 10), TOTAL);
    open();
    const card = await screen.findByRole('article', { name: 'Chronograph No. 2' });
    expect(await within(card).findByText('2 unread messages')).toBeInTheDocument();
    expect(within(card).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    const other = screen.getByRole('article', { name: 'Chronograph No. 1' });
    expect(within(other).queryByText(/unread/)).not.toBeInTheDocument();
    expect(mock.calls.map((call) => call.url)).toContain(
      `/v1/messages/unseenCountByProducts/${collectionId}`,
    );
  });

  it('marks an item in someone’s care until when, and offers it for no send (English, French)', async () => {
    const held = { ...all[1]!, inCareUntil: '2026-12-20T10:00:00.000Z' };
    mock.handler = (call) =>
      isUnseenCall(call) ? { status: 200, data: { items: [], total: 0 } } : page([all[0]!, held], 2);
    open();
    const card = await screen.findByRole('article', { name: 'Chronograph No. 2' });
    expect(card).toHaveTextContent('In someone’s care until December 20, 2026');
    expect(screen.getByRole('article', { name: 'Chronograph No. 1' })).not.toHaveTextContent(/care/);
    await userEvent.click(screen.getByRole('button', { name: 'Select to send' }));
    expect(screen.queryByRole('checkbox', { name: 'Select Chronograph No. 2' })).not.toBeInTheDocument();
    await i18n.changeLanguage('fr');
    expect(await within(card).findByText('Confié jusqu’au 20 décembre 2026')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('selects several items and opens one send flow for all of them', async () => {
    answerPages();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Select to send' }));
    expect(screen.getByRole('button', { name: 'Choose items to send' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Chronograph No. 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Chronograph No. 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 items' }));
    expect(currentLocation()).toBe(`/items/${all[0]?.id}/send?ids=${all[0]?.id},${all[2]?.id}`);
  });

  it('opens an item from its View button', async () => {
    answerPages();
    open();
    const first = await screen.findByRole('button', { name: 'View', description: 'Chronograph No. 1' });
    await userEvent.click(first);
    expect(currentLocation()).toBe(`/items/${all[0]?.id}`);
  });

  it('reads its filters from the address and sends them', async () => {
    answerPages();
    open('?q=No.%201&status=active&sort=name');
    expect(await screen.findByRole('searchbox', { name: 'Search this collection' })).toHaveValue('No. 1');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    await waitFor(() => expect(itemCalls()).toHaveLength(1));
    expect(bodyOf(itemCalls()[0])).toEqual({ filters: { search: 'No. 1', status: 'active', sort: 'name' } });
  });

  it('writes the search to the address once typing pauses', async () => {
    answerPages();
    open();
    await screen.findByText('12 items');
    // typed at once (no wait between keys): on a busy machine a wait of the runner's own would be a pause
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search this collection' }), 'No. 12');
    await waitFor(() => expect(currentLocation()).toBe(`/collections/${collectionId}?q=No.+12`));
    await waitFor(() => expect(cards()).toHaveLength(1));
    // one request for the whole word, not one per key
    expect(itemCalls().filter((call) => (bodyOf(call) as { filters: object }).filters).length).toBe(2);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'minting');
    expect(currentLocation()).toBe(`/collections/${collectionId}?q=No.+12&status=minting`);
  });

  it('says when no item matches, and clears the filters', async () => {
    answerPages();
    open('?q=Nothing%20like%20this&sort=name');
    expect(await screen.findByRole('heading', { name: 'No items match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentLocation()).toBe(`/collections/${collectionId}?sort=name`);
    expect(screen.getByRole('searchbox', { name: 'Search this collection' })).toHaveValue('');
    expect(await screen.findByText('12 items')).toBeInTheDocument();
  });

  it('has an empty state of its own when the collection holds nothing', async () => {
    mock.handler = () => page([], 0);
    open();
    expect(await screen.findByRole('heading', { name: 'No items in this collection' })).toBeInTheDocument();
    // nothing names the collection (no route for one collection): a plain title, not an endless skeleton
    expect(screen.getByRole('heading', { level: 1, name: 'Collection' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    let release: () => void = () => undefined;
    mock.handler = (call) =>
      isUnseenCall(call)
        ? page([])
        : new Promise((resolve) => (release = () => resolve(page(all.slice(0, 10), TOTAL))));
    open();
    await waitFor(() => expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(4));
    act(() => release());
    expect(await screen.findByText('12 items')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  it('explains a failure and retries', async () => {
    mock.handler = () => apiError(503, 'Service is resting');
    open();
    // one automatic retry first (a 5xx may be a hiccup), then the message
    expect(await screen.findByRole('alert')).toHaveTextContent('The items could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Service is resting');
    answerPages();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('12 items')).toBeInTheDocument();
  });

  it('shows "not found" for a collection that is not the owner\'s', async () => {
    mock.handler = () => apiError(404, 'Not found');
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my collections' })).toHaveAttribute('href', '/');
  });
});
