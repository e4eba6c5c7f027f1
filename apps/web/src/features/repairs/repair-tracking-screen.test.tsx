// /items/:id/repair/:repairId with a mocked API: the timeline, and the owner's actions offered only in the
// states that allow them (edit while requested, cancel while requested or accepted, pickup when ready), and an
// open repair followed by itself: the brand's moves show within seconds, and a closed one is no longer read.
import type { RepairState } from '@heirloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemKeys } from '../../api/items';
import type { Repair } from '../../api/repairs';
import { makeItem } from '../../test/fixtures/items';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { renderScreen, testQueryClient } from '../../test/render-screen';
import { makeRepair, step } from '../../test/fixtures/repairs';
import { RepairTrackingScreen } from './repair-tracking-screen';

const mock = mockHttp();
const item = makeItem(1, { status: 'in_repair' });

function api(start: Repair, refuse?: MockReply) {
  let repair = start;
  mock.handler = (call) => {
    const url = call.url ?? '';
    if (url === `/v1/products/${item.id}`) return { status: 200, data: item };
    if (!url.endsWith(`/repair/${repair.id}`)) return apiError(404, 'Not found');
    if (call.method === 'get') return { status: 200, data: repair };
    if (refuse) return refuse;
    const body = bodyOf(call) as { details?: string; state?: string } | undefined;
    const next: RepairState =
      call.method === 'delete' ? 'cancelled' : body?.state === 'completed' ? 'completed' : repair.state;
    repair = {
      ...repair,
      state: next,
      details: body?.details ?? repair.details,
      history: [...repair.history, step(body?.details ? 'details' : 'state', next, 9, { actor: 'owner' })],
    };
    return { status: 200, data: repair };
  };
}

const open = (repair: Repair, queryClient = testQueryClient()) =>
  renderScreen(
    <RepairTrackingScreen />,
    '/items/:id/repair/:repairId',
    `/items/${item.id}/repair/${repair.id}`,
    queryClient,
  );

/** Serves `repair` (its changes refused with `refuse` when given) and opens its page. */
function show(repair: Repair, refuse?: MockReply) {
  api(repair, refuse);
  open(repair);
  return repair;
}

/** Serves `repair` (its changes refused with `refuse` when given), opens its page and presses the action `button`. */
async function pressAction(button: string, repair: Repair, refuse?: MockReply) {
  const user = userEvent.setup();
  show(repair, refuse);
  await user.click(await screen.findByRole('button', { name: button }));
  return user;
}

const stateCard = () => screen.getByRole('region', { name: /^Status / });
const actionNames = () =>
  within(screen.queryByRole('region', { name: 'What you can do' }) ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('RepairTrackingScreen', () => {
  it.each([
    ['requested', ['Edit the description', 'Cancel the request']],
    ['accepted', ['Cancel the request']],
    ['in_progress', []],
    ['ready_for_pickup', ['I have collected my item']],
    ['completed', []],
    ['rejected', []],
    ['cancelled', []],
  ] as const)('offers in state %s only: %j', async (state, actions) => {
    show(makeRepair(1, state));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your repair' })).toBeInTheDocument();
    expect(actionNames()).toEqual(actions);
  });

  it('shows the current state, the store’s note, the timeline newest first with notes and actors, and the store', async () => {
    show(
      makeRepair(1, 'in_progress', {
        note: 'New crown ordered, about ten days.',
        history: [
          step('state', 'requested', 1, { actor: 'owner' }),
          step('details', 'requested', 2),
          step('state', 'accepted', 3),
          step('state', 'in_progress', 4),
          step('note', 'in_progress', 5, { note: 'New crown ordered, about ten days.' }),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Your repair' });
    expect(stateCard()).toHaveAccessibleName('Status In progress');
    expect(stateCard()).toHaveTextContent('Since July 4, 2024');
    expect(screen.getByRole('region', { name: 'Message from the store' })).toHaveTextContent(
      'New crown ordered, about ten days.',
    );
    const rows = within(screen.getByRole('list', { name: 'Updates' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Note from the store',
      'In progress',
      'Accepted by the store',
      'Description changed',
      'Requested',
    ]);
    expect(rows[0]).toHaveTextContent('By the store');
    expect(rows[3]).toHaveTextContent('By you');
    const store = screen.getByRole('region', { name: 'Store' });
    expect(store).toHaveTextContent('1 rue de la Paix');
    expect(within(store).getByRole('link', { name: 'Call +33 1 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:+33123456789',
    );
    await userEvent.click(within(store).getByRole('button', { name: 'Opening hours' }));
    expect(within(store).getByText('Monday')).toBeVisible();
  });

  it('marks the store’s note with its language when the brand wrote it in another one', async () => {
    show(
      makeRepair(1, 'in_progress', {
        note: 'Couronne commandée, une dizaine de jours.',
        noteLang: 'fr',
        history: [
          step('state', 'requested', 1, { actor: 'owner' }),
          step('note', 'in_progress', 5, {
            note: 'Couronne commandée, une dizaine de jours.',
            noteLang: 'fr',
          }),
        ],
      }),
    );
    const region = await screen.findByRole('region', { name: 'Message from the store' });
    expect(within(region).getByText('Couronne commandée, une dizaine de jours.')).toHaveAttribute(
      'lang',
      'fr',
    );
    const rows = within(screen.getByRole('list', { name: 'Updates' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Couronne commandée, une dizaine de jours.')).toHaveAttribute(
      'lang',
      'fr',
    );
  });

  it('edits the description while requested, keeping the text when it is too short', async () => {
    const repair = makeRepair(1, 'requested');
    const user = await pressAction('Edit the description', repair);
    const dialog = screen.getByRole('dialog', { name: 'Edit the description' });
    const field = within(dialog).getByLabelText('What needs repairing?');
    expect(field).toHaveValue(repair.details);
    await user.clear(field);
    await user.type(field, 'Loose');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/at least 10 characters \(5 so far\)/)).toBeInTheDocument();
    expect(mock.calls.some((call) => call.method === 'post')).toBe(false);
    await user.type(field, ' crown and a scratched glass');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Description saved.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const update = mock.calls.find((call) => call.method === 'post');
    expect(describeCall(update!)).toBe(`POST /v1/products/${item.id}/repair/${repair.id}`);
    expect(bodyOf(update)).toEqual({ details: 'Loose crown and a scratched glass' });
    expect(screen.getByRole('region', { name: 'Your description' })).toHaveTextContent(
      'Loose crown and a scratched glass',
    );
  });

  it('cancels only after the confirmation, then shows the cancelled state without actions', async () => {
    const repair = makeRepair(1, 'accepted');
    const user = await pressAction('Cancel the request', repair);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this repair request?' });
    expect(dialog).toHaveTextContent('Paris Rivoli will no longer expect your item.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.calls.some((call) => call.method === 'delete')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the request' }));
    expect(await screen.findByText('The repair request was cancelled.')).toBeInTheDocument();
    expect(describeCall(mock.calls.find((call) => call.method === 'delete')!)).toBe(
      `DELETE /v1/products/${item.id}/repair/${repair.id}`,
    );
    expect(stateCard()).toHaveAccessibleName('Status Cancelled');
    expect(stateCard()).toHaveFocus();
    expect(actionNames()).toEqual([]);
  });

  it('shows the server’s reason when the cancellation is refused', async () => {
    const refusal = apiError(
      409,
      'This repair can no longer be cancelled: the work has started or it is closed.',
    );
    const user = await pressAction('Cancel the request', makeRepair(1, 'accepted'), refusal);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the request' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'That did not work. This repair can no longer be cancelled',
    );
  });

  it('confirms pickup when ready: the repair is completed', async () => {
    await pressAction('I have collected my item', makeRepair(1, 'ready_for_pickup'));
    expect(await screen.findByText('Pickup confirmed: the repair is complete.')).toBeInTheDocument();
    expect(bodyOf(mock.calls.find((call) => call.method === 'post'))).toEqual({ state: 'completed' });
    expect(stateCard()).toHaveAccessibleName('Status Completed');
  });

  it('says so when the repair does not exist', async () => {
    const repair = makeRepair(1, 'requested');
    mock.handler = (call) =>
      call.url === `/v1/products/${item.id}` ? { status: 200, data: item } : apiError(404, 'Not found');
    open(repair);
    expect(await screen.findByRole('heading', { level: 1, name: 'Repair not found' })).toBeInTheDocument();
  });

  describe('while open', () => {
    // the screen reads the repair again on a timer: time is moved by hand, and still flows for the awaits
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const repairReads = (repair: Repair) =>
      mock.calls.filter((call) => call.method === 'get' && call.url?.endsWith(`/repair/${repair.id}`)).length;
    const itemReads = () => mock.calls.filter((call) => call.url === `/v1/products/${item.id}`).length;
    /** The brand moves the repair, as its after-sales store would from the brand API. */
    const brandMoves = (repair: Repair, state: RepairState, day: number): Repair => ({
      ...repair,
      state,
      history: [...repair.history, step('state', state, day)],
    });

    it('follows the brand’s moves without any action, then stops reading a closed repair', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const requested = makeRepair(1, 'requested');
      const queryClient = testQueryClient();
      // home's total, already read: it follows the item too
      queryClient.setQueryData(itemKeys.count(), { count: 14 });
      api(requested);
      open(requested, queryClient);
      await screen.findByRole('heading', { level: 1, name: 'Your repair' });
      expect(stateCard()).toHaveAccessibleName('Status Requested');
      const itemReadsBefore = itemReads();

      const accepted = brandMoves(requested, 'accepted', 2);
      api(accepted);
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(stateCard()).toHaveAccessibleName('Status Accepted by the store'));
      // told once, politely, in the screen's one live region
      expect(
        screen.getByText('The store accepted your request: bring the item to the store.', {
          selector: '[role="status"]',
        }),
      ).toBeInTheDocument();
      // the item's status chip and home follow
      await vi.waitFor(() => expect(itemReads()).toBeGreaterThan(itemReadsBefore));
      expect(queryClient.getQueryState(itemKeys.count())?.isInvalidated).toBe(true);

      const ready = brandMoves(brandMoves(accepted, 'in_progress', 3), 'ready_for_pickup', 4);
      api(ready);
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(stateCard()).toHaveAccessibleName('Status Ready for pickup'));

      await user.click(screen.getByRole('button', { name: 'I have collected my item' }));
      expect(await screen.findByText('Pickup confirmed: the repair is complete.')).toBeInTheDocument();
      expect(stateCard()).toHaveAccessibleName('Status Completed');
      await vi.advanceTimersByTimeAsync(1_000);
      const readsWhenClosed = repairReads(ready);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(repairReads(ready)).toBe(readsWhenClosed);
    });

    it.each(['completed', 'rejected', 'cancelled'] as const)(
      'does not read a %s repair again',
      async (state) => {
        const repair = show(makeRepair(1, state));
        await screen.findByRole('heading', { level: 1, name: 'Your repair' });
        const reads = repairReads(repair);
        await vi.advanceTimersByTimeAsync(30_000);
        expect(repairReads(repair)).toBe(reads);
      },
    );
  });
});
