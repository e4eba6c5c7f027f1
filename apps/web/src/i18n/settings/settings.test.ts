// The settings and account texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

const settingsTexts = { en, fr };

/** A key found at run time (typed keys are checked by the compiler; these are walked from the JSON). */
const lookUp = (language: string, key: string) => (i18n.getFixedT(language) as (key: string) => string)(key);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('settings texts', () => {
  it('has every key in both languages, none empty', () => {
    const en = keys(settingsTexts.en).sort();
    expect(keys(settingsTexts.fr).sort()).toEqual(en);
    for (const key of en) {
      expect(lookUp('en', `settings.${key}`), key).not.toBe(`settings.${key}`);
      expect(lookUp('fr', `settings.${key}`), key).not.toMatch(/^settings\.|^$/);
    }
  });

  it('speaks each language once loaded, the home’s settings button included', () => {
    expect(i18n.getFixedT('fr')('settings.title')).toBe('Réglages');
    expect(i18n.getFixedT('en')('settings.email.resent', { email: 'a@b.fr' })).toBe(
      'A new link was sent to a@b.fr.',
    );
    expect(i18n.getFixedT('fr')('items.home.settings')).toBe('Réglages et compte');
  });
});
