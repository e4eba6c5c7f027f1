// French elision before a name: vowels plain and accented in either case, consonants, the h left unelided, an empty
// name, and the capital word that starts a sentence.
import { describe, expect, it } from 'vitest';
import { elide, isElidingWord, startsWithVowel } from './french';

describe('French elision before a name', () => {
  it.each([
    'Atelier Nuit',
    'atelier',
    'Éclat',
    'élan',
    'Èze',
    'Île',
    'Ô Paris',
    'Ursa',
    'Yves',
    'Œuvre',
    'Æther',
  ])('elides "de" and "que" before %s', (name) => {
    expect(startsWithVowel(name)).toBe(true);
    expect(elide('de', name)).toBe(`d’${name}`);
    expect(elide('que', name)).toBe(`qu’${name}`);
  });

  it.each([
    'à la carte',
    'âme',
    'être',
    'Ëlla',
    'îlot',
    'ïota',
    'ôde',
    'ùn',
    'ûr',
    'über',
    'œil',
    'æon',
    'Ÿ',
  ])('counts %s as starting with a vowel (every accented vowel, either case)', (name) => {
    expect(startsWithVowel(name)).toBe(true);
    expect(startsWithVowel(name.toUpperCase())).toBe(true);
  });

  it.each(['Maison Aurèle', 'Domaine Solène', 'Ç', 'Zéphyr', '1931', '«Atelier»', '+33 6 12 34 56 78'])(
    'keeps "de" before %s',
    (name) => {
      expect(startsWithVowel(name)).toBe(false);
      expect(elide('de', name)).toBe(`de ${name}`);
      expect(elide('que', name)).toBe(`que ${name}`);
    },
  );

  it('leaves a name starting with h unelided, mute or aspirated', () => {
    expect(elide('de', 'Hublot')).toBe('de Hublot');
    expect(elide('de', 'Hermès')).toBe('de Hermès');
    expect(elide('de', 'hôtel')).toBe('de hôtel');
  });

  it('starts a sentence with the capital word, elided or not', () => {
    expect(elide('De', 'Atelier Nuit')).toBe('D’Atelier Nuit');
    expect(elide('De', 'Maison Aurèle')).toBe('De Maison Aurèle');
    expect(elide('Que', 'Ursa')).toBe('Qu’Ursa');
  });

  it('gives the word alone for an empty name, and reads past leading spaces', () => {
    expect(elide('de', '')).toBe('de');
    expect(elide('de', '   ')).toBe('de');
    expect(startsWithVowel('')).toBe(false);
    expect(elide('de', '  Atelier Nuit')).toBe('d’Atelier Nuit');
  });

  it('names the words it elides', () => {
    expect(['de', 'De', 'que', 'Que'].every(isElidingWord)).toBe(true);
    expect(isElidingWord('le')).toBe(false);
    expect(isElidingWord('uppercase')).toBe(false);
  });
});
