// Brand messages with a mocked API: the badge, the item's messages tab (paging, unread marks, badges dropping once
// read), one message in full, and the empty, error and not-found states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { i18n } from '../../i18n';
import { collectionId, makeItem } from '../../test/fixtures/items';
import { ItemScreen } from '../items/item-screen';
import { apiError, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { makeMessage, unseenProducts } from '../../test/fixtures/messages';
import { MessageScreen } from './message-screen';
import { UnseenBadge } from '../../ui/unseen-badge';

const mock = mockHttp();
const item = makeItem(1);
const UNSEEN = `/v1/messages/unseenCountByProducts/${collectionId}`;
const listUrl = (limit: number, offset: number) => `/v1/messages/${item.id}/${limit}/${offset}`;

/** A server holding `messages` (newest first): reading a page marks it seen, as the API does. */
function server(messages = Array.from({ length: 12 }, (_, n) => makeMessage(12 - n))) {
  const seen = new Set<string>();
  const unseen = () => messages.filter((message) => !message.seen && !seen.has(message.id)).length;
  mock.handler = (call): MockReply => {
    if (call.url === UNSEEN) {
      const count = unseen();
      return { status: 200, data: unseenProducts(count > 0 ? [{ productId: item.id, unseen: count }] : []) };
    }
    if (call.url?.startsWith(`/v1/messages/${item.id}/`)) {
      const [limit, offset] = (call.url.split('/').slice(-2) as [string, string]).map(Number) as [
        number,
        number,
      ];
      const slice = messages.slice(offset, offset + limit).map((message) => {
        const wasSeen = message.seen || seen.has(message.id);
        seen.add(message.id);
        return { ...message, seen: wasSeen };
      });
      return { status: 200, data: { items: slice, total: messages.length } };
    }
    // no finder wrote about this item (finder-messages.test.tsx covers them)
    if (call.url?.startsWith(`/v1/products/${item.id}/finderMessages/`)) {
      return { status: 200, data: { items: [], total: 0, unhandled: 0 } };
    }
    if (call.url?.startsWith('/v1/products/')) return { status: 200, data: item };
    return apiError(404, 'Not mocked');
  };
}

const openItem = (query = '') => renderScreen(<ItemScreen />, '/items/:id', `/items/${item.id}${query}`);
const openMessage = (messageId: string) =>
  renderScreen(
    <MessageScreen />,
    '/items/:id/messages/:messageId',
    `/items/${item.id}/messages/${messageId}`,
  );
const listCalls = () => mock.calls.filter((call) => call.url?.startsWith(`/v1/messages/${item.id}/`));

describe('UnseenBadge', () => {
  it('shows the count, and says it in full for screen readers, in both languages', async () => {
    const { rerender } = render(<UnseenBadge count={3} />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 unread messages')).toHaveClass('visually-hidden');
    rerender(<UnseenBadge count={1} />);
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
    await i18n.changeLanguage('fr');
    rerender(<UnseenBadge count={3} />);
    expect(screen.getByText('3 messages non lus')).toBeInTheDocument();
    rerender(<UnseenBadge count={1} />);
    expect(screen.getByText('1 message non lu')).toBeInTheDocument();
  });

  it('shows nothing without unread messages, and caps the pill (not the sentence) above 99', () => {
    const { container, rerender } = render(<UnseenBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<UnseenBadge count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('120 unread messages')).toBeInTheDocument();
  });
});

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

describe('One message', () => {
  it('shows the picture, the whole body in paragraphs, the date and the link as an external button', async () => {
    const message = makeMessage(5, {
      scope: 'collection',
      pictureUrl: '/api/media/messages/5/full',
      link: 'https://maison-arlo.example/care',
      body: 'Dear owner,\nthank you.\n\n## Care\n\nWind it <b>gently</b>.',
    });
    server([message]);
    openMessage(message.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'News 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture sent by Maison Arlo' })).toHaveAttribute(
      'src',
      '/api/media/messages/5/full',
    );
    expect(screen.getByText('To every owner of this collection')).toBeInTheDocument();
    expect(screen.getByText(/Dear owner,/).tagName).toBe('P');
    expect(screen.getByText(/Dear owner,/).textContent).toBe('Dear owner,\nthank you.');
    expect(screen.getByRole('heading', { level: 2, name: 'Care' })).toBeInTheDocument();
    // text, never HTML
    expect(screen.getByText('Wind it <b>gently</b>.')).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
    expect(screen.getByText('June 5, 2024 at 10:00 AM', { exact: false })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the link (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://maison-arlo.example/care');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('maison-arlo.example')).toBeInTheDocument();
    // opening it read the page it is on
    expect(listCalls().map((call) => call.url)).toEqual([listUrl(10, 0)]);
  });

  it('finds an older message page by page, and never offers a link that is not a web address', async () => {
    const messages = Array.from({ length: 12 }, (_, n) => makeMessage(12 - n));
    const oldest = { ...makeMessage(1), link: 'javascript:alert(1)' };
    messages[11] = oldest;
    server(messages);
    openMessage(oldest.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'News 1' })).toBeInTheDocument();
    expect(listCalls().map((call) => call.url)).toEqual([listUrl(10, 0), listUrl(10, 10)]);
    expect(screen.queryByRole('link', { name: /Open the link/ })).not.toBeInTheDocument();
  });

  it('says when the message is not there, with a way back to the messages', async () => {
    server([makeMessage(1)]);
    openMessage(makeMessage(99).id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Message not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the messages' }));
    expect(currentLocation()).toBe(`/items/${item.id}?tab=messages`);
  });

  it('explains a failure and retries', async () => {
    server([makeMessage(1)]);
    const answer = mock.handler;
    mock.handler = (call) =>
      call.url?.startsWith(`/v1/messages/${item.id}/`) ? apiError(500, 'Try later') : answer(call);
    openMessage(makeMessage(1).id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This message could not be loaded');
    mock.handler = answer;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News 1' })).toBeInTheDocument();
  });
});
