// /items/:id/repair with a mocked API: store → description → review → tracking; nearest stores first with a
// mocked geolocation; a refused location; an open repair shows its tracking; a refusal keeps what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '../../api/items';
import type { Repair } from '../../api/repairs';
import { makeItem, page } from '../../test/fixtures/items';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { allStores, makeRepair, NEAR_LYON, stores } from '../../test/fixtures/repairs';
import { RepairScreen } from './repair-screen';

const mock = mockHttp();

function api({
  item = makeItem(1),
  repairs = [] as Repair[],
  create,
}: { item?: Item; repairs?: Repair[]; create?: MockReply } = {}) {
  const list = [...repairs];
  mock.handler = (call) => {
    const url = call.url ?? '';
    if (url === `/v1/clients/${item.brand.id}/savStores`) return { status: 200, data: { items: allStores } };
    if (url.includes('/repairs/')) return page(list);
    if (call.method === 'post' && url === `/v2/products/${item.id}/repair`) {
      if (create) return create;
      const body = bodyOf(call) as { savStore: string; details: string };
      const created = makeRepair(9, 'requested', {
        store: allStores.find((store) => store.id === body.savStore) ?? stores.paris,
        details: body.details,
      });
      list.unshift(created);
      return { status: 201, data: created };
    }
    const repair = list.find((candidate) => url.endsWith(`/repair/${candidate.id}`));
    if (repair) return { status: 200, data: repair };
    if (url === `/v1/products/${item.id}`) return { status: 200, data: item };
    return apiError(404, 'Not found');
  };
}

const open = () => renderScreen(<RepairScreen />, '/items/:id/repair', `/items/${makeItem(1).id}/repair`);
const storesShown = () => screen.findByRole('radio', { name: /Paris Rivoli/ });
const storeOrder = () =>
  screen
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.querySelector('span span span')?.textContent);

function mockGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail)),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('RepairScreen: the request', () => {
  it('goes from the store to the description to the review, then shows the new repair’s tracking', async () => {
    const user = userEvent.setup();
    api();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a store' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await storesShown();
    expect(storeOrder()).toEqual(['Bordeaux Intendance', 'Lyon Bellecour', 'Paris Rivoli']);
    expect(
      within(screen.getByRole('radio', { name: /Paris Rivoli/ }).closest('label')!).getByText(
        /^Today 10:00 AM – 7:00 PM$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('radio', { name: /Bordeaux/ }).closest('label')!).getByText('Closed today'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a store to continue.');
    await user.click(screen.getByRole('radio', { name: /Paris Rivoli/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const detailsTitle = await screen.findByRole('heading', { level: 1, name: 'Describe the problem' });
    expect(detailsTitle).toHaveFocus();
    const field = screen.getByLabelText('What needs repairing?');
    await user.type(field, 'Broken');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(
      screen.getByText('Please describe the problem in at least 10 characters (6 so far).'),
    ).toBeVisible();
    expect(screen.getByText('6 / 2000')).toBeInTheDocument();

    await user.type(field, ' crown, the date does not change');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check and send' })).toBeInTheDocument();
    expect(screen.getByText('Paris Rivoli')).toBeInTheDocument();
    expect(screen.getByText('Broken crown, the date does not change')).toBeInTheDocument();
    expect(mock.calls.some((call) => call.method === 'post')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your repair' })).toBeInTheDocument();
    const request = mock.calls.find((call) => call.method === 'post');
    expect(describeCall(request!)).toBe(`POST /v2/products/${makeItem(1).id}/repair`);
    expect(bodyOf(request)).toEqual({
      savStore: stores.paris.id,
      details: 'Broken crown, the date does not change',
    });
    expect(screen.getByText('Your request was sent to Paris Rivoli.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Status Requested' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the description' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the request' })).toBeInTheDocument();
  });

  it('lists the nearest stores first, with their distance, once the owner shares a position', async () => {
    const user = userEvent.setup();
    mockGeolocation((ok) => ok({ coords: NEAR_LYON } as GeolocationPosition));
    api();
    open();
    await storesShown();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Nearest stores first.')).toBeInTheDocument();
    expect(storeOrder()).toEqual(['Lyon Bellecour', 'Paris Rivoli', 'Bordeaux Intendance']);
    expect(screen.getByRole('radio', { name: /Lyon Bellecour/ }).closest('label')).toHaveTextContent(
      '0.7 km away',
    );
    expect(screen.getByRole('radio', { name: /Paris Rivoli/ }).closest('label')).toHaveTextContent(
      '392 km away',
    );
  });

  it('says politely when the location is refused, and keeps the list by name', async () => {
    const user = userEvent.setup();
    mockGeolocation((_ok, fail) =>
      fail({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: 'denied',
      } as GeolocationPositionError),
    );
    api();
    open();
    await storesShown();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/You didn’t share your location, no problem/)).toBeInTheDocument();
    expect(storeOrder()).toEqual(['Bordeaux Intendance', 'Lyon Bellecour', 'Paris Rivoli']);
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the request is refused, and keeps the store and the description', async () => {
    const user = userEvent.setup();
    api({ create: apiError(409, 'A repair of this item is already under way.') });
    open();
    await user.click(await screen.findByRole('radio', { name: /Lyon Bellecour/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(
      await screen.findByLabelText('What needs repairing?'),
      'The strap is torn near the clasp.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/A repair of this item is already under way\./)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The request was not sent.');
    expect(screen.getByRole('heading', { level: 1, name: 'Check and send' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Change' })[1]!);
    expect(await screen.findByLabelText('What needs repairing?')).toHaveValue(
      'The strap is torn near the clasp.',
    );
  });
});

describe('RepairScreen: an item already in repair, or that cannot be', () => {
  it('shows the open repair’s tracking instead of the request, and the closed ones below', async () => {
    const item = makeItem(1, { status: 'in_repair' });
    const current = makeRepair(1, 'accepted', { note: 'Please bring the box too.' });
    const old = makeRepair(2, 'completed', { store: stores.lyon, createdAt: '2023-02-01T09:00:00.000Z' });
    api({ item, repairs: [current, old] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your repair' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose a store' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status Accepted by the store' })).toHaveTextContent(
      'The store accepted your request: bring the item to the store.',
    );
    expect(screen.getByText('Please bring the box too.')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past repairs' });
    const link = within(past).getByRole('link', { name: /Lyon Bellecour/ });
    expect(link).toHaveAttribute('href', `/items/${item.id}/repair/${old.id}`);
    expect(link).toHaveTextContent('Completed · February 1, 2023');
  });

  it('explains why no repair can be asked while the item is declared stolen', async () => {
    api({
      item: makeItem(1, { status: 'stolen', opposition: { active: true, kind: 'stolen', since: null } }),
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A repair cannot be requested now' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Withdraw the declaration first/)).toBeInTheDocument();
    await waitFor(() => expect(mock.calls.some((call) => call.url?.includes('savStores'))).toBe(false));
  });
});
