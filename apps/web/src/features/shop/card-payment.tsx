// Pay by card with the provider the server uses: our own form for the local provider, Stripe's Payment
// Element (a chunk loaded on demand) for stripe.
import { useQuery } from '@tanstack/react-query';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import { paymentTokenQuery } from '../../api/shop';
import { Button } from '../../ui';
import type { CardDraft } from './card-rules';
import { LocalCardForm, type CardFormProps } from './local-card-form';
import styles from './purchase.module.css';

const StripeCardForm = lazy(async () => ({
  default: (await import('./stripe-card-form')).StripeCardForm,
}));

/** Stripe's chunk or script could not load (offline, a new deployment): say so instead of a blank form. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface CardPaymentProps extends CardFormProps {
  /** What is typed in our own form, kept by the flow across errors. */
  draft: CardDraft;
  onDraftChange: (draft: CardDraft) => void;
}

export function CardPayment(props: CardPaymentProps) {
  const { t } = useTranslation();
  const token = useQuery(paymentTokenQuery());

  if (token.isPending) {
    return (
      <p className={styles.note} role="status">
        {t('shop.card.loading')}
      </p>
    );
  }
  if (token.isError) {
    return (
      <div className={styles.problem} role="alert">
        <p>
          {t('shop.pay.tokenFailed')} {errorMessage(token.error, t)}
        </p>
        <Button variant="secondary" loading={token.isFetching} onClick={() => void token.refetch()}>
          {t('shop.hold.tryAgain')}
        </Button>
      </div>
    );
  }
  if (token.data.provider === 'stripe') {
    const { draft: _draft, onDraftChange: _onDraftChange, ...card } = props;
    return (
      <LoadBoundary
        fallback={
          <p className={styles.refusal} role="alert">
            {t('shop.card.loadFailed')}
          </p>
        }
      >
        <Suspense
          fallback={
            <p className={styles.note} role="status">
              {t('shop.card.loading')}
            </p>
          }
        >
          <StripeCardForm publishableKey={token.data.secret} {...card} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return <LocalCardForm {...props} />;
}
