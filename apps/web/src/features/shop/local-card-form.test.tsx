// The local card form: checks before sending (in the buyer's language), the card's fields for autofill, a
// refusal explained, then another card on the same payment.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { bodyOf, describeCall, mockHttp } from '../../test/mock-http';
import { testQueryClient } from '../../test/render-screen';
import { emptyCard } from './card-rules';
import { LocalCardForm } from './local-card-form';

const mock = mockHttp();
const INTENT = 'pi_local_0123456789';
/** This payment's calls (the worker's other test files may still be answering their own). */
const paymentCalls = () => mock.calls.filter((call) => call.url.includes(INTENT));

function Form({ onPaid }: { onPaid: (id: string) => void }) {
  const [draft, setDraft] = useState(emptyCard);
  return (
    <LocalCardForm
      paymentIntentId={INTENT}
      clientSecret={`${INTENT}_secret_abc`}
      amount="€390.00"
      draft={draft}
      onDraftChange={setDraft}
      onPaid={onPaid}
    />
  );
}

function show(onPaid = vi.fn()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Form onPaid={onPaid} />
    </QueryClientProvider>,
  );
  return onPaid;
}

async function typeCard(number: string, expiry = '1230', cvc = '123') {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await user.clear(screen.getByLabelText('Security code (CVC)'));
  await user.type(screen.getByLabelText('Security code (CVC)'), cvc);
  return user;
}

describe('LocalCardForm', () => {
  it('offers the card fields to autofill, groups the number by 4 and says which test card to use', async () => {
    show();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByText(/Test mode: use 4242 4242 4242 4242/)).toBeInTheDocument();
    await typeCard('4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
  });

  it('checks the card before sending anything, and says what is wrong field by field', async () => {
    show();
    const user = await typeCard('4242424242424241', '0120', '12');
    await user.click(screen.getByRole('button', { name: 'Pay €390.00' }));
    expect(screen.getByText('This card number is not valid: check the digits.')).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByText('The security code is 3 or 4 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(paymentCalls()).toHaveLength(0);
    // corrected as typed
    await typeCard('4242424242424242');
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
  });

  it('speaks French too', async () => {
    await i18n.changeLanguage('fr');
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Payer €390.00' }));
    expect(screen.getByText('Saisissez le numéro de votre carte.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez la date d’expiration au format MM/AA.')).toBeInTheDocument();
    expect(screen.getByText(/Mode test : utilisez 4242 4242 4242 4242/)).toBeInTheDocument();
  });

  it.each([
    ['card_declined', 'generic_decline', 'Your card was declined. Nothing was charged: try another card.'],
    [
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds. Nothing was charged: try another card.',
    ],
    ['card_declined', 'test_mode_live_card', 'Only test cards work here: use 4242 4242 4242 4242.'],
    ['expired_card', null, 'Your card has expired. Try another card.'],
    ['incorrect_cvc', null, 'The security code is not correct. Check it and try again.'],
    [
      'something_new',
      null,
      'The payment did not go through. Nothing was charged: try again or use another card.',
    ],
  ])(
    'explains a refusal (%s / %s), then takes another card on the same payment',
    async (code, declineCode, text) => {
      mock.handler = () => ({
        status: 200,
        data: { id: INTENT, status: 'requires_payment_method', error: { code, declineCode, message: 'x' } },
      });
      const onPaid = show();
      const user = await typeCard('4000000000000002');
      await user.click(screen.getByRole('button', { name: 'Pay €390.00' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(onPaid).not.toHaveBeenCalled();
      // what was typed is still there
      expect(screen.getByLabelText('Security code (CVC)')).toHaveValue('123');

      mock.handler = () => ({ status: 200, data: { id: INTENT, status: 'succeeded', error: null } });
      await typeCard('4242424242424242');
      await user.click(screen.getByRole('button', { name: 'Pay €390.00' }));
      await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(INTENT));
      expect(paymentCalls().map(describeCall)).toEqual([
        `POST /local-pay/intents/${INTENT}/confirm`,
        `POST /local-pay/intents/${INTENT}/confirm`,
      ]);
      expect(bodyOf(paymentCalls()[1])).toEqual({
        clientSecret: `${INTENT}_secret_abc`,
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      });
    },
  );
});
