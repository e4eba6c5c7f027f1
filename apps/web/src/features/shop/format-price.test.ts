// Prices in minor units, written for English and French readers.
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

// Intl separates French thousands with a narrow no-break space and the € with a no-break space
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatPrice', () => {
  it('writes euros in cents the English way', () => {
    expect(formatPrice({ amount: 480_000, currency: 'EUR' }, 'en')).toBe('€4,800.00');
    expect(formatPrice({ amount: 39_000, currency: 'EUR' }, 'en')).toBe('€390.00');
    expect(formatPrice({ amount: 5, currency: 'EUR' }, 'en')).toBe('€0.05');
  });

  it('writes them the French way', () => {
    expect(plain(formatPrice({ amount: 480_000, currency: 'EUR' }, 'fr'))).toBe('4 800,00 €');
    expect(plain(formatPrice({ amount: 12_000, currency: 'EUR' }, 'fr'))).toBe('120,00 €');
  });

  it('follows the currency’s own minor unit', () => {
    expect(formatPrice({ amount: 1_500, currency: 'JPY' }, 'en')).toBe('¥1,500');
    expect(formatPrice({ amount: 1_999, currency: 'USD' }, 'en')).toBe('$19.99');
    expect(plain(formatPrice({ amount: 1_999, currency: 'USD' }, 'fr'))).toBe('19,99 $US');
  });
});
