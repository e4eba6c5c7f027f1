// Lookup, placeholders and plural forms of the text store.
import { describe, expect, it } from 'vitest';
import { TextStore, type TFunction } from './texts';

const store = new TextStore('en', async () => ({}));
store.add('en', 'test', {
  t: {
    plain: 'Hello',
    greet: 'Hello {{name}}, {{ name }}!',
    items_zero: 'No items',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    days_one: 'one day',
    days_other: '{{count}} days',
  },
});
store.add('fr', 'test', {
  t: {
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
    stores: 'Ateliers {{brand, de}}',
    from: '{{ brand , De }}',
    asks: 'Ce {{brand, que}} demande',
    shouting: 'Ateliers {{brand, uppercase}}',
  },
});
// keys of a made-up bundle: outside the app's typed keys
const t = (language: 'en' | 'fr') => store.getFixedT(language) as (key: string, values?: object) => string;

describe('text store', () => {
  it('finds a text by its dotted key, and answers the key (or the default) when there is none', () => {
    expect(t('en')('t.plain')).toBe('Hello');
    expect(t('en')('t.nothing')).toBe('t.nothing');
    expect(t('en')('t.nothing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('fr')('t.plain')).toBe('t.plain');
  });

  it('fills placeholders, an absent value with nothing', () => {
    expect(t('en')('t.greet', { name: 'Élise' })).toBe('Hello Élise, Élise!');
    expect(t('en')('t.greet', {})).toBe('Hello , !');
  });

  it("picks the plural form by the language's rules, and _zero for 0 when there is one", () => {
    expect(t('en')('t.items', { count: 0 })).toBe('No items');
    expect(t('en')('t.items', { count: 1 })).toBe('1 item');
    expect(t('en')('t.items', { count: 7 })).toBe('7 items');
    expect(t('en')('t.days', { count: 0 })).toBe('0 days');
    // French says "0 jour", "1,5 jour": one, not other
    expect(t('fr')('t.days', { count: 0 })).toBe('0 jour');
    expect(t('fr')('t.days', { count: 2 })).toBe('2 jours');
  });

  it('elides "de" and "que" before a name starting with a vowel, by the format the placeholder names', () => {
    const fr = t('fr');
    expect(fr('t.stores', { brand: 'Atelier Nuit' })).toBe('Ateliers d’Atelier Nuit');
    expect(fr('t.stores', { brand: 'Éclat' })).toBe('Ateliers d’Éclat');
    expect(fr('t.stores', { brand: 'Maison Aurèle' })).toBe('Ateliers de Maison Aurèle');
    expect(fr('t.stores', { brand: 'Hublot' })).toBe('Ateliers de Hublot');
    expect(fr('t.from', { brand: 'Atelier Nuit' })).toBe('D’Atelier Nuit');
    expect(fr('t.from', { brand: 'Domaine Solène' })).toBe('De Domaine Solène');
    expect(fr('t.asks', { brand: 'Atelier Nuit' })).toBe('Ce qu’Atelier Nuit demande');
    expect(fr('t.asks', { brand: 'Maison Aurèle' })).toBe('Ce que Maison Aurèle demande');
    // an absent value: the word alone; a format the store does not know: the value as it is
    expect(fr('t.stores', {})).toBe('Ateliers de');
    expect(fr('t.shouting', { brand: 'Atelier Nuit' })).toBe('Ateliers Atelier Nuit');
  });

  it('tells whether a key has a text in a language', () => {
    expect(store.exists('t.plain')).toBe(true);
    expect(store.exists('t.plain', { lng: 'fr' })).toBe(false);
  });

  it('gives a t typed by the English keys', () => {
    const typed: TFunction = store.t;
    // @ts-expect-error — not a key of the app's texts
    expect(typed('t.plain')).toBe('Hello');
  });
});
