// The certificate of ownership as a PDF, for an insurer or a notary (issue 34): one A4 page in the owner's
// language naming the item (brand, model, serial number, GTIN), its GS1 Digital Link with its QR code, the token
// that records it, since when it is held and when the certificate was issued, and the verification code that the
// item's public page checks. It names no one: no phone number, no e-mail address. The page's own words (English,
// French) are in PDFKit's standard fonts; what comes from data (the brand, the item's and its model's names, the
// facts' values, the address) in embedded Noto fonts that write Latin with its extensions, Vietnamese, Greek and
// Cyrillic as typed; a character none of them has is shown as �, and the page then says so
// (./certificate-fonts.ts, decision 051).
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import type { Language } from '@heirloom/contract';
import { drawText, hasUnprintable, registerFonts } from './certificate-fonts';
import { certificateTexts } from './certificate-pdf.texts';

export interface CertificateData {
  language: Language;
  item: {
    name: string;
    serialNumber: string;
    gtin: string | null;
    /** its GS1 Digital Link (or its /verify page): the QR code's address */
    digitalLink: string;
    /** its model (its collection), when known */
    collection?: string;
  };
  brand: string;
  ownedSince: Date;
  issuedAt: Date;
  token: { chainName: string; contract: string; tokenId: string } | null;
  /** what the public page checks */
  verificationCode: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = '#1c1a17';
const MUTED = '#6b645b';
const RULE = '#d9d2c5';

/** A date as the owner's language writes it, in UTC (the server's day, whatever the reader's zone). */
const longDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** The QR code of `value`, drawn as squares with its top-left corner at (x, y), `size` points wide. */
function drawQr(doc: PDFKit.PDFDocument, value: string, x: number, y: number, size: number) {
  const { data } = encode(value, { ecc: 'M', border: 0 });
  const cell = size / data.length;
  doc.save().fillColor('#000000');
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell, cell);
    }),
  );
  doc.fill().restore();
}

/** The facts of the certificate, name and value, in the order the page lists them. */
function facts(data: CertificateData): [string, string][] {
  const t = certificateTexts(data.language);
  return [
    [t.item, data.item.name],
    [t.brand, data.brand],
    ...(data.item.collection ? ([[t.model, data.item.collection]] as [string, string][]) : []),
    [t.serial, data.item.serialNumber],
    ...(data.item.gtin ? ([[t.gtin, data.item.gtin]] as [string, string][]) : []),
    [t.ownedSince, longDate(data.ownedSince, data.language)],
    [t.issuedOn, longDate(data.issuedAt, data.language)],
    ...(data.token
      ? ([
          [t.token, `${data.token.chainName} · ${t.tokenId} ${data.token.tokenId}`],
          [t.contract, data.token.contract],
        ] as [string, string][])
      : []),
  ];
}

/** The certificate's PDF. */
export function certificatePdf(data: CertificateData): Promise<Buffer> {
  const t = certificateTexts(data.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: data.language,
    info: { Title: `${t.title}: ${data.item.name}`, Author: 'Heirloom', Subject: t.title },
  });
  registerFonts(doc);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text('HEIRLOOM', left, PAGE.margin, { characterSpacing: 2 });
  doc.moveDown(0.6).font('Times-Roman').fontSize(26).fillColor(INK).text(t.title, { width });
  doc.moveDown(0.2).fontSize(15);
  drawText(doc, data.brand, 'italic', left, doc.y, { width });
  doc.moveDown(0.8).font('Helvetica').fontSize(10).fillColor(INK).text(t.lead, { width, lineGap: 2 });

  // the facts on the left, the QR code of the item's address on the right
  const qrSize = 128;
  const factsWidth = width - qrSize - 24;
  const top = doc.y + 18;
  doc
    .moveTo(left, top - 8)
    .lineTo(left + width, top - 8)
    .strokeColor(RULE)
    .lineWidth(0.75)
    .stroke();
  let y = top;
  const list = facts(data);
  for (const [name, value] of list) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(name.toUpperCase(), left, y, { width: factsWidth, characterSpacing: 0.5 });
    const mono = name === t.contract;
    doc.fontSize(mono ? 9.5 : 12.5).fillColor(INK);
    drawText(doc, value, mono ? 'mono' : 'serif', left, doc.y + 1, { width: factsWidth });
    y = doc.y + 9;
  }
  if ([data.brand, ...list.map(([, value]) => value)].some((value) => hasUnprintable(value, 'serif'))) {
    doc.fontSize(8).fillColor(MUTED);
    drawText(doc, t.unprintable, 'serif', left, y, { width: factsWidth, lineGap: 1 });
    y = doc.y + 9;
  }
  drawQr(doc, data.item.digitalLink, left + width - qrSize, top, qrSize);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t.qrCaption, left + width - qrSize, top + qrSize + 6, { width: qrSize, align: 'center' });

  // the item's address, then the verification code, boxed
  y = Math.max(y, top + qrSize + 40) + 6;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t.digitalLink.toUpperCase(), left, y, { width, characterSpacing: 0.5 });
  doc.fontSize(9.5).fillColor(INK);
  drawText(doc, data.item.digitalLink, 'mono', left, doc.y + 1, { width });
  const box = doc.y + 16;
  doc.roundedRect(left, box, width, 62, 6).strokeColor(RULE).lineWidth(1).stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t.code.toUpperCase(), left + 16, box + 12, { width: width - 32, characterSpacing: 0.5 });
  doc
    .font('Courier-Bold')
    .fontSize(15)
    .fillColor(INK)
    .text(data.verificationCode, left + 16, doc.y + 3, { width: width - 32 });

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(t.howToCheck, left, box + 80, { width, lineGap: 2 });
  doc.end();
  return done;
}
