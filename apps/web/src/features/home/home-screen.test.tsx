// Home with a mocked API: collections with cover, brand and count, the total, refresh, empty (to the shop) and
// error states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { makeCollection, page } from '../../test/fixtures/items';
import { apiError, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { HomeScreen } from './home-screen';

const mock = mockHttp();

function answer(collections = [makeCollection(3), makeCollection(1)], count = 4) {
  mock.handler = (call) => {
    if (call.url === '/v1/products/count') return { status: 200, data: { count } };
    return page(collections);
  };
}

const open = () => renderScreen(<HomeScreen />, '/', '/');
const collectionCalls = () => mock.calls.filter((call) => call.url?.startsWith('/v1/products/collections/'));

describe('HomeScreen', () => {
  it("lists the owner's collections under the total item count", async () => {
    answer();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Your collection' })).toBeInTheDocument();
    expect(await screen.findByText('4 items in your collection')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Collection 3/ });
    expect(link).toHaveAttribute('href', `/collections/${makeCollection(3).id}`);
    expect(within(link).getByText('Maison Arlo')).toBeInTheDocument();
    expect(within(link).getByText('3 items')).toBeInTheDocument();
    // the first two covers may be the screen's largest paint: asked for at once and first; the others lazily
    expect(link.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(link.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(collectionCalls()[0]?.url).toBe('/v1/products/collections/10/0');
    // the top bar leads to the settings, where logging out is
    expect(screen.getByRole('link', { name: 'Settings and account' })).toHaveAttribute('href', '/settings');
  });

  it('loads the covers past the first two lazily', async () => {
    answer([makeCollection(3), makeCollection(1), makeCollection(2)], 6);
    open();
    const third = await screen.findByRole('link', { name: /Collection 2/ });
    expect(third.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(third.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('link', { name: /Collection 1/ }).querySelector('img')).toHaveAttribute(
      'loading',
      'eager',
    );
  });

  it('counts each collection’s unread messages on its card', async () => {
    answer();
    const answerCollections = mock.handler;
    mock.handler = (call) =>
      call.url === '/v1/messages/unseenCountByNftCollections'
        ? { status: 200, data: { items: [{ collectionId: makeCollection(3).id, unseen: 3 }], total: 3 } }
        : answerCollections(call);
    await i18n.changeLanguage('fr');
    open();
    const link = await screen.findByRole('link', { name: /Collection 3/ });
    expect(await within(link).findByText('3 messages non lus')).toBeInTheDocument();
    expect(link).toHaveAccessibleName(expect.stringContaining('3 messages non lus'));
    const other = screen.getByRole('link', { name: /Collection 1/ });
    expect(within(other).queryByText(/non lu/)).not.toBeInTheDocument();
  });

  it('refreshes from the button', async () => {
    answer();
    open();
    await screen.findByRole('link', { name: /Collection 3/ });
    answer([makeCollection(3), makeCollection(1), makeCollection(7)], 11);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: /Collection 7/ })).toBeInTheDocument();
    expect(screen.getByText('11 items in your collection')).toBeInTheDocument();
  });

  it('refreshes when pulled down from the top of the page', async () => {
    answer();
    open();
    await screen.findByRole('link', { name: /Collection 3/ });
    const area = screen.getByRole('heading', { level: 1 }).closest('div') as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 60 }] });
    fireEvent.touchEnd(area);
    // a short pull does nothing
    expect(collectionCalls()).toHaveLength(1);
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 220 }] });
    fireEvent.touchEnd(area);
    await waitFor(() => expect(collectionCalls()).toHaveLength(2));
  });

  it('has an empty state leading to the shop', async () => {
    answer([], 0);
    open();
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop');
  });

  it('explains a failure and retries', async () => {
    mock.handler = () => apiError(500, 'The vault is closed');
    open();
    // after one automatic retry (a 5xx may be a hiccup)
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your collections could not be loaded');
    expect(alert).toHaveTextContent('The vault is closed');
    answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Collection 3/ })).toBeInTheDocument();
  });
});
