// Locks that serialise, across connections and instances, the writers that decide by the same count or head.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Waits for, then holds until the transaction ends, one advisory lock per key. A limit counted in the database
 * (codes per phone, messages per item…) holds under a burst only if the count and the write that it allows are
 * made under a lock of that limit's key: otherwise two requests, on one instance or on several, both see room
 * for one more. Keys are taken in one order (sorted), so two transactions wanting the same keys never wait for
 * each other crosswise. PGlite has one connection, where this changes nothing; on PostgreSQL it is what holds.
 */
export async function lockKeys(tx: DbOrTx, ...keys: string[]): Promise<void> {
  const locks = [...new Set(keys)]
    .sort()
    .map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  // one round trip: a select list is evaluated from left to right, so the sorted order holds
  if (locks.length > 0) await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}
