// The stripe provider's card form with Stripe.js mocked: one Stripe instance per key, the Payment Element in
// the buyer's language, confirmPayment without a redirect, a refusal explained, a success handed on; and the
// switch between it and our own form by the server's provider.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { mockHttp } from '../../test/mock-http';
import { testQueryClient } from '../../test/render-screen';
import { CardPayment } from './card-payment';
import { emptyCard } from './card-rules';
import { StripeCardForm } from './stripe-card-form';

const mock = mockHttp();

const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  elements: { kind: 'elements' },
  elementsOptions: [] as unknown[],
  loadStripe: vi.fn(),
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return <div data-testid="elements">{children}</div>;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

function show(onPaid = vi.fn(), onBusyChange = vi.fn()) {
  render(
    <StripeCardForm
      publishableKey="pk_test_123"
      paymentIntentId="pi_123456789"
      clientSecret="pi_123456789_secret_abc"
      amount="€390.00"
      onPaid={onPaid}
      onBusyChange={onBusyChange}
    />,
  );
  return { onPaid, onBusyChange };
}

describe('StripeCardForm', () => {
  beforeEach(() => {
    stripe.confirmPayment.mockReset();
    stripe.elementsOptions.length = 0;
    stripe.loadStripe.mockResolvedValue({});
  });

  it('loads Stripe.js with the publishable key and shows the Payment Element for the intent, in French', async () => {
    await i18n.changeLanguage('fr');
    show();
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({
      clientSecret: 'pi_123456789_secret_abc',
      locale: 'fr',
    });
    expect(screen.getByRole('button', { name: 'Payer €390.00' })).toBeEnabled();
  });

  it('confirms without leaving the page and hands the paid intent on', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123456789', status: 'succeeded' } });
    const { onPaid, onBusyChange } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €390.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_123456789'));
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ elements: stripe.elements, redirect: 'if_required' }),
    );
    expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
  });

  it('explains a refusal by its decline code and lets the buyer try another card', async () => {
    stripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'x' },
    });
    const { onPaid } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €390.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. Nothing was charged: try another card.',
    );
    expect(onPaid).not.toHaveBeenCalled();
    stripe.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_123456789', status: 'succeeded' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay €390.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_123456789'));
  });

  it('keeps Stripe’s own words for what is missing in its fields', async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €390.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  });
});

describe('CardPayment', () => {
  const pay = () =>
    render(
      <QueryClientProvider client={testQueryClient()}>
        <CardPayment
          paymentIntentId="pi_123456789"
          clientSecret="pi_123456789_secret_abc"
          amount="€390.00"
          draft={emptyCard}
          onDraftChange={vi.fn()}
          onPaid={vi.fn()}
        />
      </QueryClientProvider>,
    );

  it('uses Stripe’s Payment Element, loaded on demand, when the server’s provider is stripe', async () => {
    stripe.loadStripe.mockResolvedValue({});
    mock.handler = () => ({ status: 200, data: { secret: 'pk_live_or_test', provider: 'stripe' } });
    pay();
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_live_or_test');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('uses our own card form with the local provider, and never loads Stripe.js', async () => {
    stripe.loadStripe.mockClear();
    mock.handler = () => ({ status: 200, data: { secret: 'pk_test_local', provider: 'local' } });
    pay();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
