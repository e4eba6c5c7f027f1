// What the text namespaces' tests share: a bundle's keys walked from its JSON, and the check that a namespace has
// the same keys in English and French, each resolving once loaded to a text of its own in both languages.
import { expect } from 'vitest';
import { i18n } from '../i18n';

/** A text bundle's keys, dotted ('hold.reserve'), walked from its JSON. */
export function textKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => textKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Checks that `namespace`'s texts have the same keys in English and French and that, once the namespace is joined
 * to the app's resources, every key gives in both languages a text that is neither empty nor the key echoed back. */
export function expectEveryKeyInBothLanguages(namespace: string, texts: { en: unknown; fr: unknown }): void {
  const en = textKeys(texts.en).sort();
  expect(textKeys(texts.fr).sort()).toEqual(en);
  const missing = new RegExp(`^${namespace}\\.|^$`);
  for (const key of en) {
    for (const language of ['en', 'fr'] as const) {
      // a key found at run time (typed keys are checked by the compiler; these are walked from the JSON)
      const text = (i18n.getFixedT(language) as (key: string) => string)(`${namespace}.${key}`);
      expect(text, `${language} ${key}`).not.toMatch(missing);
    }
  }
}
