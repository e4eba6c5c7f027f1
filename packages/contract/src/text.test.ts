// Texts stored in jsonb (brand notes, brand content) refuse a lone UTF-16 surrogate, which PostgreSQL's jsonb
// cannot hold; a well-formed pair (an emoji) and accents pass.
import { describe, expect, it } from 'vitest';
import { localizedTextSchema } from './common';
import { brandNoteBody } from './repairs';

describe('well-formed texts', () => {
  it.each(['o\ud800', '\udc00', 'fin \ud83d'])(
    'refuses %j in a note, as one text or per language',
    (text) => {
      expect(brandNoteBody.safeParse({ note: text }).success).toBe(false);
      expect(brandNoteBody.safeParse({ note: { en: text } }).success).toBe(false);
      expect(localizedTextSchema(100).safeParse({ fr: text }).success).toBe(false);
    },
  );

  it('keeps accents and emoji (a surrogate pair)', () => {
    expect(brandNoteBody.safeParse({ note: 'Prête à être retirée ⌚ 👜' }).success).toBe(true);
    expect(brandNoteBody.safeParse({ note: { en: 'Ready 👜', fr: 'Prête 👜' } }).success).toBe(true);
  });
});
