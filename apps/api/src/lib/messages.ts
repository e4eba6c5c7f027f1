// What the texts of error codes are made of, and the reader's language. The texts themselves are beside each
// module (`*.texts.ts`), merged into one registry typed by the contract's ErrorCode (src/error-texts.ts).
import type { ErrorCode, Language } from '@heirloom/contract';

/** The values a text is filled with (an error's params). */
export type Params = Record<string, string | number>;
type Text = string | ((p: Params) => string);
/** An error code's text in English and French: a sentence, or one made from the error's params. */
export interface ErrorText {
  en: Text;
  fr: Text;
}
/** Some error codes' texts (a module's): only codes of the contract's list, each once. */
export type ErrorTexts = { readonly [K in ErrorCode]?: ErrorText };

/** An ISO time as the owner reads it in an error, in UTC (the API does not know their time zone). */
export function utcTime(iso: string | number | undefined, language: Language): string {
  const date = new Date(String(iso));
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** A language as stored with a person (a text column): French or, for anything else, English. */
export const asLanguage = (stored: string | null | undefined): Language => (stored === 'fr' ? 'fr' : 'en');

/** The caller's language from Accept-Language (the web client sets it to the app language). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr' || tag === 'en') return tag;
  }
  return 'en';
}
