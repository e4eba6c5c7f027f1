// Heirs (docs/decisions/043-heirs.md): the heirs an owner names, the inactivity safeguard that tells them they
// may claim, their claims (one part per brand, each reviewed by that brand) and the claims' documents.
import type { LocalizedText } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, storedFile, timestamps, ts } from './columns';
import { users } from './accounts';
import { clients } from './brands';
import { items } from './items';

/** An heir an owner named: a phone number and a name only the owner sees. */
export const heirs = pgTable(
  'heirs',
  {
    id: id(),
    ownerId: belongsTo('owner_id', () => users.id),
    phone: text('phone').notNull(),
    displayName: text('display_name').notNull(),
    /** all: every item of the owner not chosen for another heir; chosen: the items in heir_items */
    scope: text('scope').notNull(),
    /** the heir is told by SMS that someone named them */
    tell: boolean('tell').notNull(),
    /** the owner's name may be given to the heir (in the notices and the heir's views) */
    shareName: boolean('share_name').notNull(),
    /** the name the owner consents to give (required with shareName) */
    ownerName: text('owner_name'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('heirs_owner_phone_idx').on(t.ownerId, t.phone), index('heirs_phone_idx').on(t.phone)],
);

/** The items chosen for an heir: each item of an owner goes to one heir at most. */
export const heirItems = pgTable(
  'heir_items',
  {
    heirId: belongsTo('heir_id', () => heirs.id),
    ownerId: belongsTo('owner_id', () => users.id),
    itemId: belongsTo('item_id', () => items.id),
  },
  (t) => [
    primaryKey({ columns: [t.heirId, t.itemId] }),
    uniqueIndex('heir_items_owner_item_idx').on(t.ownerId, t.itemId),
  ],
);

/**
 * One owner's inactivity safeguard: on once they name an heir. `lastSeenAt` is their last sign-in or signed-in
 * request; the reminders start once `months` have passed, and the heirs are told a month later.
 */
export const inactivityWatches = pgTable(
  'inactivity_watches',
  {
    ownerId: belongsTo('owner_id', () => users.id).primaryKey(),
    months: integer('months').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    /** when the first reminder went: the reminders and the heirs' notice are counted from it */
    remindersFrom: ts('reminders_from'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    heirsToldAt: ts('heirs_told_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('inactivity_watches_seen_idx').on(t.lastSeenAt)],
);

/** An heir's claim on an owner's items: one open claim per heir. */
export const heirClaims = pgTable(
  'heir_claims',
  {
    id: id(),
    heirId: belongsTo('heir_id', () => heirs.id),
    ownerId: belongsTo('owner_id', () => users.id),
    /** the heir's own account, who made the claim */
    claimantId: belongsTo('claimant_id', () => users.id),
    statement: text('statement').notNull(),
    /** open | cancelled (the owner came back) | closed (every brand decided) */
    state: text('state').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('heir_claims_one_open_idx')
      .on(t.heirId)
      .where(sql`${t.state} = 'open'`),
    index('heir_claims_claimant_idx').on(t.claimantId),
    index('heir_claims_owner_idx').on(t.ownerId),
  ],
);

/** A claim's part of one brand: its items, reviewed by that brand's staff. */
export const heirClaimParts = pgTable(
  'heir_claim_parts',
  {
    claimId: belongsTo('claim_id', () => heirClaims.id),
    clientId: belongsTo('client_id', () => clients.id),
    /** open | approved | refused | cancelled */
    state: text('state').notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.clientId] }),
    index('heir_claim_parts_client_idx').on(t.clientId, t.state, t.createdAt),
  ],
);

/** The items a claim covers, per brand, as they were named for the heir when the claim was made. */
export const heirClaimItems = pgTable(
  'heir_claim_items',
  {
    claimId: belongsTo('claim_id', () => heirClaims.id),
    clientId: belongsTo('client_id', () => clients.id),
    itemId: belongsTo('item_id', () => items.id),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.itemId] })],
);

/** A document the heir gave one brand's part of a claim (PDF or image, stored like the passports' PDFs). */
export const heirClaimDocuments = pgTable(
  'heir_claim_documents',
  {
    id: id(),
    claimId: belongsTo('claim_id', () => heirClaims.id),
    clientId: belongsTo('client_id', () => clients.id),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (t) => [index('heir_claim_documents_claim_idx').on(t.claimId, t.clientId)],
);

/** The documents a brand asks an heir for (none stored: the default list). */
export const brandHeirSettings = pgTable('brand_heir_settings', {
  clientId: belongsTo('client_id', () => clients.id).primaryKey(),
  documents: jsonb('documents').$type<LocalizedText[]>().notNull(),
  updatedAt: ts('updated_at').notNull(),
});
