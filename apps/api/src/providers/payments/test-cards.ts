// Stripe's test cards, as the local provider judges them: 4242… pays, 4000 0000 0000 0002 is declined,
// 4000 0000 0000 9995 has insufficient funds; any other real-looking number is refused as in test mode.
import { cardExpired, cardNumberValid, cvcValid } from '@heirloom/contract';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardRefusal {
  code: string;
  declineCode: string | null;
  message: string;
}

const succeeding = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005']);
const refusals: Record<string, CardRefusal> = {
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  '4000000000000127': {
    code: 'incorrect_cvc',
    declineCode: null,
    message: "Your card's security code is incorrect.",
  },
};

/** undefined: the card pays; else why it does not. */
export function judgeCard(card: CardInput, now: Date): CardRefusal | undefined {
  // spaces and dashes are how people type it; any other character makes it no card number
  const number = card.number.replace(/[\s-]/g, '');
  if (!cardNumberValid(number)) {
    return { code: 'incorrect_number', declineCode: null, message: 'Your card number is incorrect.' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12 || cardExpired({ month: card.expMonth, year }, now)) {
    return { code: 'invalid_expiry', declineCode: null, message: "Your card's expiration date is invalid." };
  }
  if (!cvcValid(card.cvc)) {
    return { code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." };
  }
  if (succeeding.has(number)) return undefined;
  return (
    refusals[number] ?? {
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: 'Your card was declined: only test cards work here.',
    }
  );
}
