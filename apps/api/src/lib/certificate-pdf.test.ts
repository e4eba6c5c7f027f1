// The certificate's PDF read back by tools that are not ours: Poppler's pdftotext finds every fact in the owner's
// language (accents included) and nothing personal, names in Latin scripts, Greek, Cyrillic and Vietnamese as typed,
// and � with a note for what no embedded font has (decision 051); pdffonts finds the Noto faces embedded; pdftoppm
// renders the page, on which jsQR finds the item's Digital Link in the QR code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { popplerInstalled } from '../../test/poppler';
import { type CertificateData, certificatePdf } from './certificate-pdf';

const poppler = popplerInstalled;

const dir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-certificate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINK = 'https://heirloom.example/01/00614141000012/21/MA-CH-1931-0042';
const data = (language: 'en' | 'fr'): CertificateData => ({
  language,
  item: {
    name: 'Chronographe 1931',
    serialNumber: 'MA-CH-1931-0042',
    gtin: '00614141000012',
    digitalLink: LINK,
    collection: 'Héritage',
  },
  brand: 'Maison Aurèle',
  ownedSince: new Date('2026-03-14T10:00:00Z'),
  issuedAt: new Date('2026-11-29T09:00:00Z'),
  token: {
    chainName: 'Polygon',
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenId: '112233445566778899',
  },
  verificationCode: 'HLC-7Q4M-X2KD-93TB',
});

let files = 0;
/** The PDF written to a file, its text as Poppler reads it, its fonts, and its first page rendered at 150 dpi. */
async function readBack(language: 'en' | 'fr', of: CertificateData = data(language)) {
  const pdf = await certificatePdf(of);
  const name = `certificate-${language}-${++files}`;
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', file, path.join(dir, name)]);
  return { pdf, text, info, fonts, png: path.join(dir, `${name}.png`) };
}

/** The English certificate of an item, brand and model named as a brand typed them. */
const named = (brand: string, name: string, collection: string, serialNumber = 'MA-CH-1931-0042') => {
  const base = data('en');
  return { ...base, brand, item: { ...base.item, name, collection, serialNumber } };
};

/** Names as brands write them, one language a row: brand, item, model. */
const NAMES: [string, string, string, string][] = [
  ['Polish', 'Zegarmistrz Łódź', 'Żółta gęś', 'Źródło Ćmy Ńść'],
  ['Czech', 'Hodinářství Žďár', 'Příliš žluťoučký kůň', 'Úpěl ďábelské ódy'],
  ['Greek', 'Ωρολογοποιείο Ἀθῆναι', 'Χρονογράφος Ψ', 'Συλλογή «Ἑλλάς»'],
  ['Russian', 'Часовой завод «Москва»', 'Хронограф Ёлка', 'Коллекция Щит № 7'],
  ['Vietnamese', 'Đồng hồ Phở Hà Nội', 'Ngọc Trai Sương', 'Bộ sưu tập Hạ Long'],
  ['Hungarian, Turkish, Romanian', 'Őrült Ügyes', 'İstanbul Şık Ğ', 'Ţară Şiret Ăâî'],
];

describe.skipIf(!poppler)(
  'the certificate of ownership as a PDF (read by Poppler: apt-get install poppler-utils)',
  () => {
    it('is one A4 page that Poppler reads, every fact in English', async () => {
      const { pdf, text, info } = await readBack('en');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      expect(info).toMatch(/Title:\s+Certificate of ownership: Chronographe 1931/);
      for (const fact of [
        'Certificate of ownership',
        'Maison Aurèle',
        'Chronographe 1931',
        'Héritage',
        'MA-CH-1931-0042',
        '00614141000012',
        '14 March 2026',
        '29 November 2026',
        '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        '112233445566778899',
        LINK,
        'HLC-7Q4M-X2KD-93TB',
      ]) {
        expect(text, fact).toContain(fact);
      }
    });

    it('says it in French', async () => {
      const { text } = await readBack('fr');
      for (const words of [
        'Certificat de propriété',
        'NUMÉRO DE SÉRIE',
        '14 mars 2026',
        'CODE DE VÉRIFICATION',
      ]) {
        expect(text, words).toContain(words);
      }
      expect(text).toContain('qui le présente montre qu’il détenait l’objet');
    });

    it.each(NAMES)('writes names in %s as typed', async (_language, brand, name, collection) => {
      const { text, fonts } = await readBack('en', named(brand, name, collection, `${collection}-42`));
      for (const value of [brand, name, collection, `${collection}-42`]) expect(text, value).toContain(value);
      expect(text).not.toContain('\uFFFD');
      expect(text).not.toContain('cannot print');
      expect(fonts).toMatch(/\+NotoSerif-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
      expect(fonts).toMatch(/\+NotoSerif-Italic\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    });

    it('shows a character no font of its has as �, never as another letter, and says so in the reader’s language', async () => {
      const of = named('Maison 東京', 'Montre 東京 Édition', 'مجموعة');
      const { text, info } = await readBack('en', of);
      expect(text).toContain('Maison ��');
      expect(text).toContain('Montre �� Édition');
      expect(text).toMatch(/^\s*�{6}\s*$/m);
      expect(text.replace(/\s+/g, ' ')).toContain(
        "� stands for a character this certificate cannot print: the item's page shows every name as written.",
      );
      expect(info).toMatch(/Title:\s+Certificate of ownership: Montre 東京 Édition/);
      const fr = await readBack('fr', { ...of, language: 'fr' });
      expect(fr.text.replace(/\s+/g, ' ')).toContain(
        '� tient la place d’un caractère que ce certificat ne sait pas imprimer : la page de l’objet montre chaque nom tel qu’il est écrit.',
      );
    });

    it('stays small: the fonts carry only the glyphs drawn', async () => {
      expect((await readBack('en')).pdf.length).toBeLessThan(24_000); // 17 kB measured (5.9 kB before)
      // every script at once: 14 faces embedded, 43 kB measured
      const all = named(
        NAMES.map((row) => row[1]).join(' '),
        NAMES.map((row) => row[2]).join(' '),
        NAMES.map((row) => row[3]).join(' '),
      );
      const { pdf, text } = await readBack('en', all);
      expect(text.replace(/\s+/g, ' ')).toContain(NAMES.map((row) => row[1]).join(' '));
      expect(pdf.length).toBeLessThan(64_000);
    });

    it("carries the item's Digital Link in a QR code a reader finds on the rendered page", async () => {
      const { png } = await readBack('en');
      const { data: pixels, info } = await sharp(readFileSync(png))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(Math.abs(info.width - 1240)).toBeLessThanOrEqual(1); // A4 (595.28 pt) at 150 dpi
      const code = jsQR(new Uint8ClampedArray(pixels), info.width, info.height);
      expect(code?.data).toBe(LINK);
    });
  },
);
