// While the item is held: the countdown, then "Pay by card" and the card form, the hand-over once paid, and
// "Release" until then.
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import type { ShopItem } from '../../api/shop';
import { Button } from '../../ui';
import type { BuyProblem } from './buy-flow';
import type { BuyState } from './buy-state';
import { CardPayment } from './card-payment';
import type { CardDraft } from './card-rules';
import { useFormatPrice } from './format-price';
import { HoldCountdown } from './hold-countdown';
import { PurchaseProblem } from './purchase-problem';
import styles from './purchase.module.css';

export interface HoldPanelProps {
  item: ShopItem;
  state: Extract<BuyState, { step: 'held' | 'paying' }>;
  card: CardDraft;
  onCardChange: (card: CardDraft) => void;
  problem?: BuyProblem;
  /** createDAN under way. */
  starting: boolean;
  releasing: boolean;
  cardBusy: boolean;
  /** The card was accepted: this intent is being (or must be) handed over. */
  paidIntent?: string;
  capturing: boolean;
  onPay: () => void;
  onRelease: () => void;
  onExpire: () => void;
  onBusyChange: (busy: boolean) => void;
  onPaid: (paymentIntentId: string, address: string) => void;
}

export function HoldPanel(props: HoldPanelProps) {
  const { item, state, problem, paidIntent } = props;
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const payment = state.step === 'paying' ? state.payment : undefined;

  return (
    <div className={styles.panel}>
      <div tabIndex={-1} data-step-focus={state.step === 'held' ? '' : undefined}>
        <HoldCountdown key={state.expiresAt} expiresAt={state.expiresAt} onExpire={props.onExpire} />
      </div>
      {problem && problem.action !== 'capture' && (
        <PurchaseProblem
          error={problem.error}
          collectionId={item.nftCollection.id}
          onRetry={problem.action === 'release' ? props.onRelease : props.onPay}
          retrying={props.starting || props.releasing}
        />
      )}
      {!payment && (
        <Button fullWidth loading={props.starting} onClick={props.onPay}>
          {props.starting ? t('shop.pay.starting') : t('shop.pay.payByCard')}
        </Button>
      )}
      {payment && !paidIntent && (
        <div role="group" aria-label={t('shop.pay.cardTitle')} tabIndex={-1} data-step-focus="">
          <CardPayment
            paymentIntentId={payment.paymentIntentId}
            clientSecret={payment.client_secret}
            amount={formatPrice(payment.price)}
            draft={props.card}
            onDraftChange={props.onCardChange}
            onBusyChange={props.onBusyChange}
            onPaid={(paymentIntentId) => props.onPaid(paymentIntentId, payment.address)}
          />
        </div>
      )}
      {payment && paidIntent && props.capturing && (
        <p className={styles.note} role="status">
          {t('shop.pay.confirming')}
        </p>
      )}
      {payment && paidIntent && !props.capturing && problem?.action === 'capture' && (
        <div className={styles.problem} role="alert">
          <p className={styles.problemText}>
            {t('shop.pay.captureFailed')} {errorMessage(problem.error, t)}
          </p>
          <Button onClick={() => props.onPaid(paidIntent, payment.address)}>
            {t('shop.pay.captureRetry')}
          </Button>
        </div>
      )}
      {!paidIntent && problem?.action === 'capture' && (
        <PurchaseProblem error={problem.error} collectionId={item.nftCollection.id} />
      )}
      {!paidIntent && (
        <Button
          variant="ghost"
          fullWidth
          loading={props.releasing}
          disabled={props.cardBusy}
          onClick={props.onRelease}
        >
          {t('shop.hold.release')}
        </Button>
      )}
    </div>
  );
}
