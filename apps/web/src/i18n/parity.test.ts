// EN/FR parity for every bundle: the root texts and each folder's (./<bundle>/{en,fr}.json) have the same keys
// in both languages, none empty, and each placeholder `{{name}}` of the English text is in the French one too; a
// format a French placeholder names (`{{brand, de}}`, the elision before a name) is one the text store knows.
import { describe, expect, it } from 'vitest';
import { isTextFormat } from './texts';

type Texts = { [key: string]: string | Texts };
const files = import.meta.glob<Texts>('./**/{en,fr}.json', { eager: true, import: 'default' });

function flatten(value: string | Texts, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const formats = (text: string) =>
  [...text.matchAll(/\{\{\s*\w+\s*,\s*(\w+)/g)].map((match) => match[1] ?? '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

const bundles = [
  ...new Set(Object.keys(files).map((path) => path.replace(/\/?(en|fr)\.json$/, '') || '.')),
].sort();

describe('EN/FR parity', () => {
  it('finds every bundle', () => {
    expect(bundles).toEqual(
      expect.arrayContaining([
        '.',
        './aftersales',
        './items',
        './legal',
        './messages',
        './settings',
        './shop',
      ]),
    );
    expect(bundles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(bundles)('%s has the same keys in English and French, none empty', (bundle) => {
    const load = (language: string) => {
      const texts = files[`${bundle}/${language}.json`];
      expect(texts, `${bundle}/${language}.json`).toBeDefined();
      return new Map(flatten(texts!));
    };
    const en = load('en');
    const fr = load('fr');
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      const french = fr.get(key) ?? '';
      expect(text.trim(), `en ${key}`).not.toBe('');
      expect(french.trim(), `fr ${key}`).not.toBe('');
      expect(placeholders(french), `fr ${key}`).toEqual(placeholders(text));
      // elision is French: the English texts name no format, and a misspelt one would leave "de" out
      expect(formats(text), `en ${key}`).toEqual([]);
      expect(
        formats(french).filter((format) => !isTextFormat(format)),
        `fr ${key}`,
      ).toEqual([]);
    }
  });

  it('finds the French elisions before a name', () => {
    const french = Object.entries(files)
      .filter(([path]) => path.endsWith('/fr.json'))
      .flatMap(([, texts]) => flatten(texts).map(([, text]) => text));
    expect(french.flatMap(formats).length).toBeGreaterThanOrEqual(30);
    // "de {{brand}}" written by hand would read "de Atelier Nuit": a name comes after "de" or "que" by its format
    const byHand =
      /(^|[^\p{L}])(de|De|que|Que) \{\{\s*(brand|store|name|item|who|counterparty|label|email|file)\s*\}\}/u;
    expect(french.filter((text) => byHand.test(text))).toEqual([]);
  });
});
