// A phone number as people read it: "+33 6 12 34 56 78", kept on one line (no-break spaces) wherever a
// sentence wraps. Loads the phone rules with the screen that imports it (never the sign-in screen's chunk).
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export const displayPhone = (phone: string) =>
  (parsePhoneNumberFromString(phone)?.formatInternational() ?? phone).replace(/ /g, '\u00a0');
