// Stripe's test cards, as the local provider judges them: 4242… pays, 4000 0000 0000 0002 is declined,
// 4000 0000 0000 9995 has insufficient funds; any other real-looking number is refused as in test mode.
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

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** undefined: the card pays; else why it does not. */
export function judgeCard(card: CardInput, now: Date): CardRefusal | undefined {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { code: 'incorrect_number', declineCode: null, message: 'Your card number is incorrect.' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfMonth = Date.UTC(year, card.expMonth, 1);
  if (card.expMonth < 1 || card.expMonth > 12 || endOfMonth <= now.getTime()) {
    return { code: 'invalid_expiry', declineCode: null, message: "Your card's expiration date is invalid." };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
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
