// Phone helpers: normalisation of loose input and masking for logs and other people's screens.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Accepts "+33612345678", "33612345678" (a '+' lost in a query string) or " +33 6 12 34 56 78". */
export function normalisePhone(input: string): string | undefined {
  const trimmed = input.trim();
  const candidate = trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  const parsed = parsePhoneNumberFromString(candidate);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** +33612345678 → +33 ••••••78 (keeps the country and the last two digits). */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return '••••';
  const national = parsed.nationalNumber;
  return `+${parsed.countryCallingCode} ${'•'.repeat(Math.max(national.length - 2, 2))}${national.slice(-2)}`;
}
