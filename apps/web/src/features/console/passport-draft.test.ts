// The passport form's draft: a share as typed in either language, the fields sent (empty parties and texts as none,
// a country in capitals), what it checks first by the server's paths, an item's fields reduced to those it replaces,
// and the server's field names read as the form's.
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftTotal,
  emptyMaterial,
  fieldsOf,
  formPathOf,
  itemFieldsOf,
  percentOf,
} from './passport-draft';

describe('the passport draft', () => {
  it('reads a percentage to one decimal, in English or French', () => {
    expect(percentOf('80')).toBe(80);
    expect(percentOf('12.5')).toBe(12.5);
    expect(percentOf('12,5 %')).toBe(12.5);
    expect(percentOf('100')).toBe(100);
    for (const wrong of ['', '100.1', '101', '12.55', '-3', 'abc', '1e2'])
      expect(percentOf(wrong)).toBeNull();
  });

  it('sends empty parts as none and a country in capitals, and round-trips what it read', () => {
    const draft = draftOf({}, 'en');
    draft.countryOfOrigin = 'fr';
    draft.texts.care = { en: '  Wipe dry. ', fr: '' };
    const { fields, problems } = fieldsOf(draft);
    expect(problems).toEqual({});
    expect(fields).toMatchObject({
      manufacturer: null,
      facility: null,
      countryOfOrigin: 'FR',
      care: { en: 'Wipe dry.' },
      repair: null,
      materials: [],
      documents: [],
      afterSalesUntil: null,
    });
    expect(fieldsOf(draftOf(fields, 'fr')).fields).toEqual(fields);
  });

  it('says what is wrong by the path the server names', () => {
    const draft = draftOf({}, 'en');
    draft.facility = { name: '', gln: '123', country: 'France' };
    draft.materials = [
      { ...emptyMaterial(), name: { en: 'Gold', fr: '' }, share: '70', recycledShare: 'lots' },
      { ...emptyMaterial(), share: '40', origin: 'it' },
    ];
    expect(draftTotal(draft.materials)).toBe(110);
    expect(fieldsOf(draft).problems).toEqual({
      'facility.name': 'partyName',
      'facility.gln': 'gln',
      'facility.country': 'country',
      'materials.0.recycledShare': 'share',
      'materials.1.name': 'materialName',
      materials: 'sharesOver',
    });
  });

  it('keeps of an item only the fields it replaces, and their problems only', () => {
    const draft = draftOf({ care: { fr: 'Rincer.' } }, 'fr');
    draft.manufacturer = { name: '', gln: '1', country: '' };
    const own = new Set(['care', 'countryOfOrigin'] as const);
    expect(itemFieldsOf(draft, own)).toEqual({
      fields: { care: { fr: 'Rincer.' }, countryOfOrigin: null },
      problems: {},
    });
  });

  it('reads the server’s field as the form’s path', () => {
    expect(formPathOf('body.fields.materials.0.share')).toBe('materials.0.share');
    expect(formPathOf('manufacturer.gln')).toBe('manufacturer.gln');
    expect(formPathOf('fields')).toBe('fields');
    expect(formPathOf(undefined)).toBeUndefined();
  });
});
