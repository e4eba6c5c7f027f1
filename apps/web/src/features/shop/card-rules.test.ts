// The card form's rules: Luhn, a future expiry, a 3–4 digit code; values shaped as typed; refusal reasons.
import { describe, expect, it } from 'vitest';
import { luhnValid } from '@heirloom/contract';
import { checkCard, formatCardNumber, formatExpiry, refusalOf, toLocalCard } from './card-rules';

const NOW = new Date('2026-03-05T12:00:00.000Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('card rules', () => {
  it('groups the number by 4 and writes the expiry MM/YY as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
  });

  it('checks the number with Luhn and its length', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(checkCard(good, NOW)).toEqual({});
    expect(checkCard({ ...good, number: '' }, NOW).number).toBe('numberMissing');
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, NOW).number).toBe('numberInvalid');
    expect(checkCard({ ...good, number: '4242 42' }, NOW).number).toBe('numberInvalid');
  });

  it('wants an expiry not yet past (a card is good to the end of its month)', () => {
    expect(checkCard({ ...good, expiry: '' }, NOW).expiry).toBe('expiryMissing');
    expect(checkCard({ ...good, expiry: '13/30' }, NOW).expiry).toBe('expiryInvalid');
    expect(checkCard({ ...good, expiry: '1/30' }, NOW).expiry).toBe('expiryInvalid');
    expect(checkCard({ ...good, expiry: '02/26' }, NOW).expiry).toBe('expiryPast');
    expect(checkCard({ ...good, expiry: '03/26' }, NOW).expiry).toBeUndefined();
  });

  it('wants a 3 or 4 digit security code', () => {
    expect(checkCard({ ...good, cvc: '' }, NOW).cvc).toBe('cvcMissing');
    expect(checkCard({ ...good, cvc: '12' }, NOW).cvc).toBe('cvcInvalid');
    expect(checkCard({ ...good, cvc: '1234' }, NOW).cvc).toBeUndefined();
  });

  it('sends digits, month and four-digit year', () => {
    expect(toLocalCard(good)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
  });

  it('names a refusal by its decline code first, then its code, else "other"', () => {
    expect(refusalOf({ code: 'card_declined', declineCode: 'insufficient_funds' })).toBe(
      'insufficient_funds',
    );
    expect(refusalOf({ code: 'card_declined', declineCode: 'generic_decline' })).toBe('generic_decline');
    expect(refusalOf({ code: 'incorrect_cvc', declineCode: null })).toBe('incorrect_cvc');
    expect(refusalOf({ code: 'processing_error' })).toBe('other');
  });
});
