// Brand content in the reader's language (decision 012): a text the brand wrote in English and French is read
// in the reader's; a text it wrote in one language only is read in that one, and says which (the web marks it
// with a `lang` attribute so that screen readers and translators know).
import type { Attribute, BrandNote, Language, LocalizedAttribute, LocalizedText } from '@heirloom/contract';

const other = (language: Language): Language => (language === 'en' ? 'fr' : 'en');

/** A stored language tag as the contract's Language; null for none (or one this app does not speak). */
export const languageOrNull = (value: string | null): Language | null =>
  value === 'en' || value === 'fr' ? value : null;

/** The text in the reader's language, else in the other one; an empty text reads as "" in the reader's. */
export function inReaderLanguage(text: LocalizedText, reader: Language): { text: string; lang: Language } {
  const own = text[reader]?.trim();
  if (own) return { text: own, lang: reader };
  const fallback = text[other(reader)]?.trim();
  if (fallback) return { text: fallback, lang: other(reader) };
  return { text: '', lang: reader };
}

/** A brand's description as the contract's fields: the text in the reader's language, and which language it is. */
export function descriptionIn(
  description: LocalizedText,
  reader: Language,
): { description: string; descriptionLang: Language } {
  const { text, lang } = inReaderLanguage(description, reader);
  return { description: text, descriptionLang: lang };
}

/** Each characteristic whole in one language: label and value never mix two. */
export function attributesIn(attributes: LocalizedAttribute[], reader: Language): Attribute[] {
  return attributes.flatMap((attribute) => {
    const lang = attribute[reader] ? reader : other(reader);
    const pair = attribute[lang];
    return pair ? [{ label: pair.label, value: pair.value, lang }] : [];
  });
}

/** The keys a history event stores a brand's words under: `note_en`, `note_fr`. */
export function eventTextIn(
  data: Record<string, string>,
  key: string,
  reader: Language,
): { text: string; lang: Language } | null {
  const text: LocalizedText = { en: data[`${key}_en`], fr: data[`${key}_fr`] };
  const picked = inReaderLanguage(text, reader);
  return picked.text ? picked : null;
}

/**
 * A brand's note in the reader's language. A plain string is a note written in one language we were not told:
 * it reads as written, without a language (null `lang`).
 */
export function brandNoteIn(
  note: BrandNote | null | undefined,
  reader: Language,
): { text: string; lang: Language | null } | null {
  if (note === null || note === undefined) return null;
  if (typeof note === 'string') return note ? { text: note, lang: null } : null;
  const picked = inReaderLanguage(note, reader);
  return picked.text ? picked : null;
}

/** How an event's data keeps a brand's note: `note` as written, or `note_en` / `note_fr`. */
export function brandNoteData(note: BrandNote): Record<string, string> {
  if (typeof note === 'string') return { note };
  return {
    ...(note.en ? { note_en: note.en } : {}),
    ...(note.fr ? { note_fr: note.fr } : {}),
  };
}
