// The authority keys screen and the after-sales passport with a mocked console API: an admin issues a key (its
// label and days checked first), sees it once with how an authority uses it, and revokes one after confirming;
// staff who are not admins do not see the screen; after-sales staff read an item's passport beside its repair, the
// owner's record only when the owner shares it.
import type { AuthorityKey, PassportView } from '@heirloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths } from '../../config/paths';
import { i18n } from '../../i18n';
import { CONSOLE_BRAND, requestedRepair, staffMe } from '../../test/fixtures/console';
import { bodyOf, describeCall, mockConsoleHttp } from '../../test/mock-http';
import { daysOf } from './authority-keys-screen';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const KEYS = `/console/brands/${BRAND}/authority-keys`;
const mock = mockConsoleHttp({ signedIn: true });
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.restoreAllMocks();
});

const issuedKey: AuthorityKey = {
  id: 'a0a0a0a0-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  label: 'DGCCRF, Paris',
  prefix: 'hla_3kT9',
  createdAt: '2026-11-28T09:00:00.000Z',
  createdBy: 'claire@maison-aurele.example',
  expiresAt: '2027-02-26T09:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
};

function openKeys(roles: Parameters<typeof staffMe>[0]) {
  let keys: AuthorityKey[] = [];
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: staffMe(roles) };
    if (route === `GET ${KEYS}`) return { status: 200, data: { items: keys } };
    if (route === `POST ${KEYS}`) {
      const body = bodyOf(call) as { label: string; days: number };
      keys = [{ ...issuedKey, label: body.label }];
      return { status: 201, data: { ...keys[0], key: 'hla_3kT9secretsecretsecret' } };
    }
    if (route === `DELETE ${KEYS}/${issuedKey.id}`) {
      keys = [{ ...keys[0]!, revokedAt: '2026-11-28T10:00:00.000Z' }];
      return { status: 204, data: null };
    }
    return undefined;
  };
  renderConsoleAt(`/console/${BRAND}/authority-keys`, [
    { path: consolePaths.authorityKeys, element: <screens.AuthorityKeysScreen /> },
  ]);
}

describe('the authority keys screen', () => {
  it('reads the days typed', () => {
    expect(daysOf('90')).toBe(90);
    expect(daysOf(' 366 ')).toBe(366);
    for (const wrong of ['', '0', '367', '1.5', '-3', 'ten']) expect(daysOf(wrong)).toBeNull();
  });

  it('issues a key shown once with how to use it, lists it and revokes it after confirming', async () => {
    openKeys(['admin']);
    expect(await screen.findByText('No authority key yet.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Authority keys' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    const days = screen.getByLabelText(/^Valid for \(days\)/);
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Issue the key' }));
    expect(screen.getByText('Name the authority that receives the key.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number of days from 1 to 366.')).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method.toUpperCase() === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/^Authority/), 'DGCCRF, Paris');
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Issue the key' }));
    const issued = await screen.findByText('hla_3kT9secretsecretsecret');
    expect(bodyOf(mock.calls.find((c) => c.method.toUpperCase() === 'POST'))).toEqual({
      label: 'DGCCRF, Paris',
      days: 90,
    });
    const status = issued.closest('[role="status"]') as HTMLElement;
    expect(within(status).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    expect(
      within(status).getByText(
        /Authorization: Bearer hla_3kT9secretsecretsecret.*\/api\/public\/passports\/<gtin>\/<serial>/s,
      ),
    ).toBeInTheDocument();

    const list = await screen.findByRole('region', { name: 'Keys issued' });
    expect(await within(list).findByText('DGCCRF, Paris')).toBeInTheDocument();
    expect(within(list).getByText('hla_3kT9…')).toBeInTheDocument();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(list).getByRole('button', { name: 'Revoke — DGCCRF, Paris' }));
    expect(confirm.mock.calls[0]?.[0]).toBe('Revoke the key of DGCCRF, Paris? It stops working at once.');
    expect(await within(list).findByText(/^Revoked on/)).toBeInTheDocument();
  });

  it('in French, for admins only', async () => {
    await i18n.changeLanguage('fr');
    openKeys(['catalogue', 'afterSales']);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Clés d’autorité' })).toBeNull();
  });
});

const repair = requestedRepair();
const ITEM = repair.productId;

const view = (personal: PassportView['personal']): PassportView => ({
  role: 'afterSales',
  asOf: '2026-11-28T10:00:00.000Z',
  item: {
    digitalLink: 'https://example.test/01/03700000000017/21/MA-1',
    gtin: '03700000000017',
    serialNumber: 'MA-1',
    name: 'Chronographe 1931',
    brand: 'Maison Aurèle',
    model: 'Chronographe',
  },
  versions: { model: 2, item: null },
  fields: { repair: { en: 'Open the case back with a 6-notch key.' }, care: { fr: 'Essuyer.' } },
  documents: [
    {
      id: 'd0c0d0c0-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      kind: 'repairManual',
      title: { en: 'Service manual' },
      audience: 'afterSales',
      url: '/api/public/passport-documents/d0c0',
      mediaType: 'application/pdf',
      size: 10,
      sha256: 'ab',
    },
  ],
  personal,
  consent: null,
  history: [],
});

async function openRepair(passport: PassportView) {
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: staffMe(['afterSales']) };
    if (route.startsWith(`GET /console/brands/${BRAND}/repairs/`))
      return call.params?.state === 'requested'
        ? { status: 200, data: { items: [repair], total: 1 } }
        : { status: 200, data: { items: [], total: 0 } };
    if (route === `GET /console/brands/${BRAND}/items/${ITEM}/passport/view`)
      return { status: 200, data: passport };
    return undefined;
  };
  renderConsoleAt(`/console/${BRAND}/repairs`, [
    { path: consolePaths.repairs, element: <screens.RepairsScreen /> },
  ]);
  const card = await screen.findByRole('article', { name: 'Chronographe 1931 · MA-1' });
  await userEvent.setup().click(within(card).getByRole('button', { name: 'Answer' }));
  return within(screen.getByRole('dialog')).getByRole('region', { name: 'Passport' });
}

describe('the passport beside a repair', () => {
  it('gives the repair information and its documents; the owner’s record is not shared', async () => {
    const part = await openRepair(view(null));
    expect(await within(part).findByText('Open the case back with a 6-notch key.')).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: 'Service manual' })).toHaveAttribute(
      'href',
      '/api/public/passport-documents/d0c0',
    );
    expect(
      within(part).getByText('The owner does not share their record with the brand.'),
    ).toBeInTheDocument();
  });

  it('gives the owner’s record when they share it', async () => {
    const part = await openRepair(
      view({
        heldSince: '2025-03-02T10:00:00.000Z',
        acquiredBy: 'purchase',
        repairs: [
          {
            store: 'Saint-Honoré',
            state: 'returned',
            openedAt: '2025-09-01T10:00:00.000Z',
            closedAt: '2025-09-20T10:00:00.000Z',
          },
        ],
      }),
    );
    await waitFor(() => expect(within(part).getByText(/^Held since .*, bought\.$/)).toBeInTheDocument());
    expect(within(part).getByText(/^Saint-Honoré: opened/)).toBeInTheDocument();
    expect(within(part).queryByText('The owner does not share their record with the brand.')).toBeNull();
  });
});
