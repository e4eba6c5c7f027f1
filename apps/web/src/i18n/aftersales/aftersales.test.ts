// The after-sales texts: the same keys in English and French, joined to the app's resources when loaded.
import { describe, expect, it } from 'vitest';
import { expectEveryKeyInBothLanguages } from '../../test/text-bundles';
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

describe('aftersales texts', () => {
  it('has every key in both languages, none empty', () => {
    expectEveryKeyInBothLanguages('aftersales', { en, fr });
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
