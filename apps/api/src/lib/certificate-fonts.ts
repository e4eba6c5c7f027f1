// The fonts of the certificate's PDF (./certificate-pdf.ts) for what a brand typed: Noto Serif (regular, italic)
// and Noto Sans Mono from the @fontsource packages, one file per script subset (Latin, Latin Extended, Vietnamese,
// Greek, Cyrillic and their extensions), read from node_modules, never downloaded. A text is cut into runs, each
// drawn with the first subset that has a glyph for its characters (fontkit's hasGlyphForCodePoint); PDFKit embeds
// only the glyphs used. A character no subset has (Chinese, Japanese, Arabic…) is drawn as the replacement character
// � (U+FFFD, in the page and in its text alike): never another letter, and the certificate then says that its item's
// page shows the name as written. See docs/decisions/051-certificate-fonts.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

/** The subsets, in the order a character looks for its glyph (Latin first: its punctuation wins). */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'];

const FAMILIES = {
  serif: { pkg: '@fontsource/noto-serif', file: 'noto-serif', style: '400-normal' },
  italic: { pkg: '@fontsource/noto-serif', file: 'noto-serif', style: '400-italic' },
  mono: { pkg: '@fontsource/noto-sans-mono', file: 'noto-sans-mono', style: '400-normal' },
} as const;

export type Family = keyof typeof FAMILIES;

interface Face {
  /** the name PDFKit knows it by */
  name: string;
  data: Buffer;
  font: Font;
}

/** Each family's faces, read once per process (5 to 96 kB a file). */
const faces = new Map<Family, Face[]>();

function facesOf(family: Family): Face[] {
  let list = faces.get(family);
  if (!list) {
    const { pkg, file, style } = FAMILIES[family];
    list = SUBSETS.map((subset) => {
      const data = readFileSync(require.resolve(`${pkg}/files/${file}-${subset}-${style}.woff`));
      return { name: `${family}-${subset}`, data, font: create(data) as Font };
    });
    faces.set(family, list);
  }
  return list;
}

/** A piece of text and the face to draw it with; `face` null: no font of ours has these characters. */
export interface Run {
  text: string;
  face: string | null;
}

/** What the page shows for a character no face has: U+FFFD, the replacement character (in the Latin faces). */
export const REPLACEMENT = '\uFFFD';

const COMBINING = /^\p{M}$/u;

/** `text` cut into runs of one face each: a combining mark stays with the face of the letter before it when it can. */
export function runsOf(text: string, family: Family): Run[] {
  const list = facesOf(family);
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const keep =
      last?.face != null &&
      (COMBINING.test(char) || /\s/u.test(char)) &&
      list.find((face) => face.name === last.face)?.font.hasGlyphForCodePoint(code);
    const face = keep ? last.face : (list.find((f) => f.font.hasGlyphForCodePoint(code))?.name ?? null);
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

/** Whether `text` has a character that no face of `family` can draw. */
export const hasUnprintable = (text: string, family: Family) =>
  runsOf(text, family).some((run) => run.face === null);

/** Registers every face of the families with the document (PDFKit embeds only the glyphs then drawn). */
export function registerFonts(doc: PDFKit.PDFDocument) {
  for (const family of Object.keys(FAMILIES) as Family[]) {
    for (const face of facesOf(family)) doc.registerFont(face.name, face.data);
  }
}

/**
 * Draws `text` with `family` at (x, y) as PDFKit's text() would (same options), run by run; a run no face has is
 * drawn as as many � (its Latin face).
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  family: Family,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions,
) {
  const runs = runsOf(text, family);
  runs.forEach((run, i) => {
    const continued = i < runs.length - 1;
    doc.font(run.face ?? `${family}-latin`);
    const shown = run.face === null ? REPLACEMENT.repeat([...run.text].length) : run.text;
    if (i === 0) doc.text(shown, x, y, { ...options, continued });
    else doc.text(shown, { ...options, continued });
  });
}
