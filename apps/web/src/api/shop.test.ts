// Shop client: the paths and bodies in docs/product.md "Calls", paging by 10, receipt() swallowing errors (docs/product.md "Errors").
import { describe, expect, it } from 'vitest';
import { ADDRESS, ITEM_ID } from '../test/fixtures/items';
import { apiError, bodyOf, describeCall, mockHttp } from '../test/mock-http';
import {
  cancelReservation,
  capturePayment,
  confirmLocalCard,
  fetchCollectionsForSale,
  fetchItemForSale,
  fetchItemsForSale,
  fetchOrderStatus,
  fetchPaymentToken,
  guestAddress,
  itemsForSaleQuery,
  marketLinkQuery,
  openMarketLink,
  receipt,
  requestGuestCode,
  reserveInCollection,
  reserveItem,
  startCardPayment,
  startCheckoutSession,
} from './shop';
import { HttpError } from './http';

const mock = mockHttp();
const COLLECTION = '1c9f1d8e-3c1e-4d7a-9a59-2f1a7d1d2c44';
const ok = (data: unknown) => () => ({ status: 200, data });

describe('shop client', () => {
  it('reads the collections on sale, a page of items by 10 and one item', async () => {
    mock.handler = ok({ items: [] });
    await expect(fetchCollectionsForSale()).resolves.toEqual([]);
    mock.handler = ok({ items: [], total: 0 });
    await fetchItemsForSale(COLLECTION, 20);
    mock.handler = ok({ id: ITEM_ID });
    await fetchItemForSale(ITEM_ID);
    expect(mock.calls.map(describeCall)).toEqual([
      'GET /nft-collections/forSale',
      `POST /products/getProductsForSale/${COLLECTION}/10/20`,
      `GET /products/forSale/${ITEM_ID}`,
    ]);
    expect(bodyOf(mock.calls[1])).toEqual({});
  });

  it('pages the items by 10 until the total is reached, and never retries a missing collection', () => {
    const options = itemsForSaleQuery(COLLECTION);
    expect(options.getNextPageParam({ items: new Array(10).fill({}), total: 15 } as never, [], 0, [])).toBe(
      10,
    );
    expect(options.getNextPageParam({ items: [{}], total: 11 } as never, [], 10, [])).toBeUndefined();
    const retry = options.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new HttpError('x', 'ERR_BAD_REQUEST', undefined, { status: 404, data: undefined }))).toBe(
      false,
    );
  });

  it('reserves by id (v1) and by collection (v2), and cancels with the sealed token', async () => {
    mock.handler = ok({ id: 'r' });
    await reserveItem(ITEM_ID);
    await reserveInCollection(COLLECTION);
    await reserveInCollection(COLLECTION, ITEM_ID);
    mock.handler = ok(true);
    await cancelReservation('sealed-token-of-the-hold');
    expect(mock.calls.map(describeCall)).toEqual([
      `POST /v1/products/reserve/${ITEM_ID}`,
      'POST /v2/products/reserve',
      'POST /v2/products/reserve',
      'POST /products/cancel',
    ]);
    expect(bodyOf(mock.calls[1])).toEqual({ collectionId: COLLECTION });
    expect(bodyOf(mock.calls[2])).toEqual({ collectionId: COLLECTION, productId: ITEM_ID });
    expect(bodyOf(mock.calls[3])).toEqual({ encryptedProductId: 'sealed-token-of-the-hold' });
  });

  it('opens a market link, and does not retry an invalid one', async () => {
    mock.handler = ok({ id: ITEM_ID });
    await openMarketLink('sealed-market-data');
    expect(describeCall(mock.calls[0]!)).toBe('POST /products/market');
    expect(bodyOf(mock.calls[0])).toEqual({ encryptedData: 'sealed-market-data' });
    const retry = marketLinkQuery('x').retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new HttpError('x', 'ERR_BAD_REQUEST', undefined, { status: 400, data: undefined }))).toBe(
      false,
    );
  });

  it('starts a card payment, captures it, starts a hosted checkout, reads an order', async () => {
    mock.handler = ok({ secret: 'pk_test_local', provider: 'local' });
    await expect(fetchPaymentToken()).resolves.toEqual({ secret: 'pk_test_local', provider: 'local' });
    mock.handler = ok({ client_secret: 's', paymentIntentId: 'pi_1', address: ADDRESS });
    await startCardPayment(ITEM_ID);
    mock.handler = ok({ state: 'fulfilled' });
    await capturePayment({ paymentIntentId: 'pi_local_1', productId: ITEM_ID, address: ADDRESS });
    mock.handler = ok({ url: 'http://localhost/api/local-pay/checkout/cs_1' });
    await expect(
      startCheckoutSession({ productId: ITEM_ID, address: ADDRESS, externalId: 'guest-order-1' }),
    ).resolves.toBe('http://localhost/api/local-pay/checkout/cs_1');
    mock.handler = ok({ state: 'created' });
    await fetchOrderStatus('cs_local_123456');
    expect(mock.calls.map(describeCall)).toEqual([
      'GET /payment/token',
      'POST /payment/createDAN',
      'POST /payment/captureDAN',
      'POST /payment/createCheckoutSession',
      'GET /payment/orders/cs_local_123456',
    ]);
    expect(bodyOf(mock.calls[1])).toEqual({ productId: ITEM_ID });
    expect(bodyOf(mock.calls[2])).toEqual({
      paymentIntentId: 'pi_local_1',
      productId: ITEM_ID,
      address: ADDRESS,
    });
    expect(bodyOf(mock.calls[3])).toEqual({
      productId: ITEM_ID,
      address: ADDRESS,
      externalId: 'guest-order-1',
    });
  });

  it('receipt(): true when sent, false on a refusal or an error', async () => {
    mock.handler = ok(true);
    await expect(receipt('pi_local_1', '+33612345678')).resolves.toBe(true);
    expect(describeCall(mock.calls[0]!)).toBe('POST /payment/receipt');
    expect(bodyOf(mock.calls[0])).toEqual({ paymentIntentId: 'pi_local_1', phone: '+33612345678' });
    mock.handler = ok(false);
    await expect(receipt('pi_local_1', '+33612345678')).resolves.toBe(false);
    mock.handler = () => apiError(400, 'Bad phone');
    await expect(receipt('pi_local_1', 'nope')).resolves.toBe(false);
    mock.handler = () => {
      throw new Error('Network Error');
    };
    await expect(receipt('pi_local_1', '+33612345678')).resolves.toBe(false);
  });

  it('asks a guest code (e-mail only when given) and trades it for an address and its guest pass', async () => {
    mock.handler = ok({ codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 });
    await requestGuestCode('+33612345678', 'fr', '  guest@example.com ');
    await requestGuestCode('+33612345678', 'en', '  ');
    mock.handler = ok({ address: ADDRESS, guestPass: 'sealed_guest_pass_0123456789' });
    await expect(guestAddress('+33612345678', '123456')).resolves.toEqual({
      address: ADDRESS,
      guestPass: 'sealed_guest_pass_0123456789',
    });
    expect(mock.calls.map(describeCall)).toEqual([
      'POST /users/getCodeForDAN',
      'POST /users/getCodeForDAN',
      'POST /users/getAddressFromPhone',
    ]);
    expect(bodyOf(mock.calls[0])).toEqual({
      phone: '+33612345678',
      language: 'fr',
      email: 'guest@example.com',
    });
    expect(bodyOf(mock.calls[1])).toEqual({ phone: '+33612345678', language: 'en' });
    expect(bodyOf(mock.calls[2])).toEqual({ phone: '+33612345678', code: '123456' });
  });

  it('confirms a local intent with a card, the client secret alongside', async () => {
    mock.handler = ok({ id: 'pi_local_1', status: 'succeeded', error: null });
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
    await expect(confirmLocalCard('pi_local_1', 'pi_local_1_secret_x', card)).resolves.toMatchObject({
      status: 'succeeded',
    });
    expect(describeCall(mock.calls[0]!)).toBe('POST /local-pay/intents/pi_local_1/confirm');
    expect(bodyOf(mock.calls[0])).toEqual({ clientSecret: 'pi_local_1_secret_x', ...card });
  });
});
