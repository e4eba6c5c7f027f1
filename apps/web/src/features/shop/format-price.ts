// Prices the way the buyer reads them: Intl in the app's language, amounts in the currency's minor unit.
import { useTranslation } from 'react-i18next';
import type { Price } from '../../api/shop';
import { localeOf } from '../../i18n';

/** 480000 EUR → "€4,800.00" (en) or "4 800,00 €" (fr); the currency says how many decimals (JPY none). */
export function formatPrice(price: Price, language: string): string {
  const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: price.currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(price.amount / 10 ** decimals);
}

/** The formatter for the current language; re-renders follow a language change. */
export function useFormatPrice(): (price: Price) => string {
  const { i18n } = useTranslation();
  return (price) => formatPrice(price, i18n.language);
}
