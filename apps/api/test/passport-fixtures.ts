// What the passport tests share: a real PDF (made by pdfkit), a model's complete fields with GS1's own example
// GLNs, and a brand's collections and items read from the demo data.
import type { PassportFields } from '@heirloom/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { collections, items } from '../src/db/schema';
import type { TestApp } from './helpers';

/** GLNs GS1 prints in its own standards' examples (the GS1 Digital Link standard, the General Specifications). */
export const GS1_EXAMPLE_GLN = '9520123456788';
export const GS1_EXAMPLE_GLN_2 = '5412345000013';

/** A one-page PDF, as a real writer makes it. */
export function pdfDocument(text = 'Declaration of conformity'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** A model's passport with every field given. */
export const modelFields = (documents: PassportFields['documents'] = []): PassportFields => ({
  manufacturer: { name: 'Maison Aurèle SA', gln: GS1_EXAMPLE_GLN, country: 'FR' },
  facility: { name: 'Atelier de Besançon', gln: GS1_EXAMPLE_GLN_2, country: 'FR' },
  countryOfOrigin: 'FR',
  materials: [
    {
      name: { en: 'Stainless steel', fr: 'Acier inoxydable' },
      share: 70,
      recycledShare: 30,
      origin: 'DE',
    },
    { name: { en: 'Calfskin', fr: 'Cuir de veau' }, share: 20, recycledShare: null, origin: 'IT' },
  ],
  care: { en: 'Wipe with a dry cloth.', fr: 'Essuyez avec un chiffon sec.' },
  repair: { en: 'Open the case back with the 30 mm key.', fr: 'Ouvrez le fond avec la clé de 30 mm.' },
  spareParts: { en: 'Crowns, straps, glasses.', fr: 'Couronnes, bracelets, verres.' },
  afterSalesUntil: '2046-12-31',
  afterSales: { en: 'In our stores.', fr: 'Dans nos boutiques.' },
  recyclability: { en: 'Steel: fully recyclable.', fr: 'Acier : entièrement recyclable.' },
  endOfLife: { en: 'Bring it back to a store.', fr: 'Rapportez-la en boutique.' },
  documents,
});

/** A brand's collections that have items, each with its first item (by serial number). */
export async function collectionsWithItems(t: TestApp, clientId: string) {
  const rows = await t.app.database.db
    .select({ collection: collections, item: items })
    .from(collections)
    .innerJoin(items, eq(items.collectionId, collections.id))
    .where(and(eq(collections.clientId, clientId), isNotNull(collections.gtin)))
    .orderBy(asc(collections.name), asc(items.serialNumber));
  const first = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!first.has(row.collection.id)) first.set(row.collection.id, row);
  return [...first.values()];
}
