// An item in someone's care on its page, with a mocked API: "in the care of … until …" with the carer's number
// masked (or the boutique), what waits meanwhile, and "End the care now" after a confirmation; a care that had
// already ended (409 CARE_ENDED) said in the owner's words; in English and French.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import type { Item } from '../../api/items';
import { refusal } from '../../test/code-step';
import { CARE_ID, makeCare, STORE } from '../../test/fixtures/heirs-care';
import { makeItem } from '../../test/fixtures/items';
import { signIn } from '../../test/fixtures/settings';
import { apiError, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { goOffline, goOnline } from '../../test/network';
import { renderScreen } from '../../test/render-screen';
import { ItemCare } from './item-care';

const mock = mockHttp();
const inCare: Item = { ...makeItem(1), inCareUntil: '2026-12-20T10:00:00.000Z' };

function open(item: Item, { care = makeCare(), end = { status: 200, data: makeCare() } as MockReply } = {}) {
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === `GET /v1/products/${item.id}/care`) return { status: 200, data: { care } };
    if (route === `POST /v1/care/given/${CARE_ID}/end`) return end;
    return apiError(404, 'Not mocked');
  };
  renderScreen(<ItemCare item={item} />, '/items/:id', `/items/${item.id}`);
}

beforeEach(() => signIn());
afterEach(async () => {
  goOnline();
  await i18n.changeLanguage('en');
});

describe('ItemCare', () => {
  it('shows nothing for an item in nobody’s care', () => {
    open(makeItem(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(mock.calls).toHaveLength(0);
  });

  it('marks the item in the care of a masked number until its end, and ends it after a confirmation', async () => {
    const user = userEvent.setup();
    open(inCare);
    const note = await screen.findByRole('region', {
      name: /^In the care of \+33\s•\s••\s••\s••\s44 until December 20, 2026/,
    });
    expect(note).toHaveTextContent('Sending, selling and declaring it wait for the care to end.');
    await user.click(within(note).getByRole('button', { name: 'End the care now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the care now?' });
    expect(dialog).toHaveTextContent('+33 • •• •• •• 44 is told at once');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it in their care' }));
    expect(mock.calls.some((call) => call.method === 'post')).toBe(false);
    await user.click(within(note).getByRole('button', { name: 'End the care now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End the care' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      mock.calls.filter((call) => describeCall(call) === `POST /v1/care/given/${CARE_ID}/end`),
    ).toHaveLength(1);
  });

  it('says when the care could not be read, with a retry, and still marks the item in care', async () => {
    mock.handler = (call) =>
      describeCall(call) === `GET /v1/products/${inCare.id}/care`
        ? apiError(503, 'The service is unavailable.')
        : apiError(404, 'Not mocked');
    renderScreen(<ItemCare item={inCare} />, '/items/:id', `/items/${inCare.id}`);
    expect(
      await screen.findByText(/Who has it, and the way to end the care, could not be loaded/),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: /^In someone’s care until / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });

  it('offline, holds the early end and says why', async () => {
    open(inCare);
    const end = await screen.findByRole('button', { name: 'End the care now' });
    act(() => goOffline());
    expect(end).toBeDisabled();
    expect(end).toHaveAccessibleDescription('You are offline: this needs a connection.');
    act(() => goOnline());
    expect(end).toBeEnabled();
  });

  it('says a care that had already ended in the owner’s words, in French, with the boutique named', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('fr');
    open(inCare, {
      care: makeCare({ carer: { kind: 'store', store: STORE } }),
      end: refusal(409, 'CARE_ENDED', 'Server words'),
    });
    const note = await screen.findByRole('region', {
      name: /^Confié à Arlo Paris, Paris jusqu’au 20 décembre 2026/,
    });
    await user.click(within(note).getByRole('button', { name: 'Mettre fin à la garde' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mettre fin à la garde' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La garde n’a pas pu prendre fin. Cette garde était déjà terminée.',
    );
    // and the item's care is read again: the page shows it back in the owner's hands
    const careReads = () =>
      mock.calls.filter((call) => describeCall(call) === `GET /v1/products/${inCare.id}/care`).length;
    await waitFor(() => expect(careReads()).toBe(2));
  });
});
