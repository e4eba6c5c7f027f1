// The messages' and the legal gate's texts: the same keys in English and French, joined to the app's resources.
import { describe, expect, it } from 'vitest';
import { textKeys } from '../../test/text-bundles';
import { i18n } from '..';
import legalEn from '../legal/en.json';
import legalFr from '../legal/fr.json';
import en from './en.json';
import fr from './fr.json';

const messagesTexts = { en, fr };
const legalTexts = { en: legalEn, fr: legalFr };

describe.each([
  ['messages', messagesTexts],
  ['legal', legalTexts],
] as const)('%s texts', (name, texts) => {
  it('has every key in both languages, none empty', () => {
    const en = textKeys(texts.en).sort();
    expect(textKeys(texts.fr).sort()).toEqual(en);
    for (const key of en.map((one) => one.replace(/_(one|other)$/, ''))) {
      for (const language of ['en', 'fr'] as const) {
        const t = i18n.getFixedT(language) as (key: string, options: object) => string; // keys walked at run time
        const text = t(`${name}.${key}`, { count: 2 });
        expect(text, `${language} ${key}`).not.toBe(`${name}.${key}`);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });
});

describe('messages and legal texts', () => {
  it('count in both languages, and use typographic apostrophes in French', () => {
    expect(i18n.getFixedT('fr')('messages.unseen', { count: 1 })).toBe('1 message non lu');
    expect(i18n.getFixedT('en')('messages.unseen', { count: 4 })).toBe('4 unread messages');
    const french = JSON.stringify([messagesTexts.fr, legalTexts.fr]);
    expect(french).not.toMatch(/'/);
  });
});
