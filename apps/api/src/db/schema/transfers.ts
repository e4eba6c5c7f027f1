// Transfers of items between owners.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, ts } from './columns';
import { users } from './accounts';
import { items } from './items';

/** A sending of one or more items, to a phone number (an owner, maybe not signed up yet) or out to an address. */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    kind: text('kind').notNull(), // phone | address | purchase | return | inheritance
    /** null for a purchase: the brand sold it (orderId says which order); a return's recipient is null: the
     * brand took it back (orderId: the order refunded) */
    senderId: refersTo('sender_id', () => users.id, 'cascade'),
    orderId: uuid('order_id'),
    recipientId: refersTo('recipient_id', () => users.id),
    toAddress: text('to_address'),
    chain: text('chain'),
    /** pending (recipient has not signed up yet) | done | cancelled | expired */
    state: text('state').notNull(),
    createdAt: createdAt(),
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
    transferId: belongsTo('transfer_id', () => transfers.id),
    itemId: belongsTo('item_id', () => items.id),
  },
  (t) => [
    index('transfer_items_transfer_idx').on(t.transferId),
    index('transfer_items_item_idx').on(t.itemId),
  ],
);
