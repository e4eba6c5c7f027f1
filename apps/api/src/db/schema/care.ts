// Entrusted care (docs/decisions/044-entrusted-care.md): an owner's item in the care of a person or a brand's store
// for a period. The item's own row says it is in care (items.in_care_until) for the checks every hand-over makes.
import type { CareShare } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, ts } from './columns';
import { users } from './accounts';
import { clients, savStores } from './brands';
import { items } from './items';
import { repairs } from './repairs';

/** Care periods, open (ended_at null) or ended; at most one open per item (partial unique index). */
export const carePeriods = pgTable(
  'care_periods',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id),
    /** the owner who entrusted it; only they see the carer's number */
    ownerId: belongsTo('owner_id', () => users.id),
    /** the item's brand: its after-sales staff see the periods of its stores */
    clientId: belongsTo('client_id', () => clients.id),
    /** person | store */
    carerKind: text('carer_kind').notNull(),
    /** a person: their account (pending until their first sign-in) */
    carerUserId: refersTo('carer_user_id', () => users.id),
    /** a person: the number the owner gave, in E.164 */
    carerPhone: text('carer_phone'),
    storeId: refersTo('store_id', () => savStores.id),
    /** the repair it was opened for: it ends when that repair closes */
    repairId: refersTo('repair_id', () => repairs.id),
    share: jsonb('share').$type<CareShare>().notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    endedAt: ts('ended_at'),
    /** owner | carer | time | repair | custody */
    endedBy: text('ended_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('care_periods_one_open_per_item_idx')
      .on(t.itemId)
      .where(sql`${t.endedAt} is null`),
    index('care_periods_owner_idx').on(t.ownerId, t.startsAt.desc()),
    index('care_periods_carer_open_idx')
      .on(t.carerUserId, t.endsAt)
      .where(sql`${t.endedAt} is null`),
    index('care_periods_client_open_idx')
      .on(t.clientId, t.endsAt)
      .where(sql`${t.endedAt} is null`),
    // the housekeeping round: the open periods past their end
    index('care_periods_open_end_idx')
      .on(t.endsAt)
      .where(sql`${t.endedAt} is null`),
    index('care_periods_repair_idx')
      .on(t.repairId)
      .where(sql`${t.repairId} is not null`),
  ],
);
