// A phone number shown masked (docs/product.md "Heirs"): its country code and last two digits only, the
// rest as dots, so a list read over a shoulder gives nobody's number away ("+33 •• •• •• 56 78" style).
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const KEPT_DIGITS = 2;

export function maskPhone(e164: string): string {
  const number = parsePhoneNumberFromString(e164);
  if (!number) return '•'.repeat(6) + e164.slice(-KEPT_DIGITS);
  const prefix = `+${number.countryCallingCode}`;
  const national = number.formatInternational().slice(prefix.length);
  let toMask = national.replace(/\D/g, '').length - KEPT_DIGITS;
  const masked = national.replace(/\d/g, (digit) => (toMask-- > 0 ? '•' : digit));
  // no-break spaces: the number never splits across two lines at 320 px
  return `${prefix}${masked}`.replaceAll(' ', '\u00a0');
}
