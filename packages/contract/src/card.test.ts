// The card rules the app's form and the local payment provider share.
import { describe, expect, it } from 'vitest';
import { cardDigits, cardExpired, cardNumberValid, cvcValid, luhnValid, parseCardExpiry } from './card';

describe('card rules', () => {
  it('checks the number by its digits and Luhn, 12 to 19 of them', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberValid('4242424242424242')).toBe(true);
    expect(cardNumberValid('42424242424')).toBe(false);
    expect(cardNumberValid('4'.repeat(20))).toBe(false);
  });

  it('reads an expiry typed several ways, and says when it has run out', () => {
    for (const typed of ['12/34', '12 / 2034', '1234', '122034'])
      expect(parseCardExpiry(typed)).toEqual({ month: 12, year: 2034 });
    expect(parseCardExpiry('13/30')).toBeUndefined();
    expect(parseCardExpiry('1/3')).toBeUndefined();
    const now = new Date('2026-03-05T12:00:00.000Z');
    expect(cardExpired({ month: 3, year: 2026 }, now)).toBe(false);
    expect(cardExpired({ month: 2, year: 2026 }, now)).toBe(true);
  });

  it('takes a security code of 3 or 4 digits', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('1234')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('12a')).toBe(false);
  });
});
