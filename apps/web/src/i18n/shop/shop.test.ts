// The shop's texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { expectEveryKeyInBothLanguages } from '../../test/text-bundles';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

describe('shop texts', () => {
  it('has every key in both languages, none empty', () => {
    expectEveryKeyInBothLanguages('shop', { en, fr });
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
