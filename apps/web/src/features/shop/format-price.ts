// Prices the way the buyer reads them: the contract's one formatter (Intl, the currency's minor unit) in the
// app's language.
import { formatPrice as formatAmount } from '@heirloom/contract';
import { useTranslation } from '../../i18n/react';
import type { Price } from '../../api/shop';
import { isLanguage } from '../../i18n';

/** 480000 EUR → "€4,800.00" (en) or "4 800,00 €" (fr); the currency says how many decimals (JPY none). */
export function formatPrice(price: Price, language: string): string {
  return formatAmount(price.amount, price.currency, isLanguage(language) ? language : 'en');
}

/** The formatter for the current language; re-renders follow a language change. */
export function useFormatPrice(): (price: Price) => string {
  const { i18n } = useTranslation();
  return (price) => formatPrice(price, i18n.language);
}
