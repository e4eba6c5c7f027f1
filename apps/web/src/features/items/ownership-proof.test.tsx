// "Prove I own it" on the item's page, in English and French: it asks the server for a proof, shows its QR code
// and its end, shares it by the system sheet or copies it, and says so when it cannot be made.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { goOffline, goOnline } from '../../test/network';
import { OwnershipProofBlock } from './ownership-proof';

const mock = mockHttp();
const ID = '11111111-1111-4111-8111-111111111111';
const expiresAt = '2026-03-02T14:08:00.000Z';
const url = 'http://localhost:3000/verify/pub-1?proof=sealed-0123456789';
const until = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(expiresAt));

const open = (status: 'active' | 'stolen' | 'pending_transfer' = 'active') =>
  renderScreen(<OwnershipProofBlock item={{ id: ID, status }} />, '/', '/');

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'share');
  goOnline();
  await i18n.changeLanguage('en');
});

describe('OwnershipProofBlock', () => {
  it('makes a proof, shows its QR code and its end, and copies its link where there is no share sheet', async () => {
    const user = userEvent.setup();
    mock.handler = () => ({ status: 200, data: { url, expiresAt } });
    open();
    const block = screen.getByRole('region', { name: 'Prove you own it' });
    expect(within(block).getByText(/It names no one/)).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Prove I own it' }));
    expect(
      await within(block).findByRole('img', {
        name: 'QR code of the proof that you own this item, valid 5 minutes',
      }),
    ).toBeInTheDocument();
    expect(mock.calls.map(describeCall)).toEqual([`POST /v1/products/${ID}/ownershipProof`]);
    expect(within(block).getByText(`Valid until ${until('en-US')}.`)).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Copy the proof link' }));
    expect(await within(block).findByText('Link copied. It is valid for 5 minutes.')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
  });

  it('opens the system share sheet when there is one, in French', async () => {
    await i18n.changeLanguage('fr');
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    mock.handler = () => ({ status: 200, data: { url, expiresAt } });
    open('stolen');
    const block = screen.getByRole('region', { name: 'Prouver que vous le possédez' });
    await userEvent.click(within(block).getByRole('button', { name: 'Prouver que je le possède' }));
    expect(await within(block).findByText(`Valable jusqu’à ${until('fr-FR')}.`)).toBeInTheDocument();
    await userEvent.click(within(block).getByRole('button', { name: 'Partager la preuve' }));
    expect(share).toHaveBeenCalledWith({ title: 'Preuve de possession, valable 5 minutes', url });
    expect(within(block).getByRole('button', { name: 'Créer un nouveau lien' })).toBeInTheDocument();
  });

  it('says when the proof cannot be made, and shows nothing to share', async () => {
    mock.handler = () => apiError(404, 'Not found.');
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Prove I own it' }));
    expect(await screen.findByText('The proof could not be made. Not found.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offline, waits for the network and says why (decision 038)', () => {
    open();
    act(() => goOffline());
    const make = screen.getByRole('button', { name: 'Prove I own it' });
    expect(make).toBeDisabled();
    expect(make).toHaveAccessibleDescription('You are offline: this needs a connection.');
    expect(mock.calls).toEqual([]);
    act(() => goOnline());
    expect(make).toBeEnabled();
  });

  it('is not offered for an item on its way to someone else', () => {
    open('pending_transfer');
    expect(screen.queryByRole('region', { name: 'Prove you own it' })).not.toBeInTheDocument();
  });
});
