// Phone number rules of the phone input, on libphonenumber-js metadata (docs/product.md "Validation rules"): normalise, format, split.
// Loaded on a phone field's first use (phone-lib.ts): keep what the first screen needs in countries.ts.
import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { isListedCountry } from './countries';

/**
 * E.164 form of what was typed, read with the selected country (a "+…" number keeps its own),
 * or undefined until it is a valid number (metadata length and pattern). Valid, not merely
 * possible: "061234567" has a possible length in France and would read as +33061234567; the API's
 * phone schema checks validity the same way.
 */
export function normalisePhone(text: string, alpha2: string): string | undefined {
  if (!isListedCountry(alpha2) || text.trim() === '') return undefined;
  const number = parsePhoneNumberFromString(text, alpha2);
  return number?.isValid() ? number.number : undefined;
}

/** Display form while typing, in the country's own grouping ("0612" → "06 12"). */
export function formatAsYouType(text: string, alpha2: string): string {
  if (!isListedCountry(alpha2)) return text;
  return new AsYouType(alpha2).input(text);
}

/** An E.164 number in international format ("+33 6 12 34 56 78"), or as it is when unreadable. */
export function formatInternational(value: string): string {
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

/**
 * Country and national display text of an E.164 value. Several countries share a calling code
 * (+44: GB, GG, JE, IM), so the current country is kept when the value belongs to its code.
 */
export function splitPhone(
  value: string,
  currentCountry: string,
): { country: string; text: string } | undefined {
  const number = parsePhoneNumberFromString(value);
  if (!number) return undefined;
  const keepCurrent =
    isListedCountry(currentCountry) && getCountryCallingCode(currentCountry) === number.countryCallingCode;
  const country = keepCurrent ? currentCountry : number.country;
  if (!isListedCountry(country)) return { country: currentCountry, text: number.formatInternational() };
  return { country, text: number.formatNational() };
}
