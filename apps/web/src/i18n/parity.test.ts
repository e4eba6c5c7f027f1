// EN/FR parity for every bundle: the root texts and each folder's (./<bundle>/{en,fr}.json) have the same keys
// in both languages, none empty, and each placeholder `{{name}}` of the English text is in the French one too.
import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };
const files = import.meta.glob<Texts>('./**/{en,fr}.json', { eager: true, import: 'default' });

function flatten(value: string | Texts, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

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
    }
  });
});
