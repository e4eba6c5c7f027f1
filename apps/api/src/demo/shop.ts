// The demo shop: three collections on sale in the brands' stock (unowned, minted to the brand's
// address), with generated pictures, so the shop can be tried at once with the test card 4242….
import type { LocalizedText } from '@heirloom/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { custodialAddressOf } from '../lib/address';
import { storePhotoFiles, type StoredPhoto } from '../modules/images/photo-files';
import type { HistoryRepository } from '../modules/history/history.repository';
import type { LedgerProvider } from '../providers/ledger/ledger-provider';
import type { StorageProvider } from '../providers/storage/storage-provider';
import type { Tx } from '../db/client';
import { artworkSvg, coverSvg, demoPicture, type Palette } from './art';
import { demoAttributes, type DemoAttribute, type DemoCollection } from './data';
import { mintedColumns, recordDemoMints } from './mint';
import { clients, collections, itemImages, items } from '../db/schema';

/** A demo collection that the brand sells, with its price and the items on sale. */
interface ShopCollection extends DemoCollection {
  price: number;
  currency: string;
  items: {
    name: string;
    serial: string;
    description: Required<LocalizedText>;
    attributes: DemoAttribute[];
    tint: Partial<Palette>;
  }[];
}

type ShopItem = ShopCollection['items'][number];

/** The Nightfall runners: name, colour (en, fr), sole (en, fr), EU size, the picture's accent. */
const nightfallRunners: [string, string, string, string, string, number, string][] = [
  ['Dusk', 'Dusk violet', 'Violet crépuscule', 'violet', 'violette', 42, '#b48ae8'],
  ['Ember', 'Ember', 'Braise', 'ember', 'couleur braise', 43, '#e8743a'],
  ['Glacier', 'Glacier blue', 'Bleu glacier', 'ice-blue', 'bleu glacier', 41, '#7ad3e8'],
  ['Moss', 'Moss', 'Vert mousse', 'moss', 'vert mousse', 44, '#8fbf5a'],
  ['Onyx', 'Onyx', 'Onyx', 'black', 'noire', 40, '#d9d9d9'],
  ['Dune', 'Dune', 'Dune', 'sand', 'sable', 39, '#e0c48c'],
  ['Coral', 'Coral', 'Corail', 'coral', 'corail', 38, '#f08a7a'],
  ['Slate', 'Slate grey', 'Gris ardoise', 'slate', 'ardoise', 45, '#9aa5b1'],
];

const runner = (
  [name, colour, coloris, sole, semelle, size, accent]: (typeof nightfallRunners)[number],
  index: number,
): ShopItem => ({
  name: `Runner “${name}”`,
  serial: `AN-NF-00${index + 1}`,
  description: {
    en: `Reflective upper, ${sole} sole, size EU ${size}.`,
    fr: `Tige réfléchissante, semelle ${semelle}, pointure EU ${size}.`,
  },
  attributes: [
    ['Size', `EU ${size}`, 'Pointure', `EU ${size}`],
    ['Colour', colour, 'Coloris', coloris],
  ],
  tint: { accent },
});

/** The Atelier 1931 chronographs (named after the dial): serial, dial and case (en, fr), tint, grand-feu. */
const atelierChronographs: [
  serial: string,
  dial: [string, string],
  watchCase: [string, string],
  tint: [bg: string, bgEdge: string, main: string] | null,
  grandFeu?: boolean,
][] = [
  ['L07', ['Slate', 'ardoise'], ['Steel', 'Acier'], null, true],
  ['L12', ['Sand', 'sable'], ['Rose gold', 'Or rose'], ['#b89a74', '#4a3622', '#e6c9a0']],
  ['L19', ['Emerald', 'émeraude'], ['Yellow gold', 'Or jaune'], ['#2f6a4f', '#0d2419', '#d4b35c']],
  ['L26', ['Burgundy', 'bordeaux'], ['White gold', 'Or gris'], ['#6e2433', '#240a10', '#e2e2e2']],
];

/** A 39 mm chronograph of the Atelier 1931 edition, its words made from its dial and case. */
const chronograph = ([
  serial,
  [dial, cadran],
  [caseEn, caseFr],
  tint,
  grandFeu = false,
]: (typeof atelierChronographs)[number]): ShopItem => ({
  name: `Chronographe ${cadran.charAt(0).toUpperCase()}${cadran.slice(1)}`,
  serial: `MA-1931-${serial}`,
  description: {
    en: `${dial}${grandFeu ? ' grand-feu' : ''} enamel dial, ${caseEn.toLowerCase().replace(' ', '-')} case, calibre A-31.`,
    fr: `Cadran en émail ${grandFeu ? 'grand feu ' : ''}${cadran}, boîtier en ${caseFr.toLowerCase()}, calibre A-31.`,
  },
  attributes: [
    ['Case', `${caseEn}, 39 mm`, 'Boîtier', `${caseFr}, 39 mm`],
    ['Dial', `${dial} enamel`, 'Cadran', `Émail ${cadran}`],
  ],
  tint: tint ? { bg: [tint[0], tint[1]], main: tint[2] } : {},
});

/** A bottle of the Cuvée Lumière 2021, kept in the Pauillac cellar: 75 cl, or 150 cl (a magnum). */
const bottle = (number: string, serial: string, cl: 75 | 150): ShopItem => ({
  name: `Lumière 2021 — ${number}`,
  serial,
  description: {
    en: `${cl} cl, cellar-kept, 13.5 % vol.`,
    fr:
      cl === 75
        ? 'Bouteille de 75 cl conservée en cave, 13,5 % vol.'
        : 'Magnum de 150 cl conservé en cave, 13,5 % vol.',
  },
  attributes: [
    ['Volume', `${cl} cl`, 'Contenance', `${cl} cl`],
    ['Cellar', 'Pauillac', 'Cave', 'Pauillac'],
  ],
  tint: {},
});

export const demoShop: ShopCollection[] = [
  {
    key: 'atelier-1931',
    brand: 'maison-aurele',
    name: 'Atelier 1931 — Limited Edition',
    gtin: '00614141000067',
    description: {
      en: 'Forty numbered chronographs with enamel dials, finished by hand in the Vallée de Joux.',
      fr: 'Quarante chronographes numérotés aux cadrans émaillés, achevés à la main dans la Vallée de Joux.',
    },
    kind: 'watch',
    palette: { bg: ['#3b4a5e', '#141b26'], main: '#d9d4c7', second: '#24303f', accent: '#e8c77a' },
    price: 480_000,
    currency: 'eur',
    items: atelierChronographs.map(chronograph),
  },
  {
    key: 'nightfall',
    brand: 'atelier-nuit',
    name: 'Nightfall Capsule',
    gtin: '00614141000074',
    description: {
      en: 'Eight reflective runners, each numbered and paired with its certificate.',
      fr: 'Huit sneakers réfléchissantes, chacune numérotée et accompagnée de son certificat.',
    },
    kind: 'sneaker',
    palette: { bg: ['#1f2a5a', '#090b1c'], main: '#f4f4f4', second: '#1e1e1e', accent: '#7ad3e8' },
    price: 39_000,
    currency: 'eur',
    items: nightfallRunners.map(runner),
  },
  {
    key: 'lumiere',
    brand: 'domaine-solene',
    name: 'Cuvée Lumière 2021',
    gtin: '00614141000081',
    description: {
      en: 'A bright, mineral vintage, bottled at the Domaine and kept in its cellar for you.',
      fr: 'Un millésime lumineux et minéral, mis en bouteille au Domaine et conservé pour vous dans sa cave.',
    },
    kind: 'bottle',
    palette: { bg: ['#c9a46a', '#4a2f14'], main: '#24301f', second: '#6b2233', accent: '#f2e3c0' },
    price: 12_000,
    currency: 'eur',
    items: [
      bottle('No. 118', 'DS-LUM21-118', 75),
      bottle('No. 119', 'DS-LUM21-119', 75),
      { ...bottle('Magnum No. 7', 'DS-LUM21-M07', 150), tint: { main: '#1a2416' } },
    ],
  },
];

interface ShopPicture {
  itemId: string;
  photo: StoredPhoto;
}

export interface PreparedShop {
  covers: Map<string, string>;
  pictures: Map<string, ShopPicture[]>;
}

/** Renders and stores the pictures before the seeding transaction, which then only writes rows. */
export async function prepareDemoShop(storage: StorageProvider): Promise<PreparedShop> {
  const covers = new Map<string, string>();
  const pictures = new Map<string, { itemId: string; photo: StoredPhoto }[]>();
  for (const c of demoShop) {
    const key = `collections/${c.key}-${randomBytes(4).toString('hex')}.webp`;
    const cover = await demoPicture(coverSvg(c.name.split(' ')[0] ?? '', c.palette, c.kind));
    await storage.put(key, cover.full, cover.contentType);
    covers.set(c.key, key);
    const list: { itemId: string; photo: StoredPhoto }[] = [];
    for (const [index, item] of c.items.entries()) {
      const itemId = randomUUID();
      const svg = artworkSvg(
        c.kind,
        { ...c.palette, ...item.tint },
        index + 3,
        item.name.split(' ')[0] ?? '',
        '2021',
      );
      list.push({
        itemId,
        photo: await storePhotoFiles(storage, itemId, await demoPicture(svg)),
      });
    }
    pictures.set(c.key, list);
  }
  return { covers, pictures };
}

/** Every brand holds its unsold stock at an address of its own. */
async function giveBrandsCustodialAddresses(tx: Tx) {
  for (const brand of await tx.select().from(clients).where(isNull(clients.custodialAddress))) {
    await tx
      .update(clients)
      .set({ custodialAddress: custodialAddressOf(brand.id) })
      .where(eq(clients.id, brand.id));
  }
}

/** One item on sale: its row, minted to its brand's address, its picture, its history and its mint. */
async function insertShopItem(
  tx: Tx,
  deps: { ledger: LedgerProvider; history: HistoryRepository },
  sale: { item: ShopItem; picture: ShopPicture },
  where: { collectionId: string; brandId: string; brandAddress: string; token: number },
  now: Date,
) {
  const { item, picture } = sale;
  const mintedAt = new Date(now.getTime() - 3 * 86_400_000);
  await tx.insert(items).values({
    id: picture.itemId,
    publicId: randomBytes(9).toString('base64url'),
    collectionId: where.collectionId,
    ownerId: null,
    name: item.name,
    description: item.description,
    serialNumber: item.serial,
    attributes: demoAttributes(item.attributes),
    status: 'on_sale',
    ...mintedColumns(deps.ledger, String(where.token), mintedAt),
    acquiredAt: mintedAt,
    createdAt: mintedAt,
  });
  await tx.insert(itemImages).values({
    ...picture.photo,
    itemId: picture.itemId,
    uploaderId: null,
    title: item.name,
    isPublic: true,
    createdAt: mintedAt,
  });
  await deps.history.record(tx, {
    itemId: picture.itemId,
    kind: 'created',
    actor: 'brand',
    data: {},
    createdAt: mintedAt,
  });
  await recordDemoMints(tx, deps, [
    {
      itemId: picture.itemId,
      tokenId: String(where.token),
      from: null,
      to: where.brandAddress,
      fromAccount: null,
      toAccount: where.brandId,
      at: mintedAt,
    },
  ]);
}

export async function seedDemoShop(
  tx: Tx,
  prepared: PreparedShop,
  deps: { ledger: LedgerProvider; history: HistoryRepository },
  now: Date,
): Promise<void> {
  await giveBrandsCustodialAddresses(tx);
  const brands = await tx.select().from(clients);
  let token = 5000;
  for (const c of demoShop) {
    const brand = brands.find((b) => b.slug === c.brand);
    if (!brand) throw new Error(`unknown demo brand ${c.brand}`);
    const [collection] = await tx
      .insert(collections)
      .values({
        clientId: brand.id,
        name: c.name,
        gtin: c.gtin,
        description: c.description,
        coverKey: prepared.covers.get(c.key),
        onSale: true,
        priceAmount: c.price,
        priceCurrency: c.currency,
        createdAt: now,
      })
      .returning({ id: collections.id });
    if (!collection) throw new Error('shop collection not created');
    const pictures = prepared.pictures.get(c.key) ?? [];
    for (const [index, item] of c.items.entries()) {
      const picture = pictures[index];
      if (!picture) continue;
      token += 1;
      const where = {
        collectionId: collection.id,
        brandId: brand.id,
        brandAddress: brand.custodialAddress ?? '',
        token,
      };
      await insertShopItem(tx, deps, { item, picture }, where, now);
    }
  }
}
