// Tests of the country list rules of the phone prefix picker (docs/product.md "Widgets").
import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY,
  findCountry,
  flagEmoji,
  isListedCountry,
  listCountries,
  searchCountries,
  toSelectedCountry,
} from './countries';

describe('countries', () => {
  it('builds flag emoji from the alpha-2 letters', () => {
    expect(flagEmoji('FR')).toBe('🇫🇷');
    expect(flagEmoji('gb')).toBe('🇬🇧');
  });

  it('lists only assigned ISO countries, leaving out AC, TA and XK', () => {
    const codes = listCountries('en').map((country) => country.alpha2);
    expect(codes).not.toContain('AC');
    expect(codes).not.toContain('TA');
    expect(codes).not.toContain('XK');
    expect(isListedCountry('XK')).toBe(false);
    // every other country of the phone metadata is kept
    expect(codes).toHaveLength(getCountries().length - 3);
  });

  it('gives each country its flag and first calling code with a plus', () => {
    expect(findCountry('FR', 'en')).toEqual({
      alpha2: 'FR',
      name: 'France',
      emoji: '🇫🇷',
      countryCallingCodes: ['+33'],
    });
    expect(findCountry('US', 'en')?.countryCallingCodes[0]).toBe('+1');
  });

  it('names countries in the requested language and sorts them by that name', () => {
    const en = listCountries('en');
    const fr = listCountries('fr');
    expect(findCountry('DE', 'en')?.name).toBe('Germany');
    expect(findCountry('DE', 'fr')?.name).toBe('Allemagne');
    const sorted = (names: string[], language: string) =>
      [...names].sort((a, b) => a.localeCompare(b, language));
    expect(en.map((c) => c.name)).toEqual(
      sorted(
        en.map((c) => c.name),
        'en',
      ),
    );
    expect(fr.map((c) => c.name)).toEqual(
      sorted(
        fr.map((c) => c.name),
        'fr',
      ),
    );
    // French order puts the accented "États-Unis" among the E's, not after Z
    const names = fr.map((c) => c.name);
    expect(names.indexOf('États-Unis')).toBeLessThan(names.indexOf('Fidji'));
  });

  it('keeps the list between calls instead of rebuilding it', () => {
    expect(listCountries('en')).toBe(listCountries('en'));
  });

  it('searches names ignoring case (and accents)', () => {
    const fr = listCountries('fr');
    expect(searchCountries(fr, 'FRANCE', 'fr').map((c) => c.alpha2)).toEqual(['FR']);
    expect(searchCountries(fr, 'fran', 'fr').map((c) => c.alpha2)).toEqual(
      expect.arrayContaining(['FR', 'PF']),
    );
    expect(searchCountries(fr, 'etats-unis', 'fr').map((c) => c.alpha2)).toContain('US');
    expect(searchCountries(fr, 'ALLEMAGNE', 'fr').map((c) => c.alpha2)).toEqual(['DE']);
    expect(searchCountries(fr, '  ', 'fr')).toBe(fr);
    expect(searchCountries(fr, 'zzz', 'fr')).toEqual([]);
  });

  it('does not match calling codes or alpha-2 codes, only names', () => {
    const en = listCountries('en');
    expect(searchCountries(en, '+33', 'en')).toEqual([]);
  });

  it('reports the selected country as calling code, alpha-2 and emoji', () => {
    const france = findCountry(DEFAULT_COUNTRY, 'en')!;
    expect(toSelectedCountry(france)).toEqual({ countryCallingCode: '+33', alpha2: 'FR', emoji: '🇫🇷' });
  });
});
