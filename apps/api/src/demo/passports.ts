// The demo's Digital Product Passports (docs/decisions/035-the-item-passport.md): every demo collection gets its
// model's passport, Heritage Chronographs in two versions (a year apart, so that `asOf` shows a difference), and
// the Chronographe 1931 its own after-sales fields over its model's. GLNs use GS1's prefix for examples (952).
import {
  gs1CheckDigit,
  type ItemPassportFields,
  type LocalizedText,
  type PassportFields,
} from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { collections, items, passportVersions } from '../db/schema';

const DAY = 86_400_000;
const BY = 'demo data';

/** A GLN under GS1's example prefix 952: twelve digits and their check digit. */
const gln = (twelve: string) => `${twelve}${gs1CheckDigit(twelve)}`;
const t = (en: string, fr: string): LocalizedText => ({ en, fr });
const material = (
  en: string,
  fr: string,
  share: number,
  origin: string,
  recycledShare: number | null = null,
) => ({
  name: t(en, fr),
  share,
  recycledShare,
  origin,
});

const makers: Record<string, Pick<PassportFields, 'manufacturer' | 'facility' | 'afterSales'>> = {
  'maison-aurele': {
    manufacturer: { name: 'Maison Aurèle SA', gln: gln('952012300001'), country: 'CH' },
    facility: { name: 'Atelier Aurèle, Le Sentier', gln: gln('952012300002'), country: 'CH' },
    afterSales: t(
      'In every Maison Aurèle store and by post.',
      'Dans chaque boutique Maison Aurèle et par courrier.',
    ),
  },
  'atelier-nuit': {
    manufacturer: { name: 'Atelier Nuit SAS', gln: gln('952012300011'), country: 'FR' },
    facility: { name: 'Atelier Nuit, Porto', gln: gln('952012300012'), country: 'PT' },
    afterSales: t('At the Atelier Nuit studio in Paris.', 'À l’atelier Atelier Nuit à Paris.'),
  },
  'domaine-solene': {
    manufacturer: { name: 'Domaine Solène', gln: gln('952012300021'), country: 'FR' },
    facility: { name: 'Chai du Domaine Solène', gln: gln('952012300022'), country: 'FR' },
    afterSales: t('The Domaine keeps and ships your bottles.', 'Le Domaine garde et expédie vos bouteilles.'),
  },
};

type Kind = 'watch' | 'leather' | 'sneaker' | 'print' | 'wine';

const byKind: Record<Kind, Omit<PassportFields, 'manufacturer' | 'facility' | 'afterSales' | 'documents'>> = {
  watch: {
    countryOfOrigin: 'CH',
    materials: [
      material('18k gold', 'Or 18 carats', 62, 'CH', 40),
      material('Sapphire crystal', 'Verre saphir', 8, 'CH'),
      material('Alligator leather', 'Cuir d’alligator', 12, 'IT'),
    ],
    care: t(
      'Wipe with a soft dry cloth; keep away from magnets.',
      'Essuyez avec un chiffon doux et sec ; tenez-la loin des aimants.',
    ),
    repair: t(
      'Service every 5 years: calibre cleaned, oiled, regulated; gaskets replaced.',
      'Révision tous les 5 ans : calibre nettoyé, huilé, réglé ; joints remplacés.',
    ),
    spareParts: t(
      'Crowns, pushers, crystals, straps and every calibre part.',
      'Couronnes, poussoirs, verres, bracelets et chaque pièce du calibre.',
    ),
    afterSalesUntil: '2056-12-31',
    recyclability: t('Gold and steel are fully recyclable.', 'L’or et l’acier sont entièrement recyclables.'),
    endOfLife: t(
      'Bring it back to a store: the gold is refined and reused.',
      'Rapportez-la en boutique : l’or est affiné et réutilisé.',
    ),
  },
  leather: {
    countryOfOrigin: 'FR',
    materials: [
      material('Full-grain calfskin', 'Cuir de veau pleine fleur', 85, 'IT'),
      material('Linen thread', 'Fil de lin', 2, 'FR'),
      material('Brass hardware', 'Garnitures en laiton', 13, 'DE', 50),
    ],
    care: t(
      'Feed the leather twice a year; keep it dry.',
      'Nourrissez le cuir deux fois par an ; gardez-le au sec.',
    ),
    repair: t(
      'Saddle-stitch seams by hand; edges re-dyed and burnished.',
      'Coutures sellier refaites à la main ; tranches reteintes et lissées.',
    ),
    spareParts: t('Straps, buckles, zips and linings.', 'Anses, boucles, fermetures et doublures.'),
    afterSalesUntil: '2046-12-31',
    recyclability: t(
      'Brass is recyclable; leather is not.',
      'Le laiton est recyclable ; le cuir ne l’est pas.',
    ),
    endOfLife: t(
      'Give it back: the leather is cut for small goods.',
      'Rendez-le : le cuir est recoupé en petite maroquinerie.',
    ),
  },
  sneaker: {
    countryOfOrigin: 'PT',
    materials: [
      material('Suede', 'Daim', 45, 'PT'),
      material('Natural rubber', 'Caoutchouc naturel', 35, 'VN', 20),
      material('Recycled polyester', 'Polyester recyclé', 20, 'PT', 100),
    ],
    care: t('Brush the suede; no washing machine.', 'Brossez le daim ; pas de lave-linge.'),
    repair: t(
      'Soles re-glued or replaced; laces and insoles changed.',
      'Semelles recollées ou remplacées ; lacets et semelles intérieures changés.',
    ),
    spareParts: t('Soles, laces, insoles.', 'Semelles, lacets, semelles intérieures.'),
    afterSalesUntil: '2031-12-31',
    recyclability: t(
      'Soles are ground for new soles.',
      'Les semelles sont broyées pour en faire de nouvelles.',
    ),
    endOfLife: t('Drop them at the studio for recycling.', 'Déposez-les à l’atelier pour recyclage.'),
  },
  print: {
    countryOfOrigin: 'FR',
    materials: [
      material('Cotton rag paper', 'Papier chiffon de coton', 98, 'FR'),
      material('Pigment inks', 'Encres pigmentaires', 2, 'JP'),
    ],
    care: t('Frame behind UV glass, away from damp.', 'Encadrez sous verre anti-UV, à l’abri de l’humidité.'),
    repair: t(
      'Restoration by the studio’s paper conservator only.',
      'Restauration par le restaurateur papier de l’atelier uniquement.',
    ),
    spareParts: null,
    afterSalesUntil: null,
    recyclability: t('Paper: recyclable once unframed.', 'Papier : recyclable une fois désencadré.'),
    endOfLife: t('Keep it; it is numbered and signed.', 'Gardez-la ; elle est numérotée et signée.'),
  },
  wine: {
    countryOfOrigin: 'FR',
    materials: [
      material('Glass bottle', 'Bouteille en verre', 60, 'FR', 70),
      material('Natural cork', 'Bouchon en liège', 1, 'PT'),
    ],
    care: t('Lay flat at 12 °C, away from light.', 'Couchée à 12 °C, à l’abri de la lumière.'),
    repair: t('Re-corking by the Domaine every 25 years.', 'Rebouchage par le Domaine tous les 25 ans.'),
    spareParts: null,
    afterSalesUntil: '2049-12-31',
    recyclability: t('Glass and cork are recyclable.', 'Le verre et le liège sont recyclables.'),
    endOfLife: t(
      'Bottle bank for the glass, cork collection for the cork.',
      'Verre au conteneur, liège à la collecte.',
    ),
  },
};

/** Each demo collection's kind, by its GTIN. */
const KINDS: Record<string, Kind> = {
  '00614141000012': 'watch',
  '00614141000029': 'leather',
  '00614141000036': 'sneaker',
  '00614141000043': 'print',
  '00614141000050': 'wine',
  '00614141000067': 'watch',
  '00614141000074': 'sneaker',
  '00614141000081': 'wine',
};

/** The collection whose passport has two versions, and what its first one said differently. */
const TWO_VERSIONS = '00614141000012';
const FIRST_VERSION: Partial<PassportFields> = {
  repair: null,
  afterSalesUntil: '2046-12-31',
};
/** The demo item with fields of its own over its model's. */
const OWN_FIELDS = {
  serial: 'MA-CH-1931-0042',
  fields: {
    afterSalesUntil: '2066-12-31',
    spareParts: t(
      'Every part of the A-31 calibre, made to order for the 1931 reissue.',
      'Chaque pièce du calibre A-31, faite sur commande pour la réédition 1931.',
    ),
  } satisfies ItemPassportFields,
};

const changedOf = (fields: object) => Object.keys(fields);

export async function seedDemoPassports(tx: Tx, brandSlugs: Map<string, string>, now: Date): Promise<void> {
  const slugOf = new Map([...brandSlugs].map(([slug, id]) => [id, slug]));
  for (const c of await tx.select().from(collections)) {
    const kind = c.gtin ? KINDS[c.gtin] : undefined;
    const maker = makers[slugOf.get(c.clientId) ?? ''];
    if (!kind || !maker) continue;
    const fields: PassportFields = { ...maker, ...byKind[kind], documents: [] };
    const row = { clientId: c.clientId, collectionId: c.id, itemId: null, byLabel: BY };
    if (c.gtin === TWO_VERSIONS) {
      const first = { ...fields, ...FIRST_VERSION };
      await tx.insert(passportVersions).values([
        {
          ...row,
          version: 1,
          fields: first,
          changed: changedOf(first),
          at: new Date(now.getTime() - 400 * DAY),
        },
        {
          ...row,
          version: 2,
          fields,
          changed: changedOf(FIRST_VERSION),
          at: new Date(now.getTime() - 30 * DAY),
        },
      ]);
      const [item] = await tx
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.collectionId, c.id), eq(items.serialNumber, OWN_FIELDS.serial)));
      if (item)
        await tx.insert(passportVersions).values({
          ...row,
          itemId: item.id,
          version: 1,
          fields: OWN_FIELDS.fields,
          changed: changedOf(OWN_FIELDS.fields),
          at: new Date(now.getTime() - 10 * DAY),
        });
    } else {
      await tx.insert(passportVersions).values({
        ...row,
        version: 1,
        fields,
        changed: changedOf(fields),
        at: new Date(now.getTime() - 60 * DAY),
      });
    }
  }
}
