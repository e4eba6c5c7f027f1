// The certificate's text cut into runs by the font subset that has each character: Latin, its extensions,
// Vietnamese, Greek and Cyrillic each find a face; a combining mark stays with its letter; what no face has
// (Chinese, Arabic) is a run of its own, with no face.
import { describe, expect, it } from 'vitest';
import { hasUnprintable, runsOf } from './certificate-fonts';

describe('the runs of a certificate text', () => {
  it('gives each character the first subset that has it', () => {
    expect(runsOf('Łódź', 'serif')).toEqual([
      { text: 'Ł', face: 'serif-latin-ext' },
      { text: 'ód', face: 'serif-latin' },
      { text: 'ź', face: 'serif-latin-ext' },
    ]);
    expect(runsOf('Москва Ἀθῆναι Phở', 'italic').map((run) => [run.text, run.face])).toEqual([
      ['Москва ', 'italic-cyrillic'],
      ['Ἀ', 'italic-greek-ext'],
      ['θ', 'italic-greek'],
      ['ῆ', 'italic-greek-ext'],
      ['ναι ', 'italic-greek'],
      ['Ph', 'italic-latin'],
      ['ở', 'italic-vietnamese'],
    ]);
  });

  it('keeps a combining mark with the letter before it', () => {
    // "é" written as e + U+0301, Vietnamese "ệ" as ê + U+0323
    expect(runsOf('Cafe\u0301 ê\u0323', 'serif')).toEqual([
      { text: 'Cafe\u0301 ê\u0323', face: 'serif-latin' },
    ]);
  });

  it('leaves what no face has without one', () => {
    expect(runsOf('Maison 東京', 'mono')).toEqual([
      { text: 'Maison ', face: 'mono-latin' },
      { text: '東京', face: null },
    ]);
    expect(hasUnprintable('مجموعة', 'serif')).toBe(true);
    expect(hasUnprintable('Žluťoučký kůň Ǆ ſ', 'serif')).toBe(false);
  });
});
