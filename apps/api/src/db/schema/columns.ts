// The column helpers the tables share.
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with its time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
