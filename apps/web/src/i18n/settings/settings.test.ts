// The settings and account texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { expectEveryKeyInBothLanguages } from '../../test/text-bundles';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

describe('settings texts', () => {
  it('has every key in both languages, none empty', () => {
    expectEveryKeyInBothLanguages('settings', { en, fr });
  });

  it('speaks each language once loaded, the home’s settings button included', () => {
    expect(i18n.getFixedT('fr')('settings.title')).toBe('Réglages');
    expect(i18n.getFixedT('en')('settings.email.resent', { email: 'a@b.fr' })).toBe(
      'A new link was sent to a@b.fr.',
    );
    expect(i18n.getFixedT('fr')('items.home.settings')).toBe('Réglages et compte');
  });
});
