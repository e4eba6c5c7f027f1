// Repairs and their steps.
import type { BrandNote } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, timestamps } from './columns';
import { users } from './accounts';
import { clients, savStores } from './brands';
import { items } from './items';

/** Repairs asked of a brand's SAV store. At most one open repair per item (partial unique index). */
export const repairs = pgTable(
  'repairs',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id),
    /** the owner who asked; only they see it */
    ownerId: refersTo('owner_id', () => users.id),
    clientId: belongsTo('client_id', () => clients.id),
    storeId: belongsTo('store_id', () => savStores.id, 'restrict'),
    details: text('details').notNull(),
    /** requested | accepted | in_progress | ready_for_pickup | completed | rejected | cancelled */
    state: text('state').notNull(),
    /** the SAV's latest note: per language ({en, fr}) or one string as written (decision 012) */
    note: jsonb('note').$type<BrandNote>(),
    ...timestamps(),
  },
  (t) => [
    index('repairs_item_created_idx').on(t.itemId, t.createdAt.desc()),
    index('repairs_client_created_idx').on(t.clientId, t.createdAt.desc()),
    uniqueIndex('repairs_one_open_per_item_idx')
      .on(t.itemId)
      .where(sql`${t.state} in ('requested', 'accepted', 'in_progress', 'ready_for_pickup')`),
  ],
);

/** A repair's history: state moves, the SAV's notes, the owner's edits. */
export const repairSteps = pgTable(
  'repair_steps',
  {
    id: id(),
    /** insertion order: several steps may share a timestamp */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    repairId: belongsTo('repair_id', () => repairs.id),
    kind: text('kind').notNull(), // state | note | details
    state: text('state').notNull(),
    actor: text('actor').notNull(), // owner | brand
    note: jsonb('note').$type<BrandNote>(),
    createdAt: createdAt(),
  },
  (t) => [index('repair_steps_repair_seq_idx').on(t.repairId, t.seq)],
);
