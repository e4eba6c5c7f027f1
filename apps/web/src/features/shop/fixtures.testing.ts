// Test support: shop collections, items, holds, payments and orders shaped exactly as the contract says.
import type { CardPayment, OrderStatus, Reservation, ShopCollection, ShopItem } from '../../api/shop';

export const uuid = (n: number, digit = '5') =>
  `${digit.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const COLLECTION_ID = uuid(1, '6');
export const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const brand: ShopItem['brand'] = {
  id: uuid(1, '7'),
  name: 'Atelier Nuit',
  logoUrl: null,
  theme: {
    primary: '#1f2a5a',
    onPrimary: '#ffffff',
    accent: '#7ad3e8',
    background: '#f7f4ef',
    surface: '#ffffff',
    text: '#14110f',
  },
};

export function makeCollection(overrides: Partial<ShopCollection> = {}): ShopCollection {
  return {
    id: COLLECTION_ID,
    name: 'Nightfall Capsule',
    description: 'Five reflective runners.',
    descriptionLang: 'en',
    brand,
    coverUrl: '/api/media/collections/cover.webp',
    price: { amount: 39_000, currency: 'EUR' },
    itemsLeft: 3,
    itemsTotal: 5,
    ...overrides,
  };
}

export function makeShopItem(n: number, overrides: Partial<ShopItem> = {}): ShopItem {
  return {
    id: uuid(n),
    name: `Runner No. ${n}`,
    description: 'Reflective upper, violet sole.',
    descriptionLang: 'en',
    serialNumber: `AN-NF-${String(n).padStart(3, '0')}`,
    attributes: [{ label: 'Size', value: 'EU 42', lang: 'en' }],
    pictures: [
      { url: `/api/media/images/${n}/full`, thumbnailUrl: `/api/media/images/${n}/thumb`, title: '' },
    ],
    nftCollection: { id: COLLECTION_ID, name: 'Nightfall Capsule', clientId: brand.id },
    brand,
    price: { amount: 39_000, currency: 'EUR' },
    availability: 'available',
    reservedUntil: null,
    ...overrides,
  };
}

export function makeReservation(item: ShopItem, expiresAt: Date): Reservation {
  return {
    id: uuid(900),
    productId: item.id,
    collectionId: COLLECTION_ID,
    expiresAt: expiresAt.toISOString(),
    encryptedProductId: 'sealed-reservation-token-0123456789',
  };
}

export function makePayment(expiresAt: Date): CardPayment {
  return {
    client_secret: 'pi_local_0123456789_secret_abc',
    paymentIntentId: 'pi_local_0123456789',
    price: { amount: 39_000, currency: 'EUR' },
    expiresAt: expiresAt.toISOString(),
    address: ADDRESS,
  };
}

export function makeOrder(item: ShopItem, overrides: Partial<OrderStatus> = {}): OrderStatus {
  return {
    state: 'fulfilled',
    productId: item.id,
    productName: item.name,
    price: item.price,
    paymentIntentId: 'pi_local_0123456789',
    failure: null,
    ...overrides,
  };
}
