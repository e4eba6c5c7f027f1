// Rules of the PIN entry (docs/product.md "Validation rules") as pure functions: one digit per box, whole codes of the exact length.

const SINGLE_DIGIT = /^[0-9]$/;
const ONLY_DIGITS = /^[0-9]+$/;

export function isDigit(character: string): boolean {
  return SINGLE_DIGIT.test(character);
}

/** Boxes for a value: its leading digits, one per box, the rest empty. */
export function toBoxes(value: string, length: number): string[] {
  const digits = [...value].filter(isDigit).slice(0, length);
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/**
 * A pasted or auto-filled code, or undefined when it must be ignored: only digits, exactly as many
 * as there are boxes. Spaces are dropped first because SMS apps often copy "123 456".
 */
export function readWholeCode(text: string, length: number): string | undefined {
  const code = text.replace(/\s/g, '');
  return code.length === length && ONLY_DIGITS.test(code) ? code : undefined;
}

export function isComplete(boxes: readonly string[]): boolean {
  return boxes.every((digit) => digit !== '');
}
