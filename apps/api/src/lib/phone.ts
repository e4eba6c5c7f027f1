// Phone helpers: the server's word on a number (full metadata: real ranges, mobile or not), masking for
// logs and other people's screens, and normalisation of loose input.
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { AppError } from './errors';

/** Types that receive SMS; where a country cannot tell mobiles from landlines (US, CA) both are listed. */
const SMS_TYPES = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Refuses, with a 400 naming `field`, a number an SMS cannot reach (sign-in, a code, an invitation): one
 * that does not exist in its country, or a landline or special number. The contract has already put it in
 * E.164 with the light metadata, which checks lengths only: this one knows the ranges and the types.
 */
export function assertSmsPhone(phone: string, field: string): void {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) throw new AppError(400, 'PHONE_INVALID', { field });
  if (!SMS_TYPES.has(parsed.getType() as NumberType)) {
    throw new AppError(400, 'PHONE_CANNOT_RECEIVE_SMS', { field });
  }
}

/** Accepts "+33612345678", "33612345678" (a '+' lost in a query string) or " +33 6 12 34 56 78". */
export function normalisePhone(input: string): string | undefined {
  const trimmed = input.trim();
  const candidate = trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  const parsed = parsePhoneNumberFromString(candidate);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * +33612345678 → +33 ••••••78 (keeps the country and the last two digits). In an SMS, pass '*': '•' is not
 * in the GSM 7-bit alphabet, and one such character sends the whole text as UCS-2, in two parts.
 */
export function maskPhone(phone: string, dot = '•'): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return dot.repeat(4);
  const national = parsed.nationalNumber;
  return `+${parsed.countryCallingCode} ${dot.repeat(Math.max(national.length - 2, 2))}${national.slice(-2)}`;
}
