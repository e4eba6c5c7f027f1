// The purchase's state machine: reserve → pay → settled; released; expired (and reserved again); a hold
// picked up from the page.
import { describe, expect, it } from 'vitest';
import { buyReducer, initialBuyState, type BuyState } from './buy-state';
import { makeOrder, makePayment, makeReservation, makeShopItem } from '../../test/fixtures/shop';

const item = makeShopItem(1);
const until = new Date('2026-03-05T12:15:00.000Z');
const reservation = makeReservation(item, until);
const payment = makePayment(until);

describe('buyReducer', () => {
  it('goes reserve → pay → settled', () => {
    let state: BuyState = initialBuyState(item);
    expect(state).toEqual({ step: 'idle' });
    state = buyReducer(state, { type: 'reserved', reservation });
    expect(state).toEqual({ step: 'held', expiresAt: until.toISOString(), reservation });
    state = buyReducer(state, { type: 'payment-started', payment });
    expect(state).toMatchObject({ step: 'paying', payment, reservation });
    state = buyReducer(state, { type: 'settled', order: makeOrder(item) });
    expect(state).toMatchObject({ step: 'settled', order: { state: 'fulfilled' } });
    // nothing takes a settled purchase back
    expect(buyReducer(state, { type: 'expired' })).toBe(state);
    expect(buyReducer(state, { type: 'released' })).toBe(state);
  });

  it('ends a hold that runs out, held or paying, and reserves again from there', () => {
    const held = buyReducer({ step: 'idle' }, { type: 'reserved', reservation });
    expect(buyReducer(held, { type: 'expired' })).toEqual({ step: 'expired' });
    const paying = buyReducer(held, { type: 'payment-started', payment });
    const expired = buyReducer(paying, { type: 'expired' });
    expect(expired).toEqual({ step: 'expired' });
    // a payment cannot start once the hold is gone
    expect(buyReducer(expired, { type: 'payment-started', payment })).toBe(expired);
    expect(buyReducer(expired, { type: 'reserved', reservation })).toMatchObject({ step: 'held' });
    // idle does not expire
    expect(buyReducer({ step: 'idle' }, { type: 'expired' })).toEqual({ step: 'idle' });
  });

  it('goes back to the start when released, and keeps an open card form when the hold is asked again', () => {
    const paying = buyReducer(buyReducer({ step: 'idle' }, { type: 'reserved', reservation }), {
      type: 'payment-started',
      payment,
    });
    expect(buyReducer(paying, { type: 'reserved', reservation })).toMatchObject({ step: 'paying', payment });
    expect(buyReducer(paying, { type: 'released' })).toEqual({ step: 'idle' });
  });

  it('picks up the buyer’s own hold from the item', () => {
    const mine = makeShopItem(1, { availability: 'reserved_by_you', reservedUntil: until.toISOString() });
    expect(initialBuyState(mine)).toEqual({ step: 'held', expiresAt: until.toISOString() });
    expect(initialBuyState(makeShopItem(1, { availability: 'reserved' }))).toEqual({ step: 'idle' });
  });
});
