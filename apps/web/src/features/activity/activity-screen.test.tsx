// Activity with a mocked API: rows, tabs by direction, paging, empty states, cancelling a pending send.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../api/transfers';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { makeStep, TX_MOVE } from '../../test/fixtures/token';
import { i18n } from '../../i18n';
import { ActivityScreen } from './activity-screen';

const mock = mockHttp();
const uuid = (n: number) => `55555555-0000-4000-8000-${String(n).padStart(12, '0')}`;

function row(n: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: `${uuid(n)}:${uuid(100 + n)}`,
    transferId: uuid(n),
    direction: 'sent',
    product: { id: uuid(100 + n), name: `Bag No. ${n}`, icon: { publicUrl: null, privateUrl: null } },
    counterparty: { phoneMasked: '+33 6 •• •• •• 21' },
    state: 'done',
    chain: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    cancellable: false,
    ...overrides,
  };
}

const open = (query = '') => renderScreen(<ActivityScreen />, '/activity', `/activity${query}`);

describe('ActivityScreen', () => {
  it('lists items moved with direction, counterparty, date and state, and pages by 10', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 12 }, (_, i) => row(i + 1));
    mock.handler = (call) => {
      const [, , limit, offset] = (call.url ?? '').split('/');
      const start = Number(offset);
      return { status: 200, data: { items: all.slice(start, start + Number(limit)), total: all.length } };
    };
    open();
    expect(await screen.findByText('Bag No. 1')).toBeInTheDocument();
    // each item's name is a heading right under the screen's h1 (axe's heading-order: no level skipped)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      all.slice(0, 10).map((transaction) => transaction.product.name),
    );
    expect(screen.getAllByText('Sent to +33 6 •• •• •• 21')).toHaveLength(10);
    expect(screen.getAllByText('Done')).toHaveLength(10);
    expect(screen.getAllByText(/March 5, 2026/)).toHaveLength(10);
    expect(describeCall(mock.calls[0]!)).toBe('GET /transactions/10/0/all');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Bag No. 12')).toBeInTheDocument();
    expect(mock.calls.map(describeCall)).toContain('GET /transactions/10/10/all');
  });

  it('shows each move on the chain with its state and transaction, and asks again until it is final', async () => {
    let state: 'retrying' | 'confirmed' = 'retrying';
    mock.handler = () => ({
      status: 200,
      data: {
        items: [
          row(1, { chain: makeStep({ kind: 'withdraw', state, txHash: TX_MOVE }) }),
          row(2, { chain: null }),
        ],
        total: 2,
      },
    });
    open();
    expect(await screen.findByText('Retrying')).toBeInTheDocument();
    expect(screen.getAllByText('On the chain:')).toHaveLength(1);
    expect(screen.getByText(`Transaction ${TX_MOVE}`)).toBeInTheDocument();
    expect(screen.getByText('0xb2b2…b2b2')).toBeVisible();
    state = 'confirmed';
    expect(await screen.findByText('Confirmed', {}, { timeout: 6000 })).toBeInTheDocument();
  });

  it('shows the sender the number they sent to in full, formatted; a recipient the sender’s masked', async () => {
    mock.handler = () => ({
      status: 200,
      data: {
        items: [
          row(1, { counterparty: { phone: '+33600000002' } }),
          row(2, { direction: 'received', counterparty: { phoneMasked: '+33 ••••••01' } }),
        ],
        total: 2,
      },
    });
    open();
    expect(await screen.findByText('Sent to +33 6 00 00 00 02')).toBeInTheDocument();
    expect(screen.getByText('Received from +33 ••••••01')).toBeInTheDocument();
  });

  it('switches to received, with its own empty state', async () => {
    const user = userEvent.setup();
    mock.handler = (call) =>
      call.url?.endsWith('/received')
        ? { status: 200, data: { items: [], total: 0 } }
        : { status: 200, data: { items: [row(1)], total: 1 } };
    open();
    await screen.findByText('Bag No. 1');
    await user.click(screen.getByRole('tab', { name: 'Received' }));
    expect(await screen.findByRole('heading', { name: 'You haven’t received anything yet' })).toBeVisible();
  });

  it('cancels a pending send after confirmation', async () => {
    const user = userEvent.setup();
    let state: Transaction['state'] = 'pending';
    mock.handler = (call) => {
      if (call.url?.endsWith('/cancel')) {
        state = 'cancelled';
        return { status: 200, data: true };
      }
      const item = row(1, { state, cancellable: state === 'pending' });
      return { status: 200, data: { items: [item], total: 1 } };
    };
    open();
    const item = (await screen.findByText('Bag No. 1')).closest('li')!;
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bag No. 1 comes back to your collection');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.calls.map(describeCall)).toContain(`POST /transactions/${uuid(1)}/cancel`);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(/The transfer was cancelled/)).toHaveAttribute('role', 'status');
  });

  it('shows the sender of an item sent out the address to send it back to, as a QR code and as text', async () => {
    const user = userEvent.setup();
    const back = '0x5B34b330e4351c87CaeCDA87922e1A54BCC83AC4';
    mock.handler = () => ({
      status: 200,
      data: {
        items: [
          row(1, {
            counterparty: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
            returnAddress: back,
          }),
          row(2, { counterparty: { phone: '+33600000002' } }),
          row(3, {
            direction: 'received',
            counterparty: { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
            returnAddress: back,
          }),
        ],
        total: 3,
      },
    });
    open();
    const sentOut = (await screen.findByText('Bag No. 1')).closest('li')!;
    const toggle = within(sentOut).getByText('Bring it back');
    expect(toggle.tagName).toBe('SUMMARY');
    // folded: the disclosure is closed until asked for
    expect(toggle.closest('details')).not.toHaveAttribute('open');
    await user.click(toggle);
    expect(toggle.closest('details')).toHaveAttribute('open');
    expect(within(sentOut).getByText(back)).toBeVisible();
    expect(within(sentOut).getByText(/send its token from the wallet to this address/)).toBeVisible();
    expect(
      await within(sentOut).findByRole('img', { name: 'QR code of the address to send Bag No. 1 back to' }),
    ).toBeInTheDocument();
    // the address copied as it is, and said so
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(sentOut).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(back);
    expect(await within(sentOut).findByRole('status')).toHaveTextContent('Copied.');
    writeText.mockRestore();
    // a send to a phone has none, nor does a row its reader received
    for (const name of ['Bag No. 2', 'Bag No. 3']) {
      expect(within(screen.getByText(name).closest('li')!).queryByText('Bring it back')).toBeNull();
    }
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      const back = '0x5B34b330e4351c87CaeCDA87922e1A54BCC83AC4';
      mock.handler = () => ({
        status: 200,
        data: { items: [row(1, { counterparty: { address: back }, returnAddress: back })], total: 1 },
      });
      open();
      const sentOut = (await screen.findByText('Bag No. 1')).closest('li')!;
      expect(within(sentOut).getByText('Le récupérer')).toBeInTheDocument();
      expect(within(sentOut).getByText('Adresse de retour')).toBeInTheDocument();
      expect(within(sentOut).getByRole('button', { name: 'Copier' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a failed load with a retry', async () => {
    mock.handler = () => apiError(500, 'Server trouble');
    open();
    expect(
      await screen.findByRole('heading', { name: 'Your activity could not be loaded' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByText('Server trouble')).toBeInTheDocument();
  });
});
