// The column helpers the tables share (Drizzle's docs suggest them for the columns every table repeats), so that
// each table says only what is its own. They make the same columns as written out: the database does not change.
import {
  type AnyPgColumn,
  integer,
  text,
  timestamp,
  type UpdateDeleteAction,
  uuid,
} from 'drizzle-orm/pg-core';

/** A timestamp with its time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The row's id: a random UUID. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A file a person uploaded, its bytes in the storage provider: its name, type, size, hash and storage key. */
export const storedFile = () => ({
  fileName: text('file_name').notNull(),
  mediaType: text('media_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
});

/** When the row was made. */
export const createdAt = () => ts('created_at').notNull();

/** When the row was made and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: ts('updated_at').notNull() });

/** The row this one belongs to: required, and by default deleted with it. */
export const belongsTo = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction = 'cascade',
) => uuid(name).notNull().references(target, { onDelete });

/** A row this one may name: optional, and by default emptied when that row is deleted. */
export const refersTo = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction = 'set null',
) => uuid(name).references(target, { onDelete });
