// The console's orders with a mocked console API: a sold order refunded from its dialog (what will happen said
// first, a reason asked for, the result said), a refused refund's reason in French, refunded orders with when and
// why, and the dialog run from the keyboard.
import type { ConsoleOrder } from '@heirloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { consolePaths } from '../../config/paths';
import { bodyOf, describeCall, mockConsoleHttp, type MockReply } from '../../test/mock-http';
import { CONSOLE_BRAND, staffMe } from '../../test/fixtures/console';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const mock = mockConsoleHttp({ signedIn: true });
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const me = staffMe(['catalogue'], 1);

const sold: ConsoleOrder = {
  id: '7a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  item: {
    id: '9c1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    name: 'Minaudière “Éclipse”',
    serialNumber: 'AN-1',
    collection: 'Nocturne',
  },
  price: { amount: 125_000, currency: 'EUR' },
  state: 'fulfilled',
  buyer: '+33 6 •• •• •• 01',
  refund: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const autoRefunded: ConsoleOrder = {
  ...sold,
  id: '7b1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  item: {
    ...sold.item,
    id: '9d1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    name: 'Minaudière “Aube”',
    serialNumber: 'AN-2',
  },
  state: 'refunded',
  refund: { at: '2026-11-23T09:00:00.000Z', by: null, reason: null, settled: true },
};
const refunded = (order: ConsoleOrder, settled = true): ConsoleOrder => ({
  ...order,
  state: 'refunded',
  refund: { at: '2026-11-25T11:00:00.000Z', by: me.email, reason: 'Brought back unworn.', settled },
});

function openOrders() {
  renderConsoleAt(`/console/${BRAND}/orders`, [
    { path: consolePaths.orders, element: <screens.OrdersScreen /> },
  ]);
}

/** The orders list, then the refund's answer (after which the list reads the order refunded). */
function answer(refund: MockReply) {
  let done = false;
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: me };
    if (route.startsWith(`GET /console/brands/${BRAND}/orders/`))
      return {
        status: 200,
        data: {
          items: [done && refund.status === 200 ? (refund.data as ConsoleOrder) : sold, autoRefunded],
          total: 2,
        },
      };
    if (route === `POST /console/brands/${BRAND}/orders/${sold.id}/refund`) {
      done = true;
      return refund;
    }
    return undefined;
  };
}

describe('refunding an order', () => {
  it('says what will happen, asks why, refunds, and says so; the order then reads refunded', async () => {
    answer({ status: 200, data: refunded(sold) });
    openOrders();
    const row = (await screen.findByText('AN-1', { exact: false })).closest('tr')!;
    // an order refunded by itself says so, and has no refund button
    const other = screen.getByText('AN-2', { exact: false }).closest('tr')!;
    expect(
      within(other).getByText('Went back by itself: someone else got the item first.'),
    ).toBeInTheDocument();
    expect(within(other).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Refund Minaudière “Éclipse” (AN-1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Minaudière “Éclipse”' });
    expect(within(dialog).getByText('€1,250.00 goes back to the card that paid for it.')).toBeInTheDocument();
    expect(within(dialog).getByText(/comes back to your stock, off sale/)).toBeInTheDocument();
    expect(within(dialog).getByText('The buyer is told, in their language.')).toBeInTheDocument();

    // no reason: nothing sent, the field says why
    await user.click(within(dialog).getByRole('button', { name: 'Refund €1,250.00' }));
    expect(within(dialog).getByText('Say why the order is refunded.')).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.method.toUpperCase() === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for the refund/), '  Brought back unworn. ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund €1,250.00' }));
    expect(
      await screen.findByText(/The order of Minaudière “Éclipse” is refunded: €1,250.00 goes back/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = mock.calls.find((c) => c.method.toUpperCase() === 'POST');
    expect(bodyOf(post)).toEqual({ reason: 'Brought back unworn.' });
    // the list, read again, shows when, by whom and why
    expect(await screen.findByText('Brought back unworn.')).toBeInTheDocument();
    expect(screen.getByText(/by claire@maison-aurele\.example/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund Minaudière “Éclipse”/ })).toBeNull();
  });

  it('says when the card refund is still being tried', async () => {
    answer({ status: 200, data: refunded(sold, false) });
    openOrders();
    const row = (await screen.findByText('AN-1', { exact: false })).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Refund Minaudière/ }));
    await user.type(screen.getByLabelText(/Reason for the refund/), 'Brought back unworn.');
    await user.click(screen.getByRole('button', { name: 'Refund €1,250.00' }));
    expect(
      await screen.findByText(/did not go through yet: it is tried again by itself/),
    ).toBeInTheDocument();
    expect(await screen.findByText('The card refund is being tried again.')).toBeInTheDocument();
  });

  it('shows a refusal in the reader’s language and keeps the dialog; works from the keyboard', async () => {
    await i18n.changeLanguage('fr');
    answer({
      status: 409,
      data: {
        statusCode: 409,
        code: 'ITEM_NOT_WITH_BUYER',
        message: 'L’acheteur n’a plus cet objet (envoyé à un autre téléphone ou vers un portefeuille).',
      },
    });
    openOrders();
    const row = (await screen.findByText('AN-1', { exact: false })).closest('tr')!;
    const user = userEvent.setup();
    const button = within(row).getByRole('button', { name: 'Rembourser Minaudière “Éclipse” (AN-1)' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Rembourser Minaudière “Éclipse”' });
    const reason = within(dialog).getByLabelText(/Motif du remboursement/);
    await user.click(reason);
    await user.keyboard('Rapporté intact.');
    await user.keyboard('{Tab}{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('L’acheteur n’a plus cet objet');
    expect(within(row).getByText('Vendue')).toBeInTheDocument();
    // Escape closes it, nothing changed
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
