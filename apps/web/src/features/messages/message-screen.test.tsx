// One brand message with a mocked API: the picture, the whole body, the link, older pages, the not-found and error
// states, and the brand's name after "de" in French.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../api/messages';
import { i18n } from '../../i18n';
import { makeItem } from '../../test/fixtures/items';
import { makeMessage, messagesServer } from '../../test/fixtures/messages';
import { apiError, mockHttp } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { MessageScreen } from './message-screen';

const mock = mockHttp();
const item = makeItem(1);
const server = (messages?: Message[]) => messagesServer(mock, messages);
const listUrl = (limit: number, offset: number) => `/v1/messages/${item.id}/${limit}/${offset}`;
const listCalls = () => mock.calls.filter((call) => call.url?.startsWith(`/v1/messages/${item.id}/`));
const openMessage = (messageId: string) =>
  renderScreen(
    <MessageScreen />,
    '/items/:id/messages/:messageId',
    `/items/${item.id}/messages/${messageId}`,
  );

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

  it('says in French who sent it, "de" elided before a brand whose name starts with a vowel', async () => {
    const fromNuit = makeMessage(2, {
      brand: { name: 'Atelier Nuit', logoUrl: null },
      pictureUrl: '/api/media/messages/2/full',
    });
    const fromAurele = makeMessage(1, { brand: { name: 'Maison Aurèle', logoUrl: null } });
    server([fromNuit, fromAurele]);
    await i18n.changeLanguage('fr');
    openMessage(fromNuit.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'News 2' })).toBeInTheDocument();
    expect(screen.getByText('De la part d’Atelier Nuit')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image envoyée par Atelier Nuit' })).toBeInTheDocument();
    cleanup();
    openMessage(fromAurele.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'News 1' })).toBeInTheDocument();
    expect(screen.getByText('De la part de Maison Aurèle')).toBeInTheDocument();
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
