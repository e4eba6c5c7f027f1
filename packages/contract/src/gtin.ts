// GS1 Global Trade Item Numbers (GTIN-8, -12, -13, -14): the mod-10 check digit and the 14-digit form every
// collection keeps (docs/decisions/022-gs1-digital-link.md), shared by the API, its schemas and the console's form.

/** GS1's check digit of a key's other digits: weights 3 and 1 alternate from the rightmost digit, weight 3. */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = digitsWithoutCheck.charCodeAt(digitsWithoutCheck.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string is a GTIN-14 whose last digit is its check digit. */
export function isGtin14(value: string): boolean {
  return /^\d{14}$/.test(value) && gs1CheckDigit(value.slice(0, 13)) === Number(value[13]);
}

/**
 * A GTIN of 8, 12, 13 or 14 digits written as the GTIN-14 GS1 Digital Link names (leading zeros), or null when it
 * has another length, holds anything but digits, or its check digit is wrong. Spaces a label prints are ignored.
 */
export function gtin14Of(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return null;
  const gtin = digits.padStart(14, '0');
  return isGtin14(gtin) ? gtin : null;
}

/** Whether a string is a GS1 Global Location Number: 13 digits, the last one the same mod-10 check digit. */
export function isGln(value: string): boolean {
  return /^\d{13}$/.test(value) && gs1CheckDigit(value.slice(0, 12)) === Number(value[12]);
}
