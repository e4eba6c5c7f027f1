// The stripe provider's card form: Stripe.js and its Payment Element, in a chunk of its own loaded only when
// the server says the provider is stripe (never with the sign-in screen). The card never touches our server.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui';
import { refusalOf } from './card-rules';
import type { CardFormProps } from './local-card-form';
import styles from './purchase.module.css';

export interface StripeCardFormProps extends CardFormProps {
  /** The publishable key (`secret` of GET /payment/token). */
  publishableKey: string;
}

// one Stripe.js instance per key for the whole visit: loading it again would add another script
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey);
    instances.set(publishableKey, instance);
  }
  return instance;
}

export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const options = useMemo<StripeElementsOptions>(
    () => ({
      clientSecret,
      locale,
      appearance: { theme: 'stripe', variables: { borderRadius: '12px', fontSizeBase: '16px' } },
    }),
    [clientSecret, locale],
  );
  return (
    // Elements takes its client secret once: a new payment (or language) is a new form
    <Elements key={`${clientSecret}:${locale}`} stripe={stripeFor(publishableKey)} options={options}>
      <StripeFields clientSecret={clientSecret} {...rest} />
    </Elements>
  );
}

function StripeFields({ amount, onPaid, onBusyChange }: CardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setProblem(undefined);
    onBusyChange?.(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        // only for payment methods that must leave the page: /shop/complete reads the intent on return
        confirmParams: { return_url: `${window.location.origin}/shop/complete` },
      });
      if (result.error) {
        const { code, decline_code: declineCode, type, message } = result.error;
        const refusal = refusalOf({ code, declineCode });
        // Stripe's own message (in the form's language) says more than "other" for validation errors
        setProblem(
          refusal === 'other' && type === 'validation_error' && message
            ? message
            : t(`shop.card.refusals.${refusal}`),
        );
      } else if (result.paymentIntent.status === 'succeeded') {
        onPaid(result.paymentIntent.id);
      } else {
        setProblem(t('shop.card.processing'));
      }
    } catch {
      setProblem(t('shop.card.refusals.other'));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <form className={styles.cardForm} onSubmit={(event) => void submit(event)} noValidate>
      <PaymentElement options={{ layout: 'tabs' }} />
      {problem && (
        <p className={styles.refusal} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" fullWidth loading={busy} disabled={!stripe || !elements}>
        {busy ? t('shop.card.paying') : t('shop.card.pay', { amount })}
      </Button>
    </form>
  );
}
