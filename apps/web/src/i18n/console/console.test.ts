// The console's texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { expectEveryKeyInBothLanguages } from '../../test/text-bundles';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

describe('console texts', () => {
  it('has every key in both languages, none empty', () => {
    expectEveryKeyInBothLanguages('console', { en, fr });
  });

  it('speaks each language, plurals included', () => {
    expect(i18n.getFixedT('fr')('console.nav.repairs')).toBe('Réparations');
    expect(i18n.getFixedT('en')('console.overview.salesCount', { count: 0 })).toBe('No sale');
    expect(i18n.getFixedT('fr')('console.items.imported', { count: 3, file: 'a.csv' })).toBe(
      '3 objets importés depuis a.csv.',
    );
  });
});
