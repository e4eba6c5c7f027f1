// Repairs client: paths of docs/product.md "Calls", a request's failure answered with its reason (never thrown), the update bodies.
import { describe, expect, it } from 'vitest';
import { apiError, bodyOf, describeCall, mockHttp } from '../test/mock-http';
import { ITEM_ID } from '../test/fixtures/items';
import { makeRepair, stores } from '../test/fixtures/repairs';
import { errorMessage } from './errors';
import { i18n } from '../i18n';
import {
  cancelRepair,
  confirmRepairPickup,
  fetchRepair,
  fetchRepairs,
  repairsQuery,
  tryRequestRepair,
  updateRepairDetails,
} from './repairs';

const mock = mockHttp();
const repair = makeRepair(1, 'requested');
const request = { savStore: stores.paris.id, details: '  The crown is loose.  ' };

describe('repairs client', () => {
  it('asks for a repair (v2) with the details trimmed, and answers the new repair', async () => {
    mock.handler = () => ({ status: 201, data: repair });
    await expect(tryRequestRepair(ITEM_ID, request)).resolves.toEqual({ ok: true, repair });
    expect(describeCall(mock.calls[0]!)).toBe(`POST /v2/products/${ITEM_ID}/repair`);
    expect(bodyOf(mock.calls[0])).toEqual({ savStore: stores.paris.id, details: 'The crown is loose.' });
  });

  it('swallows errors: not ok, with the reason for the screen', async () => {
    mock.handler = () => apiError(409, 'A repair of this item is already under way.');
    const refused = await tryRequestRepair(ITEM_ID, request);
    expect(refused.ok ? '' : errorMessage(refused.error, i18n.t)).toBe(
      'A repair of this item is already under way.',
    );
    mock.handler = () => {
      throw new Error('Network Error');
    };
    await expect(tryRequestRepair(ITEM_ID, request)).resolves.toMatchObject({ ok: false });
  });

  it('gives the server’s reason on failure', async () => {
    mock.handler = () => apiError(400, 'Choose one of the after-sales stores of this item’s brand.');
    const result = await tryRequestRepair(ITEM_ID, request);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : errorMessage(result.error, i18n.t)).toMatch(/after-sales stores/);
  });

  it('reads one repair and the item’s list by limit and offset', async () => {
    mock.handler = (call) =>
      call.url?.includes('/repairs/')
        ? { status: 200, data: { items: [repair], total: 1 } }
        : { status: 200, data: repair };
    await fetchRepair(ITEM_ID, repair.id);
    await fetchRepairs(ITEM_ID, 20, 10);
    expect(mock.calls.map(describeCall)).toEqual([
      `GET /v1/products/${ITEM_ID}/repair/${repair.id}`,
      `GET /v1/products/${ITEM_ID}/repairs/10/20`,
    ]);
    const options = repairsQuery(ITEM_ID);
    expect(options.getNextPageParam({ items: new Array(10).fill(repair), total: 12 }, [], 0, [])).toBe(10);
    expect(options.getNextPageParam({ items: [repair], total: 1 }, [], 0, [])).toBeUndefined();
  });

  it('edits the details, confirms pickup, cancels with DELETE', async () => {
    mock.handler = () => ({ status: 200, data: repair });
    await updateRepairDetails(ITEM_ID, repair.id, ' New description of the fault ');
    await confirmRepairPickup(ITEM_ID, repair.id);
    await cancelRepair(ITEM_ID, repair.id);
    expect(mock.calls.map(describeCall)).toEqual([
      `POST /v1/products/${ITEM_ID}/repair/${repair.id}`,
      `POST /v1/products/${ITEM_ID}/repair/${repair.id}`,
      `DELETE /v1/products/${ITEM_ID}/repair/${repair.id}`,
    ]);
    expect(bodyOf(mock.calls[0])).toEqual({ details: 'New description of the fault' });
    expect(bodyOf(mock.calls[1])).toEqual({ state: 'completed' });
    mock.handler = () => apiError(409, 'This repair can no longer be cancelled.');
    await expect(cancelRepair(ITEM_ID, repair.id)).rejects.toThrow();
  });
});
