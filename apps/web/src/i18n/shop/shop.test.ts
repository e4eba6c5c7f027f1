// The shop's texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

const shopTexts = { en, fr };

/** A key found at run time (typed keys are checked by the compiler; these are walked from the JSON). */
const lookUp = (language: string, key: string) => (i18n.getFixedT(language) as (key: string) => string)(key);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('shop texts', () => {
  it('has every key in both languages, none empty', () => {
    const en = keys(shopTexts.en).sort();
    expect(keys(shopTexts.fr).sort()).toEqual(en);
    for (const key of en) {
      expect(lookUp('en', `shop.${key}`), key).not.toMatch(/^shop\.|^$/);
      expect(lookUp('fr', `shop.${key}`), key).not.toMatch(/^shop\.|^$/);
    }
  });

  it('speaks each language once loaded, the home’s shop entry included', () => {
    expect(i18n.getFixedT('fr')('shop.hold.reserve')).toBe('Réserver');
    expect(i18n.getFixedT('en')('shop.collection.left', { count: 0, total: 4 })).toBe('Sold out');
    expect(i18n.getFixedT('en')('shop.collection.left', { count: 3, total: 4 })).toBe('3 of 4 left');
    expect(i18n.getFixedT('fr')('shop.collection.left', { count: 0, total: 4 })).toBe('Épuisé');
    expect(i18n.getFixedT('fr')('items.home.shop')).toBe('Boutique');
    expect(i18n.getFixedT('en')('items.home.visitShop')).toBe('Visit the shop');
  });
});
