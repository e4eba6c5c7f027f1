// Demo data, seeded once on a new database outside production (docs/product.md "Demo owners"):
// brands with themes and stores, collections with covers, the two demo owners and their items,
// each with a real (generated) picture and a history.
// One writer per table (issue 14) has an exception here: the seed (with shop.ts, messages.ts, mint.ts and
// bulk-load.ts) creates demo rows with plain inserts (users, brands, stores, collections, items, pictures,
// message reads), because the repositories have no "create a brand/collection/item" moves to route them
// through; history lines, brand keys, legal texts and the ledger still go through their owners.
import { randomBytes, randomUUID } from 'node:crypto';
import { claimMark, hasMark } from '../db/app-meta';
import { newAccount } from '../lib/address';
import { AuditRepository } from '../modules/audit/audit.repository';
import { BrandKeys, demoBrandKey } from '../modules/brand/brand-keys';

import { BrandKeysRepository } from '../modules/brand/brand-keys.repository';
import { storePhotoFiles, type StoredPhoto } from '../modules/images/photo-files';
import type { HistoryRepository } from '../modules/history/history.repository';
import type { LedgerProvider } from '../providers/ledger/ledger-provider';
import type { StorageProvider } from '../providers/storage/storage-provider';
import type { Db, Tx } from '../db/client';
import { artworkSvg, coverSvg, logoSvg, demoPicture, type ArtKind, type Palette } from './art';
import { seedLegalDocuments } from '../modules/legal/legal-texts-v1';
import { mintedColumns, recordDemoMints } from './mint';
import { seedDemoMessages } from './messages';
import { prepareDemoShop, seedDemoShop } from './shop';
import { seedDemoPassports } from './passports';
import { seedDemoTags } from './tags';
import type { TagKeyVault } from '../modules/tags/tag-key-vault';
import { demoAttributes, demoBrands, demoCollections, demoItems, type DemoItem } from './data';
import {
  clients,
  collections,
  itemImages,
  items,
  savStores,
  staffMembers,
  staffMemberships,
  users,
} from '../db/schema';

/** The console admin a demo brand gets on a demo database (never in production): documented in the README. */
export const demoBrandAdmin = (slug: string) => `admin@${slug}.example`;

export const DEMO_OWNER_PHONE = '+33600000001';
export const SECOND_DEMO_OWNER_PHONE = '+33600000002';
/** The app_meta mark of a seeded demo database (production refuses to start on one). */
const SEEDED = 'demo_seeded';

const days = (iso: string, n: number) => new Date(new Date(iso).getTime() + n * 86_400_000);
const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

type StoredPicture = StoredPhoto;

async function storePicture(storage: StorageProvider, itemId: string, svg: string): Promise<StoredPhoto> {
  return storePhotoFiles(storage, itemId, await demoPicture(svg));
}

/** The pictures the owner of a rich demo item added: how each is drawn, its title, who sees it and when. */
const OWNER_PICTURES: {
  title: string;
  isPublic: boolean;
  daysAfterAcquired: number;
  svg: (kind: ArtKind, palette: Palette, label: string) => string;
}[] = [
  {
    title: 'On the wrist',
    isPublic: true,
    daysAfterAcquired: 22,
    svg: (kind, palette, label) => artworkSvg(kind, { ...palette, bg: ['#d9cdb8', '#8c7a5b'] }, 2, label),
  },
  {
    title: 'Insurance appraisal',
    isPublic: false,
    daysAfterAcquired: 560,
    svg: (_kind, palette) => artworkSvg('art', { ...palette, bg: ['#f4efe6', '#d8cfbf'] }, 5),
  },
];

function historyOf(item: DemoItem, brandName: string, tokenId: number) {
  const acquired = new Date(item.acquired);
  const created = days(item.acquired, -8);
  const events: { kind: string; actor: string; data: Record<string, string>; createdAt: Date }[] = [
    { kind: 'created', actor: 'brand', data: {}, createdAt: created },
  ];
  // "minted" (7 days before) is written with its record, once the ledger has it (recordDemoMints)
  // the brand delivered it: "Received from Maison Aurèle · By the brand"
  events.push({ kind: 'received', actor: 'brand', data: { counterparty: brandName }, createdAt: acquired });
  if (item.rich) {
    events.push(
      {
        kind: 'image_added',
        actor: 'owner',
        data: { title: 'On the wrist', titleLang: 'en' },
        createdAt: days(item.acquired, 22),
      },
      {
        kind: 'repair_opened',
        actor: 'owner',
        data: { store: 'Maison Aurèle Genève', note: 'Annual service' },
        createdAt: days(item.acquired, 308),
      },
      {
        kind: 'repair_closed',
        actor: 'brand',
        data: {
          store: 'Maison Aurèle Genève',
          note_en: 'Serviced and regulated',
          note_fr: 'Révisée et réglée',
        },
        createdAt: days(item.acquired, 330),
      },
      {
        kind: 'opposition_made',
        actor: 'owner',
        data: {},
        createdAt: days(item.acquired, 448),
      },
      {
        kind: 'opposition_withdrawn',
        actor: 'owner',
        data: { note: 'Found at home' },
        createdAt: days(item.acquired, 451),
      },
      { kind: 'image_added', actor: 'owner', data: {}, createdAt: days(item.acquired, 560) },
    );
  }
  return { events, mintedAt: days(item.acquired, -7), tokenId: String(tokenId) };
}

interface DemoPictures {
  /** each collection's cover, by its key */
  covers: Map<string, string>;
  /** each demo item's id, in demoItems' order, known before its row so that its pictures are stored first */
  itemIds: string[];
  pictures: { official: StoredPicture; extra: StoredPicture[] }[];
}

/** Renders and stores every demo picture, before the transaction: it then only writes rows. */
async function storeDemoPictures(storage: StorageProvider): Promise<DemoPictures> {
  const covers = new Map<string, string>();
  for (const c of demoCollections) {
    const brand = demoBrands.find((b) => b.slug === c.brand);
    const key = `collections/${c.key}-${randomBytes(4).toString('hex')}.webp`;
    const processed = await demoPicture(
      coverSvg(escapeXml(brand?.name.split(' ').at(-1) ?? ''), c.palette, c.kind),
    );
    await storage.put(key, processed.full, processed.contentType);
    covers.set(c.key, key);
  }
  const itemIds = demoItems.map(() => randomUUID());
  const pictures: DemoPictures['pictures'] = [];
  for (const [index, item] of demoItems.entries()) {
    const collection = demoCollections.find((c) => c.key === item.collection);
    if (!collection) throw new Error(`unknown demo collection ${item.collection}`);
    const palette: Palette = { ...collection.palette, ...item.palette };
    const label = escapeXml(item.name.split(' ')[0] ?? '');
    const itemId = itemIds[index] ?? randomUUID();
    const official = await storePicture(
      storage,
      itemId,
      artworkSvg(collection.kind, palette, index + 1, label),
    );
    const extra: StoredPicture[] = [];
    for (const picture of item.rich ? OWNER_PICTURES : []) {
      extra.push(await storePicture(storage, itemId, picture.svg(collection.kind, palette, label)));
    }
    pictures.push({ official, extra });
  }
  return { covers, itemIds, pictures };
}

async function insertDemoOwners(tx: Tx, now: Date) {
  const owner = (phone: string, language: 'en' | 'fr') => ({
    phone,
    language,
    status: 'active' as const,
    createdAt: now,
    ...newAccount(),
  });
  const [owner1, owner2] = await tx
    .insert(users)
    .values([owner(DEMO_OWNER_PHONE, 'en'), owner(SECOND_DEMO_OWNER_PHONE, 'fr')])
    .onConflictDoUpdate({ target: users.phone, set: { status: 'active' } })
    .returning();
  if (!owner1 || !owner2) throw new Error('demo owners not created');
  return [owner1, owner2] as const;
}

/** The demo brands with their console admin, API key and stores; answers each brand's id by its slug. */
async function insertDemoBrands(tx: Tx, brandKeys: BrandKeys, now: Date): Promise<Map<string, string>> {
  const brandIds = new Map<string, string>();
  for (const b of demoBrands) {
    const [row] = await tx
      .insert(clients)
      .values({
        slug: b.slug,
        name: b.name,
        host: b.host,
        isDefault: b.isDefault,
        logoSvg: logoSvg(escapeXml(b.name), b.theme.primary, b.theme.accent),
        theme: b.theme,
        supportEmail: b.support.email,
        supportPhone: b.support.phone,
        supportUrl: b.support.url,
        features: { shop: true, transfers: true, repairs: true, messages: true, gallery: true },
      })
      .returning({ id: clients.id });
    if (!row) throw new Error('brand not created');
    brandIds.set(b.slug, row.id);
    // each demo brand's console admin (README), who signs in by the link the dev outbox shows
    const [admin] = await tx
      .insert(staffMembers)
      .values({ email: demoBrandAdmin(b.slug), language: 'en', createdAt: now })
      .returning({ id: staffMembers.id });
    if (admin)
      await tx
        .insert(staffMemberships)
        .values({ staffId: admin.id, clientId: row.id, roles: ['admin'], addedAt: now });
    // a known brand API key per demo brand (README), so that the brand API can be tried at once
    await brandKeys.store(row.id, demoBrandKey(b.slug), now, 'demo', tx);
    for (const s of b.stores) {
      const open = [1, 2, 3, 4, 5].map((day) => ({ day, opens: s.weekdays[0], closes: s.weekdays[1] }));
      if (s.saturday) open.push({ day: 6, opens: s.saturday[0], closes: s.saturday[1] });
      await tx
        .insert(savStores)
        .values({ clientId: row.id, ...s, email: b.support.email, openingHours: open });
    }
  }
  return brandIds;
}

async function insertDemoCollections(tx: Tx, brandIds: Map<string, string>, covers: Map<string, string>) {
  const collectionIds = new Map<string, string>();
  for (const c of demoCollections) {
    const [row] = await tx
      .insert(collections)
      .values({
        clientId: brandIds.get(c.brand) ?? '',
        name: c.name,
        gtin: c.gtin,
        description: c.description,
        coverKey: covers.get(c.key),
      })
      .returning({ id: collections.id });
    if (row) collectionIds.set(c.key, row.id);
  }
  return collectionIds;
}

interface DemoItemRow {
  item: DemoItem;
  index: number;
  itemId: string;
  ownerId: string;
  collectionId: string;
  pictures: DemoPictures['pictures'][number] | undefined;
}

/** One demo item: its row (minted, or waiting to be), its history and its pictures. */
async function insertDemoItem(
  tx: Tx,
  { ledger, history }: { ledger: LedgerProvider; history: HistoryRepository },
  { item, index, itemId, ownerId, collectionId, pictures }: DemoItemRow,
  now: Date,
) {
  const collection = demoCollections.find((c) => c.key === item.collection);
  const brandName = demoBrands.find((b) => b.slug === collection?.brand)?.name ?? '';
  const past = historyOf(item, brandName, 1000 + index);
  await tx.insert(items).values({
    id: itemId,
    publicId: randomBytes(9).toString('base64url'),
    collectionId,
    ownerId,
    name: item.name,
    description: item.description,
    serialNumber: item.serial,
    attributes: demoAttributes(item.attributes),
    status: 'active',
    ...(item.pendingMint ? { isToMint: true } : mintedColumns(ledger, past.tokenId, past.mintedAt)),
    acquiredAt: new Date(item.acquired),
    createdAt: past.events[0]?.createdAt ?? now,
  });
  await history.record(
    tx,
    past.events.map((e) => ({ ...e, itemId, actorUserId: e.actor === 'owner' ? ownerId : null })),
  );
  if (!pictures) return;
  await tx.insert(itemImages).values({
    ...pictures.official,
    itemId,
    uploaderId: null,
    title: item.name,
    isPublic: true,
    createdAt: days(item.acquired, -8),
  });
  for (const [i, { title, isPublic, daysAfterAcquired }] of OWNER_PICTURES.entries()) {
    const stored = pictures.extra[i];
    if (!stored) continue;
    await tx.insert(itemImages).values({
      ...stored,
      itemId,
      uploaderId: ownerId,
      title,
      titleLang: 'en',
      isPublic,
      createdAt: days(item.acquired, daysAfterAcquired),
    });
  }
}

/**
 * Every minted demo item has its mint in the ledger, in the order it happened. On a chain every item's mint
 * is queued, the one "being minted" too: it really mints a few seconds after the first start.
 */
async function recordAllDemoMints(
  tx: Tx,
  providers: { ledger: LedgerProvider; history: HistoryRepository },
  owners: Map<string, string>,
  now: Date,
) {
  const all = await tx.select().from(items);
  const minted = all.filter((i) => !i.isToMint || (providers.ledger.confirmsLater && i.ownerId !== null));
  minted.sort((a, b) => (a.mintedAt?.getTime() ?? 0) - (b.mintedAt?.getTime() ?? 0));
  await recordDemoMints(
    tx,
    providers,
    minted.map((i) => ({
      itemId: i.id,
      tokenId: i.mintTokenId ?? i.id,
      from: null,
      to: owners.get(i.ownerId ?? '') ?? '',
      fromAccount: null,
      toAccount: i.ownerId,
      at: i.mintedAt ?? now,
    })),
  );
}

export async function seedDemo(
  db: Db,
  {
    storage,
    ledger,
    history,
    tagKeys,
  }: {
    storage: StorageProvider;
    ledger: LedgerProvider;
    history: HistoryRepository;
    /** seals the demo brands' tag master key */
    tagKeys: TagKeyVault;
  },
  now: Date,
): Promise<void> {
  const { covers, itemIds, pictures } = await storeDemoPictures(storage);
  const shop = await prepareDemoShop(storage);
  const brandKeys = new BrandKeys({
    repo: new BrandKeysRepository(db),
    audit: new AuditRepository(db),
    clock: { now: () => now },
  });

  await seedLegalDocuments(db, now);
  await db.transaction(async (tx: Tx) => {
    const [owner1, owner2] = await insertDemoOwners(tx, now);
    const brandIds = await insertDemoBrands(tx, brandKeys, now);
    const collectionIds = await insertDemoCollections(tx, brandIds, covers);
    for (const [index, item] of demoItems.entries()) {
      const row = {
        item,
        index,
        itemId: itemIds[index] ?? randomUUID(),
        ownerId: item.owner === 1 ? owner1.id : owner2.id,
        collectionId: collectionIds.get(item.collection) ?? '',
        pictures: pictures[index],
      };
      await insertDemoItem(tx, { ledger, history }, row, now);
    }
    const owners = new Map([owner1, owner2].map((o) => [o.id, o.custodialAddress ?? '']));
    await recordAllDemoMints(tx, { ledger, history }, owners, now);
    await seedDemoMessages(tx, storage, owner1.id, now);
    await seedDemoShop(tx, shop, { ledger, history }, now);
    await seedDemoTags(db, tx, tagKeys, now);
    await seedDemoPassports(tx, brandIds, now);
    await claimMark(tx, SEEDED, now);
  });
}

export function isDemoSeeded(db: Db): Promise<boolean> {
  return hasMark(db, SEEDED);
}
