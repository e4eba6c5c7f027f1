// The shop: reservations, orders and payments.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, timestamps, ts } from './columns';
import { users } from './accounts';
import { items } from './items';

/** A buyer's hold on an item on sale: 15 minutes, at most one active per item (partial unique index). */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id),
    /** who holds it: the signed-in buyer, or the guest's (pending) account */
    userId: belongsTo('user_id', () => users.id),
    /** active | cancelled | expired | completed */
    state: text('state').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('reservations_one_active_per_item_idx')
      .on(t.itemId)
      .where(sql`${t.state} = 'active'`),
    index('reservations_user_state_idx').on(t.userId, t.state),
    index('reservations_state_expires_idx').on(t.state, t.expiresAt),
  ],
);

/** A sale: one card payment for one item, from creation to fulfilment (or refund). */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id, 'restrict'),
    /** who receives the item (the owner of the address given) */
    buyerId: belongsTo('buyer_id', () => users.id, 'restrict'),
    /** the signed-in user who started the payment, if any (a guest has none) */
    payerId: refersTo('payer_id', () => users.id),
    reservationId: refersTo('reservation_id', () => reservations.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(), // local | stripe
    /** intent (createDAN) | checkout (createCheckoutSession) */
    kind: text('kind').notNull(),
    paymentIntentId: text('payment_intent_id'),
    checkoutSessionId: text('checkout_session_id'),
    /** the caller's idempotency key of a checkout session */
    externalId: text('external_id'),
    /** created | paid | fulfilled | refunded | failed | cancelled */
    state: text('state').notNull(),
    failure: text('failure'),
    receiptsSent: integer('receipts_sent').notNull().default(0),
    /** the e-mail a guest gave with the phone code whose pass opened this order: its receipt goes there */
    receiptEmail: text('receipt_email'),
    ...timestamps(),
    fulfilledAt: ts('fulfilled_at'),
    /** a return (decision 019): when the brand's staff took the item back and refunded it, who, and why */
    refundedAt: ts('refunded_at'),
    /** who refunded it, as the audit log names them (a staff member's e-mail), kept as text */
    refundedBy: text('refunded_by'),
    refundReason: text('refund_reason'),
    /** when the payment provider refunded the card; null while a return's refund is still being tried */
    refundSettledAt: ts('refund_settled_at'),
  },
  (t) => [
    uniqueIndex('orders_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('orders_checkout_session_idx').on(t.checkoutSessionId),
    uniqueIndex('orders_external_id_idx').on(t.externalId),
    // an item is handed over by one order at most
    uniqueIndex('orders_one_fulfilled_per_item_idx')
      .on(t.itemId)
      .where(sql`${t.state} = 'fulfilled'`),
    index('orders_item_state_idx').on(t.itemId, t.state),
    index('orders_reservation_idx').on(t.reservationId),
  ],
);

/** Payment provider events already handled: a repeated webhook is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull(),
});

/** The local payment provider's own state (what Stripe keeps on its side): intents and checkout sessions. */
export const localPayments = pgTable(
  'local_payments',
  {
    id: text('id').primaryKey(),
    /** payment_intent | checkout_session */
    object: text('object').notNull(),
    clientSecret: text('client_secret'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** intents: requires_payment_method | succeeded | canceled; sessions: open | complete | expired */
    status: text('status').notNull(),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** a session's intent, once paid */
    paymentIntentId: text('payment_intent_id'),
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    lastError: jsonb('last_error').$type<{ code: string; declineCode: string | null; message: string }>(),
    refunded: boolean('refunded').notNull().default(false),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('local_payments_intent_idx').on(t.paymentIntentId)],
);
