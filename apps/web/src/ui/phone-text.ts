// Plain text rules of the phone field, needing no phone metadata.

// Only what a phone number is written with; letters and the like are dropped as they are typed.
export function keepPhoneCharacters(text: string): string {
  return text.replace(/[^\d+\-(). ]/g, '');
}

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}
