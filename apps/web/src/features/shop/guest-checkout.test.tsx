// The guest purchase with a mocked API: phone (+ e-mail) → SMS code → address → the hosted card page, with
// one order key per item kept for retries; back on /shop/complete, the result and who to sign in as.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopItem } from '../../api/shop';
import { i18n } from '../../i18n';
import { bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { ADDRESS, makeOrder, makeShopItem } from '../../test/fixtures/shop';
import { openHostedCheckout } from './hosted-checkout';
import { ShopCompleteScreen } from './shop-complete-screen';
import { ShopItemScreen } from './shop-item-screen';
import { type HttpRequest } from '../../api/http';

/** what the server seals for a proved phone (opaque to the app) */
const PASS = 'sealed_guest_pass_0123456789';

vi.mock('./hosted-checkout', () => ({ openHostedCheckout: vi.fn() }));

const mock = mockHttp();
const PAGE = '/api/local-pay/checkout/cs_local_0123456789';
const CODE_SENT = { codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 };

function serve(item: ShopItem, overrides: Record<string, MockReply | (() => MockReply)> = {}) {
  mock.handler = (call: HttpRequest) => {
    const route = describeCall(call);
    const special = overrides[route];
    if (special) return typeof special === 'function' ? special() : special;
    if (route === `GET /products/forSale/${item.id}`) return { status: 200, data: item };
    if (route === 'POST /users/getCodeForDAN') return { status: 200, data: CODE_SENT };
    if (route === 'POST /users/getAddressFromPhone')
      return { status: 200, data: { address: ADDRESS, guestPass: PASS } };
    if (route === 'POST /payment/createCheckoutSession') return { status: 200, data: { url: PAGE } };
    return { status: 404, data: { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: route } };
  };
}

/** The guest back from the card page: `order` answers the order's reads and, when given, `receiptSent` the receipt. */
function backFromCardPage(item: ShopItem, order: MockReply | (() => MockReply), receiptSent?: boolean) {
  serve(item, {
    'GET /payment/orders/cs_local_0123456789': order,
    ...(receiptSent === undefined ? {} : { 'POST /payment/receipt': { status: 200, data: receiptSent } }),
  });
  renderScreen(<ShopCompleteScreen />, '/shop/complete', '/shop/complete?session_id=cs_local_0123456789');
}

async function buyAsGuest(user: ReturnType<typeof userEvent.setup>, item: ShopItem) {
  renderScreen(<ShopItemScreen />, '/shop/item/:id', `/shop/item/${item.id}`);
  await user.click(await screen.findByRole('button', { name: 'Buy' }));
  await user.type(screen.getByLabelText('Your phone number'), '612345678');
  await user.type(screen.getByLabelText('E-mail for the receipt (optional)'), 'guest@example.com');
  await user.click(screen.getByRole('button', { name: 'Receive a code' }));
  expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeVisible();
  expect(screen.getAllByRole('textbox')[0]).toHaveFocus();
  expect(screen.getByText('We sent a 6-digit code to +33 6 12 34 56 78.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /New code in 0:(30|29)/ })).toBeDisabled();
  await user.click(screen.getAllByRole('textbox')[0]!);
  await user.keyboard('123456');
}

describe('guest purchase', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(openHostedCheckout).mockClear();
  });
  afterEach(() => sessionStorage.clear());

  it('proves the phone by SMS code and opens the hosted card page for that phone’s address', async () => {
    const user = userEvent.setup();
    const item = makeShopItem(1);
    serve(item);
    await buyAsGuest(user, item);
    await waitFor(() => expect(openHostedCheckout).toHaveBeenCalledWith(PAGE));
    expect(screen.getByText('Opening the secure payment page…')).toBeInTheDocument();

    const body = (route: string) => bodyOf(mock.calls.find((call) => describeCall(call) === route));
    expect(body('POST /users/getCodeForDAN')).toEqual({
      phone: '+33612345678',
      language: 'en',
      email: 'guest@example.com',
    });
    expect(body('POST /users/getAddressFromPhone')).toEqual({ phone: '+33612345678', code: '123456' });
    const session = body('POST /payment/createCheckoutSession') as { externalId: string };
    // the address alone proves nothing: the pass the code earned goes with it
    expect(session).toEqual({
      productId: item.id,
      address: ADDRESS,
      guestPass: PASS,
      externalId: expect.any(String),
    });
    expect(session.externalId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sessionStorage.getItem(`heirloom.shop.checkout.${item.id}`)).toContain(session.externalId);
  });

  it('says a wrong code clearly and lets the guest type it again', async () => {
    const user = userEvent.setup();
    const item = makeShopItem(2);
    serve(item, {
      'POST /users/getAddressFromPhone': {
        status: 401,
        data: {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'CODE_INVALID',
          message: 'Wrong code: 4 tries left.',
        },
      },
    });
    await buyAsGuest(user, item);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code: 4 tries left.');
    expect(screen.getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(openHostedCheckout).not.toHaveBeenCalled();
  });

  it('keeps the same order key when the card page could not be opened and the guest tries again', async () => {
    const user = userEvent.setup();
    const item = makeShopItem(3);
    let attempts = 0;
    serve(item, {
      'POST /payment/createCheckoutSession': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 502,
              data: {
                statusCode: 502,
                error: 'Bad Gateway',
                code: 'PAYMENT_PROVIDER_UNAVAILABLE',
                message: 'The payment service is not answering.',
              },
            }
          : { status: 200, data: { url: PAGE } };
      },
    });
    await buyAsGuest(user, item);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment service is not answering.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(openHostedCheckout).toHaveBeenCalledWith(PAGE));
    const keys = mock.calls
      .filter((call) => describeCall(call) === 'POST /payment/createCheckoutSession')
      .map((call) => (bodyOf(call) as { externalId: string }).externalId);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the result back from the card page, and the number to sign in with', async () => {
    const user = userEvent.setup();
    const item = makeShopItem(4, { availability: 'sold' });
    sessionStorage.setItem(
      `heirloom.shop.checkout.${item.id}`,
      JSON.stringify({
        externalId: 'guest-order-0001',
        startedAt: Date.now(),
        phone: '+33612345678',
        address: ADDRESS,
      }),
    );
    let polls = 0;
    const order = () => {
      polls += 1;
      return { status: 200, data: makeOrder(item, { state: polls < 2 ? 'created' : 'fulfilled' }) };
    };
    backFromCardPage(item, order, false);
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByText(/Runner No\. 4 is yours/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: /^Sign in with \+33\s6\s12\s34\s56\s78 to see it in your collection$/,
      }),
    ).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Send me the receipt' }));
    expect(
      await screen.findByText('The receipt could not be sent right now. The purchase is in your activity.'),
    ).toBeVisible();
  });

  it('sends the receipt of a guest back from the card page in a tab that kept nothing (asks the number)', async () => {
    // another tab, or another of the app's addresses: sessionStorage has no record of this checkout
    const user = userEvent.setup();
    const item = makeShopItem(6, { availability: 'sold' });
    backFromCardPage(item, { status: 200, data: makeOrder(item) }, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    const send = screen.getByRole('button', { name: 'Send me the receipt' });
    expect(send).toBeEnabled();
    // without a number the guest is told what is missing; nothing is sent
    await user.click(send);
    expect(await screen.findByText('Enter a complete phone number.')).toBeVisible();
    expect(mock.calls.map(describeCall)).not.toContain('POST /payment/receipt');
    await user.type(screen.getByLabelText('Your phone number'), '612345678');
    await user.click(send);
    expect(await screen.findByText('The receipt was sent to +33 6 12 34 56 78.')).toBeVisible();
    expect(bodyOf(mock.calls.find((call) => describeCall(call) === 'POST /payment/receipt'))).toEqual({
      paymentIntentId: 'pi_local_0123456789',
      phone: '+33612345678',
    });
    expect(send).toBeDisabled();
  });

  it('asks a guest to check a typed number the order does not know', async () => {
    const user = userEvent.setup();
    const item = makeShopItem(7, { availability: 'sold' });
    backFromCardPage(item, { status: 200, data: makeOrder(item) }, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await user.type(screen.getByLabelText('Your phone number'), '698765432');
    await user.click(screen.getByRole('button', { name: 'Send me the receipt' }));
    expect(await screen.findByText(/Check that this is the number you paid with/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send me the receipt' })).toBeEnabled();
  });

  it('says so when the payment was cancelled, in French too', async () => {
    await i18n.changeLanguage('fr');
    const item = makeShopItem(5);
    backFromCardPage(item, { status: 200, data: makeOrder(item, { state: 'cancelled' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le paiement n’a pas abouti' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à la pièce' })).toHaveAttribute(
      'href',
      `/shop/item/${item.id}`,
    );
  });

  it('has nothing to show without a payment reference', async () => {
    renderScreen(<ShopCompleteScreen />, '/shop/complete', '/shop/complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment to show' })).toBeVisible();
    expect(mock.calls).toHaveLength(0);
  });
});
