// The heirs' and care texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { expectEveryKeyInBothLanguages, textKeys } from '../../test/text-bundles';
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
    expect(i18n.getFixedT('fr')('heirsCare.heirs.itemCount', { count: 0 })).toBe('Aucun objet aujourd’hui');
  });

  it('calls the owner’s things items and objets, as the rest of the app does, never pieces', () => {
    for (const language of ['en', 'fr'] as const) {
      const t = i18n.getFixedT(language) as (key: string) => string;
      for (const key of textKeys(en)) {
        expect(t(`heirsCare.${key}`), `${language} ${key}`).not.toMatch(/\bpieces?\b|pièces?/i);
      }
    }
    expect(i18n.getFixedT('en')('heirsCare.row.label')).toBe('Your heirs and entrusted items');
    expect(i18n.getFixedT('fr')('heirsCare.row.label')).toBe('Vos héritiers et objets confiés');
    expect(i18n.getFixedT('fr')('heirsCare.item.inCareUntil', { date: '20 décembre 2026' })).toBe(
      'Confié jusqu’au 20 décembre 2026',
    );
  });
});
