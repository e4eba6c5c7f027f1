// Transfers client: sends answer their outcome (never thrown), paths of docs/product.md "Calls", the wallet check.
import { describe, expect, it } from 'vitest';
import { ADDRESS, ITEM_ID } from '../test/fixtures/items';
import { apiError, bodyOf, describeCall, mockHttp } from '../test/mock-http';
import {
  activityQuery,
  cancelTransfer,
  fetchActivity,
  checkWalletAddress,
  trySendToAddress,
  trySendToPhone,
} from './transfers';
import { errorCode } from './errors';

const mock = mockHttp();

describe('transfers client', () => {
  it('sends to a phone and answers ok', async () => {
    mock.handler = () => ({ status: 200, data: true });
    await expect(trySendToPhone('+33612345678', [ITEM_ID])).resolves.toEqual({ ok: true });
    expect(describeCall(mock.calls[0]!)).toBe('POST /transactions/sendToPhone');
    expect(bodyOf(mock.calls[0])).toEqual({ phoneTo: '+33612345678', productsIds: [ITEM_ID] });
  });

  it('swallows a refusal: not ok, with the reason for the screen', async () => {
    mock.handler = () => ({ ...apiError(409, 'You cannot send to yourself'), status: 409 });
    const result = await trySendToPhone('+33612345678', [ITEM_ID]);
    expect(result.ok).toBe(false);
    expect(errorCode(result.ok ? undefined : result.error)).toBe('TEST');
  });

  it('swallows network errors when sending to an address', async () => {
    mock.handler = () => {
      throw new Error('Network Error');
    };
    await expect(trySendToAddress(` ${ADDRESS} `, [ITEM_ID])).resolves.toMatchObject({ ok: false });
    mock.handler = () => ({ status: 200, data: true });
    await expect(trySendToAddress(` ${ADDRESS} `, [ITEM_ID])).resolves.toEqual({ ok: true });
    expect(bodyOf(mock.calls.at(-1))).toEqual({ addressTo: ADDRESS, productsIds: [ITEM_ID] });
  });

  it('reads the activity by limit, offset and direction', async () => {
    mock.handler = () => ({ status: 200, data: { items: [], total: 0 } });
    await expect(fetchActivity(10, 20, 'sent')).resolves.toEqual({ items: [], total: 0 });
    expect(describeCall(mock.calls[0]!)).toBe('GET /transactions/10/20/sent');
  });

  it('pages the activity by 10 until the total is reached', () => {
    const options = activityQuery('all');
    const page = { items: new Array(10).fill({}), total: 15 };
    expect(options.getNextPageParam(page as never, [], 0, [])).toBe(10);
    expect(options.getNextPageParam({ items: [{}], total: 11 } as never, [], 10, [])).toBeUndefined();
  });

  it('cancels a transfer and lets its error through', async () => {
    mock.handler = () => ({ status: 200, data: true });
    await cancelTransfer(ITEM_ID);
    expect(describeCall(mock.calls[0]!)).toBe(`POST /transactions/${ITEM_ID}/cancel`);
    mock.handler = () => apiError(409, 'Already received');
    await expect(cancelTransfer(ITEM_ID)).rejects.toThrow();
  });

  it('checks an address on the chosen chain, gives its checksummed form, and never asks about malformed ones', async () => {
    mock.handler = () => ({ status: 200, data: { valid: true, address: ADDRESS } });
    await expect(checkWalletAddress('Polygon', ADDRESS.toLowerCase())).resolves.toBe(ADDRESS);
    expect(describeCall(mock.calls[0]!)).toBe(`GET /wallets/isPolygonAddress/${ADDRESS.toLowerCase()}`);
    await expect(checkWalletAddress('Ethereum', '0x1234')).resolves.toBeNull();
    expect(mock.calls).toHaveLength(1);
    mock.handler = () => ({ status: 200, data: { valid: false } });
    const mistyped = `${ADDRESS.slice(0, 21)}e${ADDRESS.slice(22)}`; // one capital made small
    await expect(checkWalletAddress('Ethereum', mistyped)).resolves.toBeNull();
    expect(describeCall(mock.calls[1]!)).toBe(`GET /wallets/isEthereumAddress/${mistyped}`);
  });
});
