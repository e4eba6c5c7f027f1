// A payment card's rules, one set for the app's card form and the local payment provider (which judges cards
// as Stripe's test mode does): a Luhn-valid number of 12 to 19 digits, an expiry not yet past (a card is good
// until the end of its month), a 3- or 4-digit security code.

export const CARD_MAX_DIGITS = 19;

/** The digits of a number as typed: "4242 4242-42" → "42424242 42" without its spaces and dashes. */
export const cardDigits = (value: string): string => value.replace(/\D/g, '');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits passing Luhn; `digits` holds digits only (cardDigits). */
export const cardNumberValid = (digits: string): boolean => /^\d{12,19}$/.test(digits) && luhnValid(digits);

/** "12/34", "12 / 2034", "1234", "122034" → month and four-digit year; undefined when it is not a month. */
export function parseCardExpiry(value: string): { month: number; year: number } | undefined {
  const digits = cardDigits(value);
  if (digits.length !== 4 && digits.length !== 6) return undefined;
  const month = Number(digits.slice(0, 2));
  const year = Number(digits.slice(2));
  if (month < 1 || month > 12) return undefined;
  return { month, year: digits.length === 4 ? 2000 + year : year };
}

/** Whether a card of this month has run out at `now` (it is good until its month's end, UTC). */
export const cardExpired = (expiry: { month: number; year: number }, now: Date): boolean =>
  Date.UTC(expiry.year, expiry.month, 1) <= now.getTime();

export const cvcValid = (cvc: string): boolean => /^\d{3,4}$/.test(cvc);
