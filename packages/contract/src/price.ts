// Prices written for a reader: Intl in their language, amounts in the currency's minor unit — the currency
// says how many decimals it has (EUR 2, JPY none), never a fixed hundredth.
import type { Language } from './common';

const locales: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

/** 480000 EUR → "€4,800.00" (en) or "4 800,00 €" (fr); 4800 JPY → "¥4,800". */
export function formatPrice(amountMinor: number, currency: string, language: Language): string {
  try {
    const format = new Intl.NumberFormat(locales[language], {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountMinor / 10 ** decimals);
  } catch {
    // not a currency code Intl can write: the amount as stored, and the code
    return `${amountMinor} ${currency} (minor units)`;
  }
}
