// The signed-in purchase as a state machine: not held → held (15 minutes) → paying by card → settled; a hold
// released goes back to the start, one that runs out ends in "expired" (from where it can be reserved again).
import type { CardPayment, OrderStatus, Reservation, ShopItem } from '../../api/shop';

export type BuyState =
  | { step: 'idle' }
  | { step: 'held'; expiresAt: string; reservation?: Reservation }
  | { step: 'paying'; expiresAt: string; reservation?: Reservation; payment: CardPayment }
  | { step: 'expired' }
  | { step: 'settled'; order: OrderStatus };

export type BuyEvent =
  /** The server holds the item for the buyer (a new hold, or theirs again). */
  | { type: 'reserved'; reservation: Reservation }
  | { type: 'payment-started'; payment: CardPayment }
  /** The buyer let the item go, or it is no longer theirs to pay for. */
  | { type: 'released' }
  | { type: 'expired' }
  /** captureDAN answered: fulfilled, or refunded because someone else got it first. */
  | { type: 'settled'; order: OrderStatus };

/** Opening the page on an item the buyer already holds picks the hold up where it was. */
export function initialBuyState(item: Pick<ShopItem, 'availability' | 'reservedUntil'>): BuyState {
  return item.availability === 'reserved_by_you' && item.reservedUntil
    ? { step: 'held', expiresAt: item.reservedUntil }
    : { step: 'idle' };
}

const holding = (state: BuyState) => state.step === 'held' || state.step === 'paying';

export function buyReducer(state: BuyState, event: BuyEvent): BuyState {
  switch (event.type) {
    case 'reserved': {
      const { reservation } = event;
      // the same hold asked for again (to release it) keeps an open card form open
      if (state.step === 'paying') return { ...state, reservation, expiresAt: reservation.expiresAt };
      if (state.step === 'settled') return state;
      return { step: 'held', expiresAt: reservation.expiresAt, reservation };
    }
    case 'payment-started':
      if (state.step !== 'held' && state.step !== 'paying') return state;
      // the payment's own expiry is the hold's, as the server sees it
      return {
        step: 'paying',
        expiresAt: event.payment.expiresAt,
        reservation: state.reservation,
        payment: event.payment,
      };
    case 'released':
      return state.step === 'settled' ? state : { step: 'idle' };
    case 'expired':
      return holding(state) ? { step: 'expired' } : state;
    case 'settled':
      return { step: 'settled', order: event.order };
  }
}
