// Test support: items, collections, photos and history events shaped exactly as the contract says.
import type { CollectionSummary, HistoryEvent, Item } from '../../../api/items';
import type { ItemImage } from '../../../api/item-images';

const theme = {
  primary: '#1b2a41',
  onPrimary: '#ffffff',
  accent: '#b08d57',
  background: '#f6f3ee',
  surface: '#ffffff',
  text: '#1b2a41',
};
export const brand = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Maison Arlo',
  logoUrl: null,
  theme,
};
export const collectionId = '22222222-2222-4222-8222-222222222222';

const uuid = (n: number, prefix = '3') => `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeItem(n: number, overrides: Partial<Item> = {}): Item {
  return {
    id: uuid(n),
    publicId: `pub-${n}`,
    name: `Chronograph No. ${n}`,
    description: `A hand-finished chronograph, piece ${n}.`,
    descriptionLang: 'en',
    serialNumber: `AR-${1000 + n}`,
    icon: { publicUrl: `/api/media/images/${n}/full`, privateUrl: null },
    nftCollection: { id: collectionId, name: 'Heritage Watches', clientId: brand.id },
    brand,
    isToMint: false,
    mint: {
      ledger: 'heirloom',
      tokenId: String(n),
      record: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      mintedAt: '2024-03-05T12:00:00.000Z',
    },
    opposition: { active: false, kind: null, since: null },
    status: 'active',
    attributes: [{ label: 'Case', value: 'Steel, 39 mm', lang: 'en' }],
    acquiredAt: '2024-03-01T12:00:00.000Z',
    imageCount: 0,
    ...overrides,
  };
}

export function makeCollection(n: number, overrides: Partial<CollectionSummary> = {}): CollectionSummary {
  return {
    id: uuid(n, '4'),
    name: `Collection ${n}`,
    description: '',
    descriptionLang: 'en',
    brand,
    coverUrl: `/api/media/collections/${n}/cover`,
    itemCount: n,
    ...overrides,
  };
}

export function makeImage(n: number, overrides: Partial<ItemImage> = {}): ItemImage {
  return {
    id: uuid(n, '5'),
    title: `Photo ${n}`,
    titleLang: 'en',
    isPublic: true,
    url: `/api/media/images/${n}/full`,
    thumbnailUrl: `/api/media/images/${n}/thumb`,
    width: 1200,
    height: 900,
    sizeBytes: 200_000,
    sha256: 'a'.repeat(64),
    createdAt: '2024-06-01T12:00:00.000Z',
    mine: true,
    ...overrides,
  };
}

export function makeEvent(n: number, overrides: Partial<HistoryEvent> = {}): HistoryEvent {
  return {
    id: uuid(n, '6'),
    kind: 'created',
    actor: 'system',
    createdAt: '2024-03-05T12:00:00.000Z',
    details: {},
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length) => ({ status: 200, data: { items, total } });
