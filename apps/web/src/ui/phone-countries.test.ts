// The generated table matches the installed libphonenumber-js (else: node scripts/make-phone-countries.mjs).
import { getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES } from './phone-countries';

describe('PHONE_COUNTRIES', () => {
  it('holds every country of the phone metadata with its calling code and example', () => {
    const expected = getCountries().map((alpha2) => [
      alpha2,
      getCountryCallingCode(alpha2),
      getExampleNumber(alpha2, examples)?.formatNational() ?? '',
    ]);
    expect(PHONE_COUNTRIES).toEqual(expected);
  });
});
