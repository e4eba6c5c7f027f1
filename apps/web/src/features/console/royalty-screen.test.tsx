// The brand's royalty screen with a mocked console API: the royalty now and its state on the chain, a new one
// checked before it is sent (address, rate and its cap), sent in basis points, a refused checksum's reason in
// French with a French rate ("2,5"), and "ask for no royalty"; the nav shows it to admins only.
import type { BrandRoyalty } from '@heirloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { consolePaths } from '../../config/paths';
import { i18n } from '../../i18n';
import { CONSOLE_BRAND, staffMe } from '../../test/fixtures/console';
import { bodyOf, describeCall, mockConsoleHttp, type MockReply } from '../../test/mock-http';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';
import { basisPoints } from './royalty-screen';

const BRAND = CONSOLE_BRAND;
const mock = mockConsoleHttp({ signedIn: true });
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const none: BrandRoyalty = { receiver: null, bps: 0, maxBps: 1000, chain: 'none' };

function openRoyalty(
  roles: Parameters<typeof staffMe>[0],
  now: BrandRoyalty,
  put?: (body: unknown) => MockReply,
) {
  let current = now;
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: staffMe(roles, 1) };
    if (route === `GET /console/brands/${BRAND}/royalty`) return { status: 200, data: current };
    if (route === `PUT /console/brands/${BRAND}/royalty` && put) {
      const reply = put(bodyOf(call));
      if (reply.status === 200) current = reply.data as BrandRoyalty;
      return reply;
    }
    return undefined;
  };
  renderConsoleAt(`/console/${BRAND}/royalty`, [
    { path: consolePaths.royalty, element: <screens.RoyaltyScreen /> },
  ]);
}

const puts = () => mock.calls.filter((c) => c.method.toUpperCase() === 'PUT');

describe('the royalty screen', () => {
  it('reads a typed rate in basis points, in either language’s decimals', () => {
    expect(basisPoints('2.5')).toBe(250);
    expect(basisPoints('2,5 %')).toBe(250);
    expect(basisPoints('10')).toBe(1000);
    expect(basisPoints('0.01')).toBe(1);
    for (const wrong of ['', 'abc', '2.555', '-1', '1e2']) expect(basisPoints(wrong)).toBeNull();
  });

  it('shows none, checks the form before sending, sends basis points, and says it is on its way', async () => {
    openRoyalty(['admin'], none, (body) => ({
      status: 200,
      data: { ...(body as { receiver: string; bps: number }), maxBps: 1000, chain: 'pending' },
    }));
    expect(await screen.findByText('None: no royalty is asked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Royalty' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    const address = screen.getByLabelText(/^Receiving address/);
    const rate = screen.getByLabelText(/^Rate \(%\)/);

    await user.type(address, '0x1234');
    await user.type(rate, '12');
    await user.click(screen.getByRole('button', { name: 'Save the royalty' }));
    expect(screen.getByText(/Enter an address such as/)).toBeInTheDocument();
    expect(
      screen.getByText('Enter a rate above 0 and up to 10 %, with at most two decimals.'),
    ).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);

    await user.clear(address);
    await user.type(address, ADDRESS);
    await user.clear(rate);
    await user.type(rate, '7.5');
    await user.click(screen.getByRole('button', { name: 'Save the royalty' }));
    expect(
      await screen.findByText('Saved. It is written on the chain within a few moments.'),
    ).toBeInTheDocument();
    expect(bodyOf(puts()[0])).toEqual({ receiver: ADDRESS, bps: 750 });
    const now = screen.getByRole('region', { name: 'Your royalty now' });
    expect(await within(now).findByText(ADDRESS)).toBeInTheDocument();
    expect(within(now).getByText('7.5 %')).toBeInTheDocument();
    expect(within(now).getByText('On its way to the chain')).toBeInTheDocument();
  });

  it('in French: reads "2,5", says a refused checksum in French, and asks for no royalty', async () => {
    await i18n.changeLanguage('fr');
    openRoyalty(['admin'], { receiver: ADDRESS, bps: 250, maxBps: 1000, chain: 'confirmed' }, (body) => {
      const sent = body as { receiver: string | null; bps: number };
      if (sent.receiver === null) return { status: 200, data: { ...none, chain: 'pending' } };
      return {
        status: 400,
        data: {
          statusCode: 400,
          code: 'ADDRESS_CHECKSUM',
          field: 'receiver',
          message:
            'Les majuscules et minuscules de cette adresse ne correspondent pas à sa somme de contrôle.',
        },
      };
    });
    expect(
      await screen.findByText('Inscrite sur la chaîne : les places de marché la lisent'),
    ).toBeInTheDocument();
    const rate = screen.getByLabelText(/^Taux \(%\)/);
    expect(rate).toHaveValue('2,5');
    const user = userEvent.setup();
    const address = screen.getByLabelText(/^Adresse de réception/);
    await user.clear(address);
    await user.type(address, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la redevance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('somme de contrôle');
    expect(bodyOf(puts()[0])).toEqual({ receiver: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', bps: 250 });

    await user.click(screen.getByRole('button', { name: 'Ne demander aucune redevance' }));
    expect(await screen.findByText('Aucune redevance n’est plus demandée.')).toBeInTheDocument();
    expect(bodyOf(puts()[1])).toEqual({ receiver: null, bps: 0 });
    expect(await screen.findByText('Aucune : aucune redevance n’est demandée')).toBeInTheDocument();
  });

  it('is not in the navigation of staff who are not admins', async () => {
    openRoyalty(['catalogue'], none);
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Royalty' })).toBeNull();
  });
});
