// The heir's and the carer's texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { expectEveryKeyInBothLanguages } from '../../test/text-bundles';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

describe('inheritance texts', () => {
  it('has every key in both languages, none empty', () => {
    expectEveryKeyInBothLanguages('inheritance', { en, fr });
  });

  it('speaks each language once loaded', () => {
    expect(i18n.getFixedT('fr')('inheritance.entrusted.title')).toBe('Confiés à moi');
    expect(i18n.getFixedT('en')('inheritance.namedMe.items', { count: 2 })).toBe('2 items would come to you');
    expect(i18n.getFixedT('fr')('inheritance.namedMe.items', { count: 1 })).toBe('1 objet vous reviendrait');
  });
});
