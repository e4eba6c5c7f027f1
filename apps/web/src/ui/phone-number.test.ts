// Tests of the phone number rules (docs/product.md "Validation rules"): normalisation with the selected country, display formatting.
import { describe, expect, it } from 'vitest';
import { examplePhone } from './countries';
import { formatAsYouType, formatInternational, normalisePhone, splitPhone } from './phone-number';
import { countDigits, keepPhoneCharacters } from './phone-text';

describe('phone-number', () => {
  it('normalises a national number with the selected country', () => {
    expect(normalisePhone('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(normalisePhone('07911 123456', 'GB')).toBe('+447911123456');
  });

  it('reads a full international number whatever the selected country', () => {
    expect(normalisePhone('+44 7911 123456', 'FR')).toBe('+447911123456');
  });

  it('gives nothing while the number is not valid for the country (length and pattern)', () => {
    expect(normalisePhone('06 12 34', 'FR')).toBeUndefined();
    expect(normalisePhone('061234567', 'FR')).toBeUndefined();
    expect(normalisePhone('0012345678', 'FR')).toBeUndefined();
    expect(normalisePhone('06 12 34 56 78 9', 'FR')).toBeUndefined();
    expect(normalisePhone('', 'FR')).toBeUndefined();
    expect(normalisePhone('0612345678', 'XK')).toBeUndefined();
  });

  it('formats while typing and keeps only phone characters', () => {
    expect(formatAsYouType('0612345678', 'FR')).toBe('06 12 34 56 78');
    expect(keepPhoneCharacters('06a12-b')).toBe('0612-');
    expect(countDigits('+33 6 12')).toBe(5);
  });

  it('shows an example national number of the country', () => {
    expect(examplePhone('FR')).toBe('06 12 34 56 78');
  });

  it('splits an E.164 value into country and national text, keeping a country that shares the code', () => {
    expect(splitPhone('+33612345678', 'GB')).toEqual({ country: 'FR', text: '06 12 34 56 78' });
    expect(splitPhone('+447911123456', 'GB')).toEqual({ country: 'GB', text: '07911 123456' });
    expect(splitPhone('nonsense', 'FR')).toBeUndefined();
  });

  it('writes an E.164 number in international format, and anything else as it is', () => {
    expect(formatInternational('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatInternational('nonsense')).toBe('nonsense');
  });
});
