// French elision before a name, one rule for the web app's texts and the API's (docs/decisions/050): "de Maison
// Aurèle" but "d’Atelier Nuit", "que Maison Aurèle" but "qu’Atelier Nuit". Kept free of zod: the web's text store
// takes it from the contract's light entry.

/** The words a French text puts before a name and elides before a vowel; a capital one starts a sentence. */
export const elidingWords = ['de', 'De', 'que', 'Que'] as const;
export type ElidingWord = (typeof elidingWords)[number];

export function isElidingWord(value: string): value is ElidingWord {
  return (elidingWords as readonly string[]).includes(value);
}

/**
 * Whether a name starts with a vowel, accented or not and in either case (a e i o u y, à â é è ê ë î ï ô ù û ü…,
 * œ æ): its first letter without its accents decides. A name starting with "h" is never elided: whether its h
 * is mute or aspirated depends on the word ("d’Hermès" but "de Hublot"), and a list of such names would never be
 * complete; "de" before a mute h is the accepted fault. A "y" before a vowel sounds like a consonant ("de Yann"):
 * the rule still elides it, as it elides every y.
 */
export function startsWithVowel(name: string): boolean {
  const first = name.trimStart().charAt(0).normalize('NFD').charAt(0).toLowerCase();
  return first !== '' && 'aeiouyœæ'.includes(first);
}

/**
 * The word and the name, with the typographic apostrophe the texts use when the word elides: `elide('de',
 * 'Atelier Nuit')` is "d’Atelier Nuit", `elide('De', 'Maison Aurèle')` "De Maison Aurèle", `elide('que',
 * 'Atelier Nuit')` "qu’Atelier Nuit". An empty name gives the word alone.
 */
export function elide(word: ElidingWord, name: string): string {
  if (name.trim() === '') return word;
  return startsWithVowel(name) ? `${word.slice(0, -1)}’${name.trimStart()}` : `${word} ${name.trimStart()}`;
}
