// One price formatter for the app and the server: the currency's own minor unit, the reader's language.
import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes euros with two decimals in English and in French', () => {
    expect(formatPrice(480_000, 'EUR', 'en')).toBe('€4,800.00');
    expect(spaces(formatPrice(480_000, 'eur', 'fr'))).toBe('4 800,00 €');
  });

  it('writes yen without dividing by a hundred (no minor unit), and dinars with three decimals', () => {
    expect(formatPrice(4_800, 'JPY', 'en')).toBe('¥4,800');
    expect(spaces(formatPrice(1_500, 'KWD', 'en'))).toBe('KWD 1.500');
  });

  it('falls back to the stored amount and its code for a code Intl cannot write', () => {
    expect(formatPrice(1234, 'not a code', 'en')).toBe('1234 not a code (minor units)');
  });
});
