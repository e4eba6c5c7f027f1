// Brand content in the reader's language (decision 012): a text the brand wrote in English and French is read
// in the reader's; a text it wrote in one language only is read in that one, and says which (the web marks it
// with a `lang` attribute so that screen readers and translators know).
import type { Attribute, Language, LocalizedAttribute, LocalizedText } from '@heirloom/contract';

const other = (language: Language): Language => (language === 'en' ? 'fr' : 'en');

/** The text in the reader's language, else in the other one; an empty text reads as "" in the reader's. */
export function inReaderLanguage(text: LocalizedText, reader: Language): { text: string; lang: Language } {
  const own = text[reader]?.trim();
  if (own) return { text: own, lang: reader };
  const fallback = text[other(reader)]?.trim();
  if (fallback) return { text: fallback, lang: other(reader) };
  return { text: '', lang: reader };
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
