// A lost or stolen item's protection: oppositions and finders' messages.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, ts } from './columns';
import { users } from './accounts';
import { items } from './items';

/** Messages finders sent through an item's public page (kept for rate limits and the owner's record). */
export const finderMessages = pgTable(
  'finder_messages',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id),
    /** a keyed hash of the sender's IP address, never the address */
    senderHash: text('sender_hash').notNull(),
    message: text('message').notNull(),
    contact: text('contact'),
    createdAt: createdAt(),
    /** when the item's owner marked it handled (null: still to read and act on) */
    handledAt: ts('handled_at'),
  },
  (t) => [
    index('finder_messages_item_created_idx').on(t.itemId, t.createdAt),
    index('finder_messages_sender_created_idx').on(t.senderHash, t.createdAt),
  ],
);

/** Lost/stolen declarations, with the owner's words (kept out of the history that later owners read). */
export const oppositions = pgTable(
  'oppositions',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id),
    ownerId: refersTo('owner_id', () => users.id),
    kind: text('kind').notNull(), // lost | stolen
    details: text('details').notNull(),
    createdAt: createdAt(),
    withdrawnAt: ts('withdrawn_at'),
    withdrawDetails: text('withdraw_details'),
  },
  (t) => [index('oppositions_item_created_idx').on(t.itemId, t.createdAt.desc())],
);
