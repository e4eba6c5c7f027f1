// The card form's rules, checked before anything is sent: a Luhn-valid number of 12 to 19 digits, an expiry
// MM/YY not yet past, a 3- or 4-digit security code. Values are shaped as typed (groups of 4, "MM/YY").
import {
  CARD_MAX_DIGITS,
  cardDigits,
  cardExpired,
  cardNumberValid,
  cvcValid,
  parseCardExpiry,
} from '@heirloom/contract';
import type { LocalCard } from '../../api/shop';

export interface CardDraft {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCard: CardDraft = { number: '', expiry: '', cvc: '' };

export type CardProblem =
  | 'numberMissing'
  | 'numberInvalid'
  | 'expiryMissing'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcMissing'
  | 'cvcInvalid';
export type CardProblems = Partial<Record<keyof CardDraft, CardProblem>>;

/** "4242424242424242" → "4242 4242 4242 4242" (19 digits at most). */
export function formatCardNumber(value: string): string {
  return (
    cardDigits(value)
      .slice(0, CARD_MAX_DIGITS)
      .match(/\d{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** "1228" → "12/28"; a first digit above 1 is a month on its own: "4" → "04". */
export function formatExpiry(value: string): string {
  let digits = cardDigits(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return cardDigits(value).slice(0, 4);
}

/** The form writes "MM/YY" (formatExpiry): anything else is not a month and a year. */
const parseExpiry = (value: string) =>
  /^\d{2}\/\d{2}$/.test(value.trim()) ? parseCardExpiry(value) : undefined;

/** What is wrong with the card as typed, field by field; empty when it can be sent. */
export function checkCard(card: CardDraft, now: Date): CardProblems {
  const problems: CardProblems = {};
  const number = cardDigits(card.number);
  if (!number) problems.number = 'numberMissing';
  else if (!cardNumberValid(number)) problems.number = 'numberInvalid';

  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) problems.expiry = 'expiryMissing';
  else if (!expiry) problems.expiry = 'expiryInvalid';
  else if (cardExpired(expiry, now)) problems.expiry = 'expiryPast';

  if (!card.cvc) problems.cvc = 'cvcMissing';
  else if (!cvcValid(card.cvc)) problems.cvc = 'cvcInvalid';
  return problems;
}

/** The card as the local provider takes it; only once `checkCard` found nothing. */
export function toLocalCard(card: CardDraft): LocalCard {
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  return { number: cardDigits(card.number), expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc };
}

/** The refusal reasons the card form explains in the buyer's words (Stripe's codes and decline codes). */
export const knownRefusals = [
  'card_declined',
  'generic_decline',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_expiry',
  'test_mode_live_card',
] as const;
export type Refusal = (typeof knownRefusals)[number] | 'other';

/** The decline code says more than the code ("card_declined" + "insufficient_funds"): it wins when known. */
export function refusalOf(error: { code?: string | null; declineCode?: string | null }): Refusal {
  const known = (value: string | null | undefined) =>
    knownRefusals.find((refusal) => refusal === value) ?? undefined;
  return known(error.declineCode) ?? known(error.code) ?? 'other';
}
