// Repairs and their steps.
import type { BrandNote } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './accounts';
import { clients, savStores } from './brands';
import { items } from './items';

/** Repairs asked of a brand's SAV store. At most one open repair per item (partial unique index). */
export const repairs = pgTable(
  'repairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** the owner who asked; only they see it */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => savStores.id, { onDelete: 'restrict' }),
    details: text('details').notNull(),
    /** requested | accepted | in_progress | ready_for_pickup | completed | rejected | cancelled */
    state: text('state').notNull(),
    /** the SAV's latest note: per language ({en, fr}) or one string as written (decision 012) */
    note: jsonb('note').$type<BrandNote>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    /** insertion order: several steps may share a timestamp */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // state | note | details
    state: text('state').notNull(),
    actor: text('actor').notNull(), // owner | brand
    note: jsonb('note').$type<BrandNote>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('repair_steps_repair_seq_idx').on(t.repairId, t.seq)],
);
