// The local provider's hosted card page (what Stripe Checkout is for the stripe provider): plain HTML,
// no script (our CSP allows none inline), a form that posts the card back; English or French.
import type { Language } from '@heirloom/contract';
import { escapeHtml } from '../../lib/html';

const words = {
  en: {
    title: 'Secure payment',
    test: 'Test mode — no real card is charged. Use 4242 4242 4242 4242, any future date, any CVC.',
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'Security code (CVC)',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel and go back',
    expired: 'This payment page has expired. Go back to the shop to start again.',
    closed: 'This payment is closed.',
    back: 'Back to the shop',
    errors: {
      card_declined: 'Your card was declined. Try another card.',
      insufficient_funds: 'Your card has insufficient funds. Try another card.',
      incorrect_number: 'Your card number is incorrect.',
      invalid_expiry: 'The expiry date is not valid.',
      incorrect_cvc: 'The security code is not correct.',
      expired_card: 'Your card has expired.',
    } as Record<string, string>,
  },
  fr: {
    title: 'Paiement sécurisé',
    test: 'Mode test — aucune vraie carte n’est débitée. Utilisez 4242 4242 4242 4242, une date future, n’importe quel code.',
    number: 'Numéro de carte',
    expiry: 'Expiration (MM / AA)',
    cvc: 'Code de sécurité (CVC)',
    pay: (amount: string) => `Payer ${amount}`,
    cancel: 'Annuler et revenir',
    expired: 'Cette page de paiement a expiré. Revenez à la boutique pour recommencer.',
    closed: 'Ce paiement est clos.',
    back: 'Retour à la boutique',
    errors: {
      card_declined: 'Votre carte a été refusée. Essayez une autre carte.',
      insufficient_funds: 'Le solde de votre carte est insuffisant. Essayez une autre carte.',
      incorrect_number: 'Le numéro de carte est incorrect.',
      invalid_expiry: 'La date d’expiration n’est pas valide.',
      incorrect_cvc: 'Le code de sécurité est incorrect.',
      expired_card: 'Votre carte a expiré.',
    } as Record<string, string>,
  },
};

/** "… — No. AN-NF-002": the serial number never breaks at its hyphens. */
const keepSerialWhole = (html: string) => html.replace(/(No\. )(\S+)$/, '$1<span class="serial">$2</span>');

export function refusalText(language: Language, code: string): string {
  const w = words[language];
  return w.errors[code] ?? w.errors.card_declined ?? '';
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/api/local-pay/checkout.css">
</head>
<body>
<main class="sheet">
${body}
</main>
</body>
</html>`;
}

export function checkoutPage(input: {
  language: Language;
  sessionId: string;
  description: string;
  amount: string;
  cancelUrl: string | null;
  error?: string;
}): string {
  const w = words[input.language];
  const error = input.error
    ? `<p class="error" role="alert" id="card-error">${escapeHtml(input.error)}</p>`
    : '';
  const described = input.error ? ' aria-describedby="card-error" aria-invalid="true"' : '';
  return page(
    input.language,
    w.title,
    `<p class="badge">${escapeHtml(w.title)}</p>
<h1>${keepSerialWhole(escapeHtml(input.description))}</h1>
<p class="amount">${escapeHtml(input.amount)}</p>
<p class="test">${escapeHtml(w.test)}</p>
${error}
<form method="post" action="/api/local-pay/checkout/${encodeURIComponent(input.sessionId)}?lang=${input.language}">
<label>${escapeHtml(w.number)}<input name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${described}></label>
<div class="row">
<label>${escapeHtml(w.expiry)}<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required maxlength="7"></label>
<label>${escapeHtml(w.cvc)}<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></label>
</div>
<button type="submit">${escapeHtml(w.pay(input.amount))}</button>
</form>
${input.cancelUrl ? `<a class="cancel" href="${escapeHtml(input.cancelUrl)}">${escapeHtml(w.cancel)}</a>` : ''}`,
  );
}

export function closedPage(language: Language, reason: 'expired' | 'closed', backUrl: string): string {
  const w = words[language];
  return page(
    language,
    w.title,
    `<p class="badge">${escapeHtml(w.title)}</p>
<h1>${escapeHtml(reason === 'expired' ? w.expired : w.closed)}</h1>
<a class="cancel" href="${escapeHtml(backUrl)}">${escapeHtml(w.back)}</a>`,
  );
}

export const checkoutCss = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: #f4f1ec; color: #1c1a17; }
.sheet { max-width: 440px; margin: 0 auto; padding: 32px 20px 40px; }
.badge { display: inline-block; margin: 0 0 12px; padding: 4px 10px; border-radius: 999px; background: #e6ded1; font-size: 0.8125rem; font-weight: 600; }
h1 { margin: 0 0 4px; font-size: 1.375rem; line-height: 1.3; }
.serial { white-space: nowrap; }
.amount { margin: 0 0 16px; font-size: 1.75rem; font-weight: 700; }
.test { margin: 0 0 20px; padding: 12px; border-radius: 10px; background: #fff7df; color: #5a4500; font-size: 0.875rem; line-height: 1.4; }
.error { margin: 0 0 16px; padding: 12px; border-radius: 10px; background: #fde8e8; color: #8a1c1c; font-weight: 600; }
form { display: grid; gap: 14px; }
label { display: grid; gap: 6px; font-size: 0.875rem; font-weight: 600; }
input { width: 100%; min-height: 48px; padding: 10px 12px; border: 1px solid #b9b0a2; border-radius: 10px; background: #fff; font: inherit; font-size: 1rem; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #2b59c3; outline-offset: 2px; }
input[aria-invalid="true"] { border-color: #b42318; }
.row { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: auto auto; column-gap: 12px; }
.row label { grid-row: span 2; grid-template-rows: subgrid; align-items: end; }
button { min-height: 52px; border: 0; border-radius: 12px; background: #1c1a17; color: #fff; font: inherit; font-weight: 700; font-size: 1rem; cursor: pointer; }
.cancel { display: inline-block; margin-top: 18px; color: #1c1a17; font-weight: 600; }
`;
