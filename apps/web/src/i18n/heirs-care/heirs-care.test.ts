// The heirs' and care texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { expectEveryKeyInBothLanguages } from '../../test/text-bundles';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

describe('heirs and care texts', () => {
  it('has every key in both languages, none empty', () => {
    expectEveryKeyInBothLanguages('heirsCare', { en, fr });
  });

  it('speaks each language once loaded, plurals included', () => {
    expect(i18n.getFixedT('fr')('heirsCare.screen.title')).toBe('Héritiers et objets confiés');
    expect(i18n.getFixedT('en')('heirsCare.row.summary', { count: 2 })).toBe('2 heirs named');
    expect(i18n.getFixedT('fr')('heirsCare.heirs.itemCount', { count: 0 })).toBe('Aucune pièce aujourd’hui');
  });
});
