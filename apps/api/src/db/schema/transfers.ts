// Transfers of items between owners.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './accounts';
import { items } from './items';

/** A sending of one or more items, to a phone number (an owner, maybe not signed up yet) or out to an address. */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(), // phone | address | purchase | return
    /** null for a purchase: the brand sold it (orderId says which order); a return's recipient is null: the
     * brand took it back (orderId: the order refunded) */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address'),
    chain: text('chain'),
    /** pending (recipient has not signed up yet) | done | cancelled | expired */
    state: text('state').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('transfers_sender_created_idx').on(t.senderId, t.createdAt.desc()),
    index('transfers_recipient_created_idx').on(t.recipientId, t.createdAt.desc()),
    index('transfers_state_expires_idx').on(t.state, t.expiresAt),
  ],
);

export const transferItems = pgTable(
  'transfer_items',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('transfer_items_transfer_idx').on(t.transferId),
    index('transfer_items_item_idx').on(t.itemId),
  ],
);
