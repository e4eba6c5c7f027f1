// Messages from finders on the item's Messages tab, with a mocked API: opened from the notice's link, each
// message with its date and the finder's contact (a link when it is one), marked handled and back (announced),
// the count on the tab, and the loading, empty, error and French states.
import type { ReceivedFinderMessage } from '@heirloom/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { ItemRoute } from './item-route';
import { makeItem } from '../test/fixtures/items';
import { formatDate } from '../lib/format';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../test/mock-http';
import { renderScreen } from '../test/render-screen';
import { goOffline, goOnline } from '../test/network';

const mock = mockHttp();
const stolen = makeItem(1, {
  status: 'stolen',
  opposition: { active: true, kind: 'stolen', since: '2024-05-02T12:00:00.000Z' },
});
const calm = makeItem(1);
const LIST = `/v1/products/${stolen.id}/finderMessages/`;
const markUrl = (messageId: string) => `/v1/products/${stolen.id}/finderMessages/${messageId}/handled`;

function finderMessage(n: number, overrides: Partial<ReceivedFinderMessage> = {}): ReceivedFinderMessage {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productId: stolen.id,
    message: `Message ${n} from a finder.`,
    contact: null,
    createdAt: `2024-06-0${n}T10:00:00.000Z`,
    handledAt: null,
    ...overrides,
  };
}
const written = (message: ReceivedFinderMessage, language = 'en') =>
  formatDate(message.createdAt, language, 'dateTime');

interface Server {
  item?: typeof stolen;
  messages?: ReceivedFinderMessage[];
  /** answers the list with this instead */
  list?: MockReply | (() => Promise<MockReply>);
  mark?: MockReply;
}

/** The API as the owner meets it: the item, its finder messages (newest first), marking them, no brand message. */
function server({ item = stolen, messages = [], list, mark }: Server = {}) {
  const stored = [...messages];
  mock.handler = async (call): Promise<MockReply> => {
    const url = call.url ?? '';
    if (url.startsWith('/v1/messages/unseenCountByProducts/'))
      return { status: 200, data: { total: 0, items: [] } };
    if (url.startsWith('/v1/messages/')) return { status: 200, data: { items: [], total: 0 } };
    if (url.startsWith(LIST) && call.method === 'post') {
      if (mark) return mark;
      const index = stored.findIndex((m) => url === markUrl(m.id));
      const { handled } = bodyOf(call) as { handled: boolean };
      const marked = { ...stored[index]!, handledAt: handled ? '2024-06-10T09:00:00.000Z' : null };
      stored[index] = marked;
      return { status: 200, data: marked };
    }
    if (url.startsWith(LIST)) {
      if (list) return typeof list === 'function' ? list() : list;
      const unhandled = stored.filter((m) => m.handledAt === null).length;
      return { status: 200, data: { items: [...stored], total: stored.length, unhandled } };
    }
    if (url === `/v1/products/${item.id}`) return { status: 200, data: item };
    return apiError(404, 'Not mocked');
  };
}

/** Where the notice's link lands: the item's messages tab. */
const openMessages = () => renderScreen(<ItemRoute />, '/items/:id', `/items/${stolen.id}?tab=messages`);
const section = async () => screen.findByRole('region', { name: 'Messages from finders' });

afterEach(() => goOnline());

describe('Messages from finders', () => {
  it('reads each message in full from the notice’s link, with its date and the contact as the finder gave it', async () => {
    const messages = [
      finderMessage(4, { contact: 'finder@example.com' }),
      finderMessage(3, { contact: '+33 6 12 34 56 78' }),
      finderMessage(2, { contact: 'Ask for Paul at the café' }),
      finderMessage(1, { message: 'Seen at the\nflea market.', handledAt: '2024-06-05T08:00:00.000Z' }),
    ];
    server({ messages });
    openMessages();
    const region = await section();
    const list = await within(region).findByRole('list', {
      name: 'Messages from finders about Chronograph No. 1',
    });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [mail, phone, words, handled] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(mail).getByText('Message 4 from a finder.')).toBeInTheDocument();
    expect(within(mail).getByText(written(messages[0]!))).toHaveAttribute('datetime', messages[0]!.createdAt);
    expect(within(mail).getByText('To handle')).toBeInTheDocument();
    expect(within(mail).getByRole('link', { name: 'finder@example.com' })).toHaveAttribute(
      'href',
      'mailto:finder@example.com',
    );
    expect(within(phone).getByRole('link', { name: '+33 6 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
    // not clearly an address: shown as given, no link
    expect(within(words).getByText('Ask for Paul at the café')).toBeInTheDocument();
    expect(within(words).queryByRole('link')).not.toBeInTheDocument();

    // handled ones are quieter, say when, and can be put back
    expect(handled).toHaveAttribute('data-handled');
    expect(mail).not.toHaveAttribute('data-handled');
    expect(within(handled).queryByText('To handle')).not.toBeInTheDocument();
    expect(within(handled).getByText('Handled on June 5, 2024')).toBeInTheDocument();
    expect(within(handled).getByText('No contact left')).toBeInTheDocument();
    expect(within(handled).getByText(/Seen at the\s+flea market\./)).toBeInTheDocument();
    expect(within(handled).getByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();

    // the tab counts the three still to handle; the brand's messages follow under their own title
    expect(screen.getByRole('tab', { name: 'Messages 3 messages waiting for you' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Messages from Maison Arlo' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });

  it('offline, reads the messages and holds the marks, saying why (decision 038)', async () => {
    server({ messages: [finderMessage(1)] });
    openMessages();
    const region = await section();
    const button = await within(region).findByRole('button', { name: 'Mark handled' });
    expect(button).toBeEnabled();
    act(() => goOffline());
    expect(within(region).getByText('You are offline: this needs a connection.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(within(region).getByText('Message 1 from a finder.')).toBeInTheDocument();
    act(() => goOnline());
    expect(button).toBeEnabled();
    expect(within(region).queryByText('You are offline: this needs a connection.')).not.toBeInTheDocument();
  });

  it('marks a message handled and back: saved, announced, the count follows, focus stays on the button', async () => {
    const messages = [finderMessage(2), finderMessage(1)];
    server({ messages });
    openMessages();
    const region = await section();
    const [newest] = (await within(region).findAllByRole('listitem')) as [HTMLElement];
    const button = within(newest).getByRole('button', { name: 'Mark handled' });
    // which message it marks: its date describes it
    expect(button).toHaveAccessibleDescription(`To handle ${written(messages[0]!)}`);
    await userEvent.click(button);

    const posts = mock.calls.filter((call) => call.method === 'post');
    expect(posts.map(describeCall)).toEqual([`POST ${markUrl(messages[0]!.id)}`]);
    expect(bodyOf(posts[0])).toEqual({ handled: true });
    expect(await within(newest).findByText('Handled on June 10, 2024')).toBeInTheDocument();
    expect(newest).toHaveAttribute('data-handled');
    expect(within(region).getByRole('status')).toHaveTextContent(
      `The message of ${written(messages[0]!)} is marked handled.`,
    );
    expect(screen.getByRole('tab', { name: 'Messages 1 message waiting for you' })).toBeInTheDocument();
    const undo = within(newest).getByRole('button', { name: 'Mark not handled' });
    expect(undo).toHaveFocus();

    await userEvent.click(undo);
    expect(bodyOf(mock.calls.filter((call) => call.method === 'post')[1])).toEqual({ handled: false });
    expect(await within(newest).findByRole('button', { name: 'Mark handled' })).toHaveFocus();
    expect(within(newest).getByText('To handle')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(
      `The message of ${written(messages[0]!)} is back among those to handle.`,
    );
    expect(screen.getByRole('tab', { name: 'Messages 2 messages waiting for you' })).toBeInTheDocument();
    // the list was not read again for it
    expect(mock.calls.filter((call) => call.method === 'get' && call.url?.startsWith(LIST))).toHaveLength(1);
  });

  it('says why a mark failed, and changes nothing', async () => {
    server({ messages: [finderMessage(1)], mark: apiError(404, 'Not found.') });
    openMessages();
    const [row] = (await within(await section()).findAllByRole('listitem')) as [HTMLElement];
    await userEvent.click(within(row).getByRole('button', { name: 'Mark handled' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('It could not be changed: Not found.');
    expect(within(row).getByText('To handle')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Messages 1 message waiting for you' })).toBeInTheDocument();
  });

  it('shows the loading state, then says what to expect while no finder has written', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    server({ list: () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    openMessages();
    const region = await section();
    await waitFor(() => expect(region.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(within(region).getByText('Loading')).toBeInTheDocument();
    answer({ status: 200, data: { items: [], total: 0, unhandled: 0 } });
    expect(
      await within(region).findByRole('heading', { name: 'No message from a finder yet' }),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(/Anyone who scans the code of your Chronograph No\. 1/),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument();
  });

  it('explains a failed load and retries', async () => {
    server({ list: apiError(500, 'The server is resting.') });
    openMessages();
    const region = await section();
    // one retry of a server error first, as every list does
    expect(await within(region).findByRole('alert')).toHaveTextContent('The server is resting.');
    expect(
      within(region).getByRole('heading', { name: 'The messages from finders could not be loaded' }),
    ).toBeInTheDocument();
    server({ messages: [finderMessage(1)] });
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Message 1 from a finder.')).toBeInTheDocument();
  });

  it('stays out of the way of an item never declared; after a declaration, its messages are still there', async () => {
    server({ item: calm });
    openMessages();
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    await waitFor(() => expect(mock.calls.some((call) => call.url?.startsWith(LIST))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Messages from finders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Messages from Maison Arlo' })).not.toBeInTheDocument();
  });

  it('still shows the messages once the declaration is withdrawn (the item found)', async () => {
    server({ item: calm, messages: [finderMessage(1, { contact: 'finder@example.com' })] });
    openMessages();
    const region = await section();
    expect(await within(region).findByText('Message 1 from a finder.')).toBeInTheDocument();
    expect(
      within(region).queryByRole('heading', { name: 'No message from a finder yet' }),
    ).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const messages = [finderMessage(1, { contact: 'finder@example.com' })];
    server({ messages });
    openMessages();
    const region = await screen.findByRole('region', { name: 'Messages de personnes l’ayant trouvé' });
    const [row] = (await within(region).findAllByRole('listitem')) as [HTMLElement];
    expect(within(row).getByText('À traiter')).toBeInTheDocument();
    expect(within(row).getByText(written(messages[0]!, 'fr'))).toBeInTheDocument();
    expect(within(row).getByText('Contact :')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Marquer comme traité' }));
    expect(await within(row).findByText('Traité le 10 juin 2024')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(
      `Le message du ${written(messages[0]!, 'fr')} est marqué comme traité.`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Messages de Maison Arlo' })).toBeInTheDocument();
  });
});
