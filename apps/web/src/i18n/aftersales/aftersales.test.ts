// The after-sales texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

const aftersalesTexts = { en, fr };

/** A key found at run time (typed keys are checked by the compiler; these are walked from the JSON). */
const lookUp = (language: string, key: string) => (i18n.getFixedT(language) as (key: string) => string)(key);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('aftersales texts', () => {
  it('has every key in both languages, none empty', () => {
    const en = keys(aftersalesTexts.en).sort();
    expect(keys(aftersalesTexts.fr).sort()).toEqual(en);
    for (const key of en) {
      expect(lookUp('en', `aftersales.${key}`), key).not.toBe(`aftersales.${key}`);
      expect(lookUp('fr', `aftersales.${key}`), key).not.toBe(`aftersales.${key}`);
    }
  });

  it('has the item page’s after-sales texts, in `items`, in both languages', () => {
    expect(i18n.getFixedT('fr')('items.actions.repair')).toBe('Demander une réparation');
    // merged into `items`, next to what was already there
    expect(i18n.getFixedT('fr')('items.history.kind.minted')).toBe('Certificat créé');
    expect(i18n.getFixedT('en')('items.history.repairState', { state: 'x' })).toBe('Status: x');
  });

  it('speaks each language once loaded', () => {
    expect(i18n.getFixedT('fr')('aftersales.request.title')).toBe('Demander une réparation');
    expect(i18n.getFixedT('en')('aftersales.verify.owners', { count: 2 })).toBe('2 owners');
  });
});
