// The signed-in purchase of one item: reserve → a visible 15-minute hold (release it, or pay) → the card →
// the hand-over (captureDAN) → success. A refusal says why and what next; a hold that runs out says so and
// offers to reserve again; what the buyer typed stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorCode, httpStatus } from '../../api/errors';
import { itemKeys } from '../../api/items';
import {
  cancelReservation,
  capturePayment,
  reserveItem,
  shopKeys,
  startCardPayment,
  type OrderStatus,
  type ShopItem,
} from '../../api/shop';
import { transferKeys } from '../../api/transfers';
import { buyReducer, initialBuyState } from './buy-state';
import { emptyCard } from './card-rules';
import { HoldPanel } from './hold-panel';
import { ReservePanel } from './reserve-panel';
import { SettledPanel } from './settled-panel';
import styles from './purchase.module.css';
import { useStepFocus } from '../../ui/use-step-focus';

export type BuyAction = 'reserve' | 'release' | 'pay' | 'capture';
export interface BuyProblem {
  action: BuyAction;
  error: unknown;
}

export interface BuyFlowProps {
  item: ShopItem;
  /** The item is the buyer's: the page shows the success screen. */
  onBought: (order: OrderStatus) => void;
}

type BuyDispatch = Dispatch<Parameters<typeof buyReducer>[1]>;
type BuyState = ReturnType<typeof buyReducer>;

interface BuyMoves {
  item: ShopItem;
  state: BuyState;
  dispatch: BuyDispatch;
  setProblem: (problem: BuyProblem | undefined) => void;
  /** a new hold starts with nothing paid, no time up, no card busy */
  onReserved: () => void;
  onReleased: () => void;
  /** the provider says the card was not paid after all: the card form comes back */
  onNotPaid: () => void;
  onBought: (order: OrderStatus) => void;
}

/** The four calls of a purchase (reserve, release, pay, capture), each telling the screen what became of it. */
function useBuyMoves({
  item,
  state,
  dispatch,
  setProblem,
  onReserved,
  onReleased,
  onNotPaid,
  onBought,
}: BuyMoves) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shopKeys.item(item.id) }),
      queryClient.invalidateQueries({ queryKey: shopKeys.items(item.nftCollection.id) }),
      queryClient.invalidateQueries({ queryKey: shopKeys.collections() }),
    ]);
  const fail = (action: BuyAction) => (error: unknown) => {
    setProblem({ action, error });
    void refresh();
  };
  const clearProblem = () => setProblem(undefined);

  const reserve = useMutation({
    mutationFn: () => reserveItem(item.id),
    onMutate: clearProblem,
    onSuccess: (reservation) => {
      onReserved();
      dispatch({ type: 'reserved', reservation });
      void refresh();
    },
    onError: fail('reserve'),
  });

  const release = useMutation({
    mutationFn: async () => {
      // a hold picked up from the page has no token yet: asking for it again gives the same hold
      const hold =
        'reservation' in state && state.reservation ? state.reservation : await reserveItem(item.id);
      await cancelReservation(hold.encryptedProductId);
    },
    onMutate: clearProblem,
    onSuccess: () => {
      dispatch({ type: 'released' });
      onReleased();
      void refresh();
    },
    onError: fail('release'),
  });

  const pay = useMutation({
    mutationFn: () => startCardPayment(item.id),
    onMutate: clearProblem,
    onSuccess: (payment) => dispatch({ type: 'payment-started', payment }),
    onError: (error) => {
      // the hold is gone (taken, sold): back to the start, with the reason
      if (httpStatus(error) === 409) dispatch({ type: 'released' });
      fail('pay')(error);
    },
  });

  const capture = useMutation({
    mutationFn: (paid: { paymentIntentId: string; address: string }) =>
      capturePayment({ ...paid, productId: item.id }),
    onMutate: clearProblem,
    onSuccess: (order) => {
      dispatch({ type: 'settled', order });
      void queryClient.invalidateQueries({ queryKey: itemKeys.all });
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      if (order.state === 'fulfilled') onBought(order);
    },
    onError: (error) => {
      if (errorCode(error) === 'PAYMENT_NOT_COMPLETED') onNotPaid();
      setProblem({ action: 'capture', error });
    },
  });

  return { reserve, release, pay, capture, refresh };
}

export function BuyFlow({ item, onBought }: BuyFlowProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(buyReducer, item, initialBuyState);
  const [card, setCard] = useState(emptyCard);
  const [problem, setProblem] = useState<BuyProblem>();
  const [released, setReleased] = useState(false);
  const [cardBusy, setCardBusy] = useState(false);
  const [paidIntent, setPaidIntent] = useState<string>();
  // read by the timer's and the card's callbacks: a hold does not end on screen while its card is being paid
  const guard = useRef({ busy: false, timeUp: false, paid: false });
  const container = useStepFocus<HTMLElement>(state.step);
  const { reserve, release, pay, capture, refresh } = useBuyMoves({
    item,
    state,
    dispatch,
    setProblem,
    onReserved: () => {
      guard.current = { busy: false, timeUp: false, paid: false };
      setReleased(false);
    },
    onReleased: () => setReleased(true),
    onNotPaid: () => {
      guard.current.paid = false;
      setPaidIntent(undefined);
    },
    onBought,
  });

  /** The hold's time is up, or its card is no longer busy: it ends on screen unless its card is being paid. */
  const expireUnlessPaying = (change: Partial<typeof guard.current>) => {
    Object.assign(guard.current, change);
    const { timeUp, busy, paid } = guard.current;
    if (!timeUp || busy || paid) return;
    dispatch({ type: 'expired' });
    void refresh();
  };

  return (
    <section ref={container} className={styles.purchase} aria-label={t('shop.purchase')}>
      {(state.step === 'idle' || state.step === 'expired') && (
        <ReservePanel
          item={item}
          expired={state.step === 'expired'}
          released={released}
          problem={problem}
          reserving={reserve.isPending}
          onReserve={() => reserve.mutate()}
        />
      )}
      {(state.step === 'held' || state.step === 'paying') && (
        <HoldPanel
          item={item}
          state={state}
          card={card}
          onCardChange={setCard}
          problem={problem}
          starting={pay.isPending}
          releasing={release.isPending}
          cardBusy={cardBusy}
          paidIntent={paidIntent}
          capturing={capture.isPending}
          onPay={() => pay.mutate()}
          onRelease={() => release.mutate()}
          onExpire={() => expireUnlessPaying({ timeUp: true })}
          onBusyChange={(busy) => {
            setCardBusy(busy);
            expireUnlessPaying({ busy });
          }}
          onPaid={(paymentIntentId, address) => {
            guard.current.paid = true;
            setPaidIntent(paymentIntentId);
            capture.mutate({ paymentIntentId, address });
          }}
        />
      )}
      {state.step === 'settled' && <SettledPanel item={item} order={state.order} />}
    </section>
  );
}
