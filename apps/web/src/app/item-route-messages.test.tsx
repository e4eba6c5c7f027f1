// The item page's Messages tab with a mocked API: the unread count on the tab dropping once read, the brand's
// messages newest first (paging, unread marks), and the empty, error and French states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '../api/messages';
import { i18n } from '../i18n';
import { makeItem } from '../test/fixtures/items';
import { makeMessage, messagesServer } from '../test/fixtures/messages';
import { apiError, describeCall, mockHttp } from '../test/mock-http';
import { currentLocation, renderScreen } from '../test/render-screen';
import { ItemRoute } from './item-route';

const mock = mockHttp();
const item = makeItem(1);
const server = (messages?: Message[]) => messagesServer(mock, messages);
const listUrl = (limit: number, offset: number) => `/v1/messages/${item.id}/${limit}/${offset}`;
const listCalls = () => mock.calls.filter((call) => call.url?.startsWith(`/v1/messages/${item.id}/`));
const openItem = (query = '') => renderScreen(<ItemRoute />, '/items/:id', `/items/${item.id}${query}`);

describe('The item’s messages tab', () => {
  it('counts the unread messages on the tab, and drops the count once they are read', async () => {
    server();
    openItem();
    const tab = await screen.findByRole('tab', { name: 'Messages 12 unread messages' }, { timeout: 3000 });
    // not read (so not marked seen) before the owner opens the tab
    expect(listCalls()).toHaveLength(0);
    await userEvent.click(tab);
    expect(currentLocation()).toBe(`/items/${item.id}?tab=messages`);
    expect(await screen.findByRole('link', { name: 'News 12' })).toBeInTheDocument();
    expect(describeCall(listCalls()[0]!)).toBe(`GET ${listUrl(10, 0)}`);
    // the first page was read: 2 unread remain on the server, then none once the second page is read
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Messages 2 unread messages' })).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'More messages' }));
    expect(await screen.findByRole('link', { name: 'News 1' })).toBeInTheDocument();
    expect(listCalls().map((call) => call.url)).toEqual([listUrl(10, 0), listUrl(10, 10)]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument());
    expect(screen.queryByText('More messages')).not.toBeInTheDocument();
  });

  it('lists messages newest first with brand, date, title, the first lines and a thumbnail; unread ones marked', async () => {
    server([
      makeMessage(3, {
        pictureUrl: '/api/media/messages/3/thumb',
        brand: { name: 'Maison Arlo', logoUrl: '/logo.png' },
      }),
      makeMessage(2, { seen: true }),
    ]);
    openItem('?tab=messages');
    const list = await screen.findByRole('list', { name: 'Messages about Chronograph No. 1' });
    const [newest, older] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading', { level: 3 })).toHaveTextContent('New News 3');
    expect(newest).toHaveAttribute('data-unread');
    expect(within(newest).getByText('Maison Arlo')).toBeInTheDocument();
    expect(within(newest).getByText('June 3, 2024')).toHaveAttribute('datetime', '2024-06-03T10:00:00.000Z');
    expect(within(newest).getByText('First paragraph of message 3. Second paragraph.')).toBeInTheDocument();
    expect(newest.querySelector('img[src="/api/media/messages/3/thumb"]')).toHaveAttribute('alt', '');
    expect(within(newest).getByRole('link', { name: 'News 3' })).toHaveAttribute(
      'href',
      `/items/${item.id}/messages/${makeMessage(3).id}`,
    );
    expect(older).not.toHaveAttribute('data-unread');
    expect(within(older).queryByText('New')).not.toBeInTheDocument();
  });

  it('has a calm empty state', async () => {
    server([]);
    openItem('?tab=messages');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByText(/When Maison Arlo writes to you about this item/)).toBeInTheDocument();
  });

  it('explains a failure and retries', async () => {
    server();
    const answer = mock.handler;
    mock.handler = (call) =>
      call.url?.startsWith(`/v1/messages/${item.id}/`) ? apiError(503, 'Messages are resting') : answer(call);
    openItem('?tab=messages');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your messages could not be loaded');
    expect(alert).toHaveTextContent('Messages are resting');
    mock.handler = answer;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'News 12' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    server([makeMessage(1)]);
    await i18n.changeLanguage('fr');
    openItem('?tab=messages');
    const link = await screen.findByRole('link', { name: 'News 1' });
    expect(link.closest('h3')).toHaveTextContent('Nouveau News 1');
    expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveAttribute('aria-selected', 'true');
  });
});
