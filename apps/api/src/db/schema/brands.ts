// Brands (clients), their after-sales stores, collections and API keys.
import type { LocalizedText } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, ts } from './columns';

export interface ThemeColours {
  primary: string;
  onPrimary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
}

/** Brands (clients). The default one (is_default) themes the app on hosts no brand is bound to. */
export const clients = pgTable('clients', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  host: text('host').unique(),
  isDefault: boolean('is_default').notNull().default(false),
  logoSvg: text('logo_svg'),
  theme: jsonb('theme').$type<ThemeColours>().notNull(),
  supportEmail: text('support_email'),
  supportPhone: text('support_phone'),
  supportUrl: text('support_url'),
  features: jsonb('features')
    .$type<{ shop: boolean; transfers: boolean; repairs: boolean; messages: boolean; gallery: boolean }>()
    .notNull(),
  /** where the brand's unsold items are held on the ledger; sales move them from here */
  custodialAddress: text('custodial_address'),
  /** ERC-2981: who receives the brand's royalty on a resale (EIP-55), and its rate in basis points (decision 030) */
  royaltyReceiver: text('royalty_receiver'),
  royaltyBps: integer('royalty_bps').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A brand's after-sales (SAV) stores. */
export const savStores = pgTable(
  'sav_stores',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    email: text('email'),
    openingHours: jsonb('opening_hours').$type<{ day: number; opens: string; closes: string }[]>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('sav_stores_client_idx').on(t.clientId)],
);

export const collections = pgTable(
  'collections',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    name: text('name').notNull(),
    /** the brand's words, one text per language (decision 012) */
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    /** storage key of the cover picture */
    coverKey: text('cover_key'),
    /** the collection's own colours (the console), else the brand's */
    theme: jsonb('theme').$type<{ primary: string; accent: string }>(),
    /** the shop: a collection on sale sells its unowned items at this price (minor units) */
    onSale: boolean('on_sale').notNull().default(false),
    priceAmount: integer('price_amount'),
    priceCurrency: text('price_currency'),
    /** the model's GS1 GTIN-14 (check digit verified), the key of its items' Digital Links; null: none given
     * (docs/decisions/022-gs1-digital-link.md) */
    gtin: text('gtin').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('collections_client_idx').on(t.clientId),
    index('collections_on_sale_idx')
      .on(t.onSale)
      .where(sql`${t.onSale}`),
  ],
);

/** Keys of the brand API; only a hash of each key is kept. */
export const brandApiKeys = pgTable(
  'brand_api_keys',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    /** the first characters of the key, to tell keys apart in listings */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    label: text('label'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('brand_api_keys_client_idx').on(t.clientId)],
);

/**
 * Each collection's item counts, kept by the database in the same transaction as every insert, update or delete
 * of items (the trigger of migration collection_item_counts_trigger, decision 039): all its items, and those
 * unsold (unowned, on sale or reserved). The shop reads them instead of counting items. No row: no items.
 */
export const collectionItemCounts = pgTable('collection_item_counts', {
  collectionId: uuid('collection_id')
    .primaryKey()
    .references(() => collections.id, { onDelete: 'cascade' }),
  items: integer('items').notNull().default(0),
  unsold: integer('unsold').notNull().default(0),
});
