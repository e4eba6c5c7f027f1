// The signed-in purchase on /shop/item/:id with a mocked API: reserve (countdown), a declined card then a good
// one, the hand-over and the success screen; refusals with what to do next; release; a hold that runs out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { itemKeys } from '../../api/items';
import type { ShopItem } from '../../api/shop';
import { tokenStore } from '../../api/token-store';
import { transferKeys } from '../../api/transfers';
import { bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { makeUser, signIn } from '../../test/fixtures/settings';
import { makeOrder, makePayment, makeReservation, makeShopItem } from '../../test/fixtures/shop';
import { ShopItemScreen } from './shop-item-screen';
import { type HttpRequest } from '../../api/http';

const mock = mockHttp();
const INTENT = 'pi_local_0123456789';

interface Shop {
  item: ShopItem;
  holdSeconds: number;
  reserve?: MockReply;
  confirms: MockReply[];
}

function serve(shop: Shop) {
  const inMinutes = () => new Date(Date.now() + shop.holdSeconds * 1000);
  mock.handler = (call: HttpRequest) => {
    const route = describeCall(call);
    if (route === `GET /products/forSale/${shop.item.id}`) return { status: 200, data: shop.item };
    if (route === `POST /v1/products/reserve/${shop.item.id}`) {
      if (shop.reserve) return shop.reserve;
      const reservation = makeReservation(shop.item, inMinutes());
      shop.item = { ...shop.item, availability: 'reserved_by_you', reservedUntil: reservation.expiresAt };
      return { status: 200, data: reservation };
    }
    if (route === 'POST /products/cancel') {
      shop.item = { ...shop.item, availability: 'available', reservedUntil: null };
      return { status: 200, data: true };
    }
    if (route === 'GET /payment/token')
      return { status: 200, data: { secret: 'pk_test_local', provider: 'local' } };
    if (route === 'POST /payment/createDAN') return { status: 200, data: makePayment(inMinutes()) };
    if (route === `POST /local-pay/intents/${INTENT}/confirm`)
      return shop.confirms.shift() ?? { status: 500 };
    if (route === 'POST /payment/captureDAN') {
      shop.item = { ...shop.item, availability: 'sold', reservedUntil: null };
      return { status: 200, data: makeOrder(shop.item) };
    }
    if (route.startsWith('GET /users/')) return { status: 200, data: makeUser() };
    if (route === 'POST /payment/receipt') return { status: 200, data: true };
    return { status: 404, data: { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: route } };
  };
}

const refused = (code: string, message: string): MockReply => ({
  status: 409,
  data: { statusCode: 409, error: 'Conflict', code, message },
});
const intent = (status: string, error: object | null = null): MockReply => ({
  status: 200,
  data: { id: INTENT, status, error },
});

function open(item: ShopItem) {
  return renderScreen(<ShopItemScreen />, '/shop/item/:id', `/shop/item/${item.id}`);
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const field = screen.getByLabelText('Card number');
  await user.clear(field);
  await user.type(field, number);
  await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.clear(screen.getByLabelText('Security code (CVC)'));
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

describe('buying an item, signed in', () => {
  beforeEach(() => signIn());
  afterEach(() => tokenStore.clear());

  it('reserves (countdown), is refused a card, pays with another, and the item is theirs', async () => {
    const user = userEvent.setup();
    const shop: Shop = {
      item: makeShopItem(1),
      holdSeconds: 900,
      confirms: [
        intent('requires_payment_method', {
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        }),
        intent('succeeded'),
      ],
    };
    serve(shop);
    const { queryClient } = open(shop.item);
    queryClient.setQueryData(itemKeys.count(), { count: 14 });
    queryClient.setQueryData(transferKeys.activity('all'), { pages: [], pageParams: [] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Runner No. 1' })).toBeVisible();
    expect(screen.getByText('€390.00')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^1[45]:\d\d$/);
    expect(screen.getByRole('button', { name: 'Release' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));

    await typeCard(user, '4000000000000002');
    await user.click(await screen.findByRole('button', { name: 'Pay €390.00' }));
    expect(
      await screen.findByText('Your card was declined. Nothing was charged: try another card.'),
    ).toBeVisible();
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay €390.00' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'It’s yours' })).toHaveFocus();
    expect(screen.getByText('Paid €390.00')).toBeInTheDocument();
    const calls = mock.calls.map(describeCall);
    expect(calls.filter((call) => call.endsWith('/confirm'))).toHaveLength(2);
    const capture = mock.calls.find((call) => describeCall(call) === 'POST /payment/captureDAN');
    expect(bodyOf(capture)).toEqual({
      paymentIntentId: INTENT,
      productId: shop.item.id,
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    // my items and the activity are read again
    expect(queryClient.getQueryState(itemKeys.count())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(transferKeys.activity('all'))?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Send me the receipt' }));
    expect(await screen.findByText('The receipt was sent to +33 6 12 34 56 78.')).toBeVisible();
    expect(bodyOf(mock.calls.find((call) => describeCall(call) === 'POST /payment/receipt'))).toEqual({
      paymentIntentId: INTENT,
      phone: '+33612345678',
    });
    await user.click(screen.getByRole('link', { name: 'See it in my collection' }));
    expect(currentLocation()).toBe(`/items/${shop.item.id}`);
  });

  it('says why a hold is refused, with what to do next, and keeps the way to try again', async () => {
    const user = userEvent.setup();
    const shop: Shop = {
      item: makeShopItem(2),
      holdSeconds: 900,
      confirms: [],
      reserve: refused('ITEM_HELD', 'Someone is buying this item right now. Try again in a few minutes.'),
    };
    serve(shop);
    open(shop.item);
    await user.click(await screen.findByRole('button', { name: 'Reserve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This piece could not be reserved');
    expect(alert).toHaveTextContent('Someone is buying this item right now.');
    expect(within(alert).getByRole('link', { name: 'See the other pieces' })).toHaveAttribute(
      'href',
      `/shop/${shop.item.nftCollection.id}`,
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    shop.reserve = refused(
      'TOO_MANY_RESERVATIONS',
      'You already hold 3 items. Buy or release one of them first.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You already hold 3 items.'));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('releases a hold picked up from the page (asking for its token first)', async () => {
    const user = userEvent.setup();
    const until = new Date(Date.now() + 4 * 60_000).toISOString();
    const shop: Shop = {
      item: makeShopItem(3, { availability: 'reserved_by_you', reservedUntil: until }),
      holdSeconds: 240,
      confirms: [],
    };
    serve(shop);
    open(shop.item);
    expect((await screen.findByRole('timer')).textContent).toMatch(/^0[34]:\d\d$/);
    expect(screen.getByText('Reserved by you')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('You released the piece: it is back on sale.')).toBeVisible();
    expect(mock.calls.map(describeCall)).toEqual(
      expect.arrayContaining([`POST /v1/products/reserve/${shop.item.id}`, 'POST /products/cancel']),
    );
    expect(bodyOf(mock.calls.find((call) => describeCall(call) === 'POST /products/cancel'))).toEqual({
      encryptedProductId: 'sealed-reservation-token-0123456789',
    });
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeInTheDocument();
  });

  it('tells the buyer when the hold runs out on screen, and reserves again', async () => {
    const user = userEvent.setup();
    const shop: Shop = { item: makeShopItem(4), holdSeconds: 1, confirms: [] };
    serve(shop);
    open(shop.item);
    await user.click(await screen.findByRole('button', { name: 'Reserve' }));
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    await typeCard(user, '4242');
    const ended = await screen.findByRole('heading', { name: 'Your hold has ended' }, { timeout: 4000 });
    expect(ended).toHaveFocus();
    expect(screen.getByText(/Nothing was charged\. The piece went back on sale/)).toBeVisible();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    shop.holdSeconds = 900;
    await user.click(screen.getByRole('button', { name: 'Reserve again' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    // what was typed before the hold ended is still there
    expect(await screen.findByLabelText('Card number')).toHaveValue('4242');
  });
});
