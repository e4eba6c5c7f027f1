// The items' Digital Product Passports (docs/decisions/035-the-item-passport.md): every version of a model's and
// an item's passport kept as a row, the compliance documents the brand uploads, the owner's consent per item, and
// the market-surveillance keys a brand's admin issues to authorities.
import type { ItemPassportFields } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, storedFile, ts } from './columns';
import { users } from './accounts';
import { clients, collections } from './brands';
import { items } from './items';

/**
 * One version of a model's passport (item_id null) or of an item's own fields (those that replace its model's).
 * A version is never changed: a write adds the next one. The passport as of a date is the latest version whose
 * `at` is at or before it (the two indexes below, per scope).
 */
export const passportVersions = pgTable(
  'passport_versions',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    collectionId: belongsTo('collection_id', () => collections.id),
    /** null: the model's passport */
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** the model's fields (all of them), or the item's own (those present replace the model's) */
    fields: jsonb('fields').$type<ItemPassportFields>().notNull(),
    /** the names of the fields this version changed from the one before */
    changed: jsonb('changed').$type<string[]>().notNull(),
    at: ts('at').notNull(),
    /** who wrote it: the staff member's e-mail, or how (an import, the command line) */
    byLabel: text('by_label').notNull(),
  },
  (t) => [
    uniqueIndex('passport_versions_model_idx')
      .on(t.collectionId, t.version)
      .where(sql`${t.itemId} is null`),
    uniqueIndex('passport_versions_item_idx')
      .on(t.itemId, t.version)
      .where(sql`${t.itemId} is not null`),
    index('passport_versions_model_at_idx')
      .on(t.collectionId, t.at.desc())
      .where(sql`${t.itemId} is null`),
    index('passport_versions_item_at_idx')
      .on(t.itemId, t.at.desc())
      .where(sql`${t.itemId} is not null`),
  ],
);

/** A compliance document a brand uploaded (a PDF), to list in its passports; its bytes are in the storage. */
export const passportDocuments = pgTable(
  'passport_documents',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    ...storedFile(),
    createdAt: createdAt(),
    byLabel: text('by_label').notNull(),
  },
  (t) => [index('passport_documents_client_idx').on(t.clientId)],
);

/**
 * Whether an item's owner shares their record of it (purchase, repairs) with the brand's after-sales. It is that
 * owner's: a new owner has none until they give it.
 */
export const passportConsents = pgTable(
  'passport_consents',
  {
    itemId: belongsTo('item_id', () => items.id),
    ownerId: belongsTo('owner_id', () => users.id),
    shareWithBrand: boolean('share_with_brand').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.ownerId] })],
);

/** Market-surveillance keys a brand issued to authorities: only a hash of each is kept (hla_ keys). */
export const authorityKeys = pgTable(
  'authority_keys',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    label: text('label').notNull(),
    /** the first characters of the key, to tell keys apart in listings */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('authority_keys_client_idx').on(t.clientId)],
);
