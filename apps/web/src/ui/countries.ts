// Country list of the phone prefix picker: libphonenumber-js codes, localized names, flag emoji (docs/product.md "Widgets", "Entities").
import type { CountryCode } from 'libphonenumber-js';
import { ISO_3166_ASSIGNED } from './iso-3166-assigned';
import { PHONE_COUNTRIES } from './phone-countries';

export interface Country {
  alpha2: string;
  name: string;
  emoji: string;
  /** With the leading "+", e.g. "+33"; the picker shows the first one. */
  countryCallingCodes: string[];
}

/** What choosing a country reports. */
export interface SelectedCountry {
  countryCallingCode: string;
  alpha2: string;
  emoji: string;
}

export const DEFAULT_COUNTRY = 'FR';

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** Flag emoji from the two regional-indicator letters of an alpha-2 code ("FR" → 🇫🇷). */
export function flagEmoji(alpha2: string): string {
  return String.fromCodePoint(
    ...[...alpha2.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

// From the table generated out of the phone metadata (phone-countries.ts), so the list needs no metadata.
const listed = PHONE_COUNTRIES.filter(([alpha2]) => ISO_3166_ASSIGNED.has(alpha2));
const listedCodes = listed.map(([alpha2]) => alpha2 as CountryCode);
const listedSet: ReadonlySet<string> = new Set(listedCodes);
const callingCodes: ReadonlyMap<string, string> = new Map(listed.map(([alpha2, code]) => [alpha2, code]));
const examples: ReadonlyMap<string, string> = new Map(listed.map(([alpha2, , example]) => [alpha2, example]));

/** A mobile number of the country as the placeholder, in national format ("06 12 34 56 78"). */
export function examplePhone(alpha2: string): string {
  return examples.get(alpha2) ?? '';
}

/** True for codes the picker lists (assigned ISO code with a calling code). */
export function isListedCountry(alpha2: string | undefined): alpha2 is CountryCode {
  return alpha2 !== undefined && listedSet.has(alpha2);
}

/** Country names in one language (an Intl.DisplayNames is made once per language). */
const namers = new Map<string, Intl.DisplayNames>();
function namer(language: string): Intl.DisplayNames {
  let names = namers.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    namers.set(language, names);
  }
  return names;
}

function country(alpha2: string, language: string): Country {
  return {
    alpha2,
    name: namer(language).of(alpha2) ?? alpha2,
    emoji: flagEmoji(alpha2),
    countryCallingCodes: [`+${callingCodes.get(alpha2) ?? ''}`],
  };
}

// One sorted list per language: building it costs ~240 Intl lookups and a sort, so it is kept; it is built
// when the picker opens, not for the phone field's first paint (findCountry names one country).
const cache = new Map<string, readonly Country[]>();

/** Every listed country, named in `language` and sorted by that name in that language. */
export function listCountries(language: string): readonly Country[] {
  const cached = cache.get(language);
  if (cached) return cached;
  // one collator for the whole sort: localeCompare with a locale builds one per comparison (~130 ms at 4× CPU)
  const collator = new Intl.Collator(language);
  const list = listedCodes
    .map((alpha2) => country(alpha2, language))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, list);
  return list;
}

export function findCountry(alpha2: string, language: string): Country | undefined {
  return listedSet.has(alpha2) ? country(alpha2, language) : undefined;
}

// Accents are folded too, so "etats" finds "États-Unis" on a keyboard without accents.
function searchKey(text: string, language: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);
}

/** Countries whose name contains the query, ignoring case; an empty query keeps them all. */
export function searchCountries(
  countries: readonly Country[],
  query: string,
  language: string,
): readonly Country[] {
  const needle = searchKey(query.trim(), language);
  if (needle === '') return countries;
  return countries.filter((country) => searchKey(country.name, language).includes(needle));
}

export function toSelectedCountry(country: Country): SelectedCountry {
  return {
    countryCallingCode: country.countryCallingCodes[0] ?? '',
    alpha2: country.alpha2,
    emoji: country.emoji,
  };
}
