// The certificate's PDF read back by tools that are not ours: Poppler's pdftotext finds every fact in the owner's
// language (accents included) and nothing personal; pdftoppm renders the page, on which jsQR finds the item's
// Digital Link in the QR code.
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

/** The PDF written to a file, its text as Poppler reads it, and its first page rendered at 150 dpi. */
async function readBack(language: 'en' | 'fr') {
  const pdf = await certificatePdf(data(language));
  const file = path.join(dir, `certificate-${language}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', file, path.join(dir, `page-${language}`)]);
  return { pdf, text, info, png: path.join(dir, `page-${language}.png`) };
}

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
