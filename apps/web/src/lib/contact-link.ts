// How to reach someone who left a contact in free text (a finder's "email or phone"): a mailto: or tel: address
// when the text is clearly one e-mail address or one phone number, else none (the text is shown as given).

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** digits with the usual separators, a leading + allowed: "+33 6 12 34 56 78", "(555) 010-4477", "06.12.34.56.78" */
const PHONE = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 6, max: 15 };

export function contactHref(contact: string): string | null {
  const text = contact.trim();
  // only the address itself: "a@b.example?subject=…" or "a@b.example, c@d.example" stay plain text
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (PHONE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max) {
      return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
    }
  }
  return null;
}
