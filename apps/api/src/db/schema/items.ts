// Items, their history, images and the custody ledger.
import type { LocalizedAttribute, LocalizedText } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, ts } from './columns';
import { users } from './accounts';
import { collections } from './brands';

/** The physical items and their digital twins. owner_id is null once an item has left custody. */
export const items = pgTable(
  'items',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    collectionId: belongsTo('collection_id', () => collections.id, 'restrict'),
    ownerId: refersTo('owner_id', () => users.id),
    name: text('name').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    serialNumber: text('serial_number').notNull(),
    /** characteristics, each written as a whole in one or both languages ("Case: Steel" / "Boîtier : acier") */
    attributes: jsonb('attributes')
      .$type<LocalizedAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** active | in_repair | lost | stolen | pending_transfer | reserved | withdrawn (left custody) |
     * on_sale (unowned, in the brand's stock; 'reserved' while a buyer holds it) */
    status: text('status').notNull().default('active'),
    /** after its owner deleted their account: a keyed hash of their phone number; the item returns to them
     * if that number signs up again (docs/product.md "Account deletion") */
    heldForPhoneHash: text('held_for_phone_hash'),
    isToMint: boolean('is_to_mint').notNull().default(true),
    /** where the certificate is recorded: 'heirloom' (the local ledger) until items are tokens on a chain */
    mintChain: text('mint_chain'),
    mintContract: text('mint_contract'),
    mintTokenId: text('mint_token_id'),
    /** the record of the mint: the local ledger entry's hash (a transaction hash on a chain) */
    mintTxHash: text('mint_tx_hash'),
    mintedAt: ts('minted_at'),
    /** while the owner has entrusted it to someone (care_periods): the period's end; nobody may send, sell or
     * declare it meanwhile (docs/decisions/044-entrusted-care.md) */
    inCareUntil: ts('in_care_until'),
    oppositionKind: text('opposition_kind'),
    oppositionSince: ts('opposition_since'),
    acquiredAt: ts('acquired_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The hot paths: an owner's items in one collection (newest first or by name), and their count.
    index('items_owner_collection_acquired_idx').on(t.ownerId, t.collectionId, t.acquiredAt.desc(), t.id),
    index('items_owner_collection_name_idx').on(t.ownerId, t.collectionId, t.name, t.id),
    // a Digital Link's GTIN names one collection, its serial one item there (decision 022)
    uniqueIndex('items_collection_serial_idx').on(t.collectionId, t.serialNumber),
    // the shop: a collection's unowned items, in a stable order
    index('items_for_sale_idx')
      .on(t.collectionId, t.serialNumber, t.id)
      .where(sql`${t.ownerId} is null and ${t.status} in ('on_sale', 'reserved')`),
    // the same, sorted by name (the shop's other order)
    index('items_for_sale_name_idx')
      .on(t.collectionId, t.name, t.id)
      .where(sql`${t.ownerId} is null and ${t.status} in ('on_sale', 'reserved')`),
    index('items_held_for_phone_idx')
      .on(t.heldForPhoneHash)
      .where(sql`${t.heldForPhoneHash} is not null`),
  ],
);

/** An item's history. `data` never holds a past owner's identity, only masked forms. */
export const itemEvents = pgTable(
  'item_events',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    actorUserId: refersTo('actor_user_id', () => users.id),
    data: jsonb('data')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('item_events_item_created_idx').on(t.itemId, t.createdAt.desc(), t.id)],
);

/** Photos of an item. uploader_id null: the brand's official picture. */
export const itemImages = pgTable(
  'item_images',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id),
    uploaderId: refersTo('uploader_id', () => users.id),
    title: text('title').notNull(),
    /** the language the owner wrote the title in (the app's, as they added it); null for the brand's picture */
    titleLang: text('title_lang'),
    isPublic: boolean('is_public').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('item_images_item_created_idx').on(t.itemId, t.createdAt)],
);

/** The local ledger: every mint and transfer, each entry holding the previous entry's hash. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(), // mint | transfer
    itemId: uuid('item_id').notNull(),
    tokenId: text('token_id').notNull(),
    fromAddress: text('from_address'),
    toAddress: text('to_address').notNull(),
    createdAt: createdAt(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull().unique(),
  },
  (t) => [index('ledger_entries_item_idx').on(t.itemId)],
);
