// Brands' messages to owners, their notices and reads.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, ts } from './columns';
import { users } from './accounts';
import { brandApiKeys, clients, collections } from './brands';
import { items } from './items';
import { staffMembers } from './staff';

/** Messages a brand writes to the owner of one item, or to the owners of every item of one collection. */
export const brandMessages = pgTable(
  'brand_messages',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    /** the API key that posted it, for the per-key rate limits (null: written by the demo seed or in the console) */
    keyId: refersTo('key_id', () => brandApiKeys.id),
    /** the staff member who wrote it in the console (the same limits apply to each person) */
    staffId: refersTo('staff_id', () => staffMembers.id),
    /** who wrote it as the console shows it: the staff member's e-mail or the key's prefix */
    author: text('author'),
    /** exactly one of itemId and collectionId is set */
    itemId: refersTo('item_id', () => items.id, 'cascade'),
    collectionId: refersTo('collection_id', () => collections.id, 'cascade'),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr'),
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr'),
    /** storage key of the picture, if any */
    pictureKey: text('picture_key'),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [
    index('brand_messages_item_created_idx').on(t.itemId, t.createdAt.desc()),
    index('brand_messages_collection_created_idx').on(t.collectionId, t.createdAt.desc()),
    index('brand_messages_client_created_idx').on(t.clientId, t.createdAt.desc()),
    index('brand_messages_key_created_idx').on(t.keyId, t.createdAt.desc()),
    index('brand_messages_staff_created_idx').on(t.staffId, t.createdAt.desc()),
    check('brand_messages_one_target', sql`(${t.itemId} is null) <> (${t.collectionId} is null)`),
  ],
);

/**
 * The brand-message notices an owner was sent (one per message told), counted for their daily budget;
 * rows older than the budget's day are forgotten when the owner's next notice is counted.
 */
export const brandMessageNotices = pgTable(
  'brand_message_notices',
  {
    userId: belongsTo('user_id', () => users.id),
    messageId: belongsTo('message_id', () => brandMessages.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messageId] }),
    index('brand_message_notices_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Which messages a user has seen, per item (a collection message is seen item by item). */
export const messageReads = pgTable(
  'message_reads',
  {
    userId: belongsTo('user_id', () => users.id),
    messageId: belongsTo('message_id', () => brandMessages.id),
    itemId: belongsTo('item_id', () => items.id),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId, t.messageId] })],
);
