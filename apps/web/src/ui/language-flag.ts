// Flag shown beside a language: a language has no flag, so each one gets its usual country's.
import { flagEmoji } from './countries';

// The languages whose code is not also their country's code; others ("de", "it") reuse their own.
const USUAL_COUNTRY: Readonly<Record<string, string>> = {
  en: 'GB',
  ar: 'SA',
  cs: 'CZ',
  da: 'DK',
  el: 'GR',
  he: 'IL',
  hi: 'IN',
  ja: 'JP',
  ko: 'KR',
  sv: 'SE',
  uk: 'UA',
  vi: 'VN',
  zh: 'CN',
};
const SAME_AS_COUNTRY = new Set(['de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'tr', 'fi', 'hu', 'ro']);

/** "en" → 🇬🇧, "fr" → 🇫🇷, "en-US" → 🇺🇸 (a region subtag wins); a globe when unknown. */
export function languageFlag(isoCode: string): string {
  const [language = '', region] = isoCode.split(/[-_]/);
  if (region && /^[a-z]{2}$/i.test(region)) return flagEmoji(region);
  const lower = language.toLowerCase();
  const country = USUAL_COUNTRY[lower] ?? (SAME_AS_COUNTRY.has(lower) ? lower : undefined);
  return country ? flagEmoji(country) : '🌐';
}
