// The console's list of items back from wallets (on the orders screen), with a mocked console API: each arrival
// with why it is the brand's, marked resolved (the list read again without it), and in French.
import type { CustodyArrival } from '@heirloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { consolePaths } from '../../config/paths';
import { describeCall, mockConsoleHttp } from '../../test/mock-http';
import { CONSOLE_BRAND, staffMe } from '../../test/fixtures/console';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const mock = mockConsoleHttp({ signedIn: true });
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const me = staffMe(['catalogue'], 1);
const gone: CustodyArrival = {
  id: '1a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  item: {
    id: '2a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    name: 'Chronographe 1931',
    serialNumber: 'MA-1',
    publicId: 'p1',
  },
  reason: 'account_gone',
  address: '0x5B34b330e4351c87CaeCDA87922e1A54BCC83AC4',
  txHash: `0x${'ab'.repeat(32)}`,
  createdAt: '2026-11-24T10:00:00.000Z',
};
const stray: CustodyArrival = {
  ...gone,
  id: '1b1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  item: { ...gone.item, id: '2b1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Sac Lune', serialNumber: 'MA-2' },
  reason: 'not_its_owner',
};

function open() {
  let resolved = false;
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: me };
    if (route.startsWith(`GET /console/brands/${BRAND}/orders/`))
      return { status: 200, data: { items: [], total: 0 } };
    if (route.startsWith(`GET /console/brands/${BRAND}/arrivals/`)) {
      const items = resolved ? [stray] : [gone, stray];
      return { status: 200, data: { items, total: items.length } };
    }
    if (route === `POST /console/brands/${BRAND}/arrivals/${gone.id}/resolve`) {
      resolved = true;
      return { status: 200, data: { ok: true } };
    }
    return undefined;
  };
  renderConsoleAt(`/console/${BRAND}/orders`, [
    { path: consolePaths.orders, element: <screens.OrdersScreen /> },
  ]);
}

describe('items back from wallets', () => {
  it('lists each with why it is the brand’s, and marks one resolved', async () => {
    open();
    const panel = (await screen.findByRole('heading', { name: 'Back from wallets' })).closest('section')!;
    const row = (await within(panel).findByText('Chronographe 1931')).closest('tr')!;
    expect(within(row).getByText('Its sender closed their account')).toBeInTheDocument();
    expect(within(row).getByText('0x5B34…3AC4')).toHaveAttribute('title', gone.address);
    const other = within(panel).getByText('Sac Lune').closest('tr')!;
    expect(within(other).getByText('Sent to an address that is not its owner’s')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Mark Chronographe 1931 (MA-1) resolved' }));
    expect(
      await screen.findByText('Chronographe 1931 is marked resolved: it stays in your stock.'),
    ).toHaveAttribute('role', 'status');
    expect(mock.calls.map(describeCall)).toContain(
      `POST /console/brands/${BRAND}/arrivals/${gone.id}/resolve`,
    );
    await expect.poll(() => within(panel).queryByText('Chronographe 1931')).toBeNull();
    expect(within(panel).getByText('Sac Lune')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    open();
    const panel = (await screen.findByRole('heading', { name: 'Revenus de portefeuilles' })).closest(
      'section',
    )!;
    const row = (await within(panel).findByText('Chronographe 1931')).closest('tr')!;
    expect(within(row).getByText('Son expéditeur a fermé son compte')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Marquer Chronographe 1931 (MA-1) comme traité' }),
    ).toBeInTheDocument();
  });
});
