// A text written in English and French side by side (a collection's description, a message's title and body):
// the two fields, what a form checks of them, and what it sends (each language trimmed, an empty one left out).
import type { ChangeEvent } from 'react';
import { TextArea, TextInput } from '../../ui';
import { styles } from './console-styles';

export interface LocalisedValue {
  en: string;
  fr: string;
}

export const emptyLocalised: LocalisedValue = { en: '', fr: '' };

/** A saved text's two languages, ready to edit. */
export const localisedOf = (saved?: { en?: string; fr?: string }): LocalisedValue => ({
  en: saved?.en ?? '',
  fr: saved?.fr ?? '',
});

/** What a form asks: English written (`'en'`, the text owners fall back to), or either language (`'either'`). */
export type LocalisedRule = 'en' | 'either';

/** Whether the text is missing what `rule` asks. */
export function localisedMissing(value: LocalisedValue, rule: LocalisedRule): boolean {
  return rule === 'en' ? !value.en.trim() : !value.en.trim() && !value.fr.trim();
}

/** The text to send: each language trimmed, an empty one left out. */
export function localisedDraft(value: LocalisedValue): { en?: string; fr?: string } {
  const en = value.en.trim();
  const fr = value.fr.trim();
  return { ...(en ? { en } : {}), ...(fr ? { fr } : {}) };
}

/**
 * The English and French fields in a row (one line each, or `rows` lines), `error` said under the English one.
 */
export function LocalisedTextInput({
  labels,
  value,
  onChange,
  maxLength,
  rows,
  error,
}: {
  labels: LocalisedValue;
  value: LocalisedValue;
  onChange: (value: LocalisedValue) => void;
  maxLength: number;
  /** a text of several lines: text areas of this height */
  rows?: number;
  error?: string;
}) {
  const field = (language: keyof LocalisedValue) => {
    const props = {
      label: labels[language],
      lang: language,
      value: value[language],
      maxLength,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange({ ...value, [language]: event.target.value }),
      error: language === 'en' ? error : undefined,
    };
    return rows === undefined ? <TextInput {...props} /> : <TextArea {...props} rows={rows} />;
  };
  return (
    <div className={styles.row}>
      {field('en')}
      {field('fr')}
    </div>
  );
}
