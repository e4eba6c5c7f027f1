// SQL of heirs: the named heirs and their chosen items, the owners' inactivity watches, and the brands' lists of
// documents (the claims' SQL is in claims.repository.ts).
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import {
  brandHeirSettings,
  collections,
  heirClaims,
  heirItems,
  heirs,
  inactivityWatches,
  items,
  users,
} from '../../db/schema';

export type HeirRow = typeof heirs.$inferSelect;
export type WatchRow = typeof inactivityWatches.$inferSelect;

export class HeirsRepository extends Repository {
  async heirsOf(ownerId: string, tx: DbOrTx = this.db): Promise<HeirRow[]> {
    return tx
      .select()
      .from(heirs)
      .where(eq(heirs.ownerId, ownerId))
      .orderBy(asc(heirs.createdAt), asc(heirs.id));
  }

  async heir(ownerId: string, id: string, tx: DbOrTx = this.db): Promise<HeirRow | undefined> {
    return rowWhere(tx, heirs, and(eq(heirs.ownerId, ownerId), eq(heirs.id, id)));
  }

  async heirById(id: string, tx: DbOrTx = this.db): Promise<HeirRow | undefined> {
    return rowWhere(tx, heirs, eq(heirs.id, id));
  }

  /** The namings of this phone number. */
  async namingsOf(phone: string): Promise<HeirRow[]> {
    return this.db.select().from(heirs).where(eq(heirs.phone, phone)).orderBy(asc(heirs.createdAt));
  }

  /** Locks the owner's row: one change of their heirs at a time. */
  async lockOwner(tx: DbOrTx, ownerId: string) {
    return rowWhere(tx, users, eq(users.id, ownerId), { lock: true });
  }

  async insertHeir(tx: DbOrTx, values: typeof heirs.$inferInsert): Promise<HeirRow> {
    const [row] = await tx.insert(heirs).values(values).returning();
    if (!row) throw new Error('heir not inserted');
    return row;
  }

  async updateHeir(tx: DbOrTx, id: string, values: Partial<typeof heirs.$inferInsert>): Promise<HeirRow> {
    const [row] = await tx.update(heirs).set(values).where(eq(heirs.id, id)).returning();
    if (!row) throw new Error('heir not updated');
    return row;
  }

  async deleteHeir(tx: DbOrTx, id: string): Promise<void> {
    await tx.delete(heirs).where(eq(heirs.id, id));
  }

  async chosenItems(ownerId: string, tx: DbOrTx = this.db) {
    return tx
      .select({ heirId: heirItems.heirId, itemId: heirItems.itemId })
      .from(heirItems)
      .where(eq(heirItems.ownerId, ownerId));
  }

  async setChosenItems(tx: DbOrTx, heir: HeirRow, itemIds: string[]): Promise<void> {
    await tx.delete(heirItems).where(eq(heirItems.heirId, heir.id));
    if (itemIds.length === 0) return;
    await tx
      .insert(heirItems)
      .values(itemIds.map((itemId) => ({ heirId: heir.id, ownerId: heir.ownerId, itemId })));
  }

  /** The owner's items among `ids` (those they hold, whatever their state). */
  async ownedAmong(tx: DbOrTx, ownerId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({ id: items.id, name: items.name })
      .from(items)
      .where(and(eq(items.ownerId, ownerId), inArray(items.id, ids)));
  }

  /** The owner's items today, with their brand: what heirs' scopes are resolved against. */
  async heldItems(ownerId: string, tx: DbOrTx = this.db) {
    return tx
      .select({ id: items.id, clientId: collections.clientId })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .where(and(eq(items.ownerId, ownerId), notInArray(items.status, ['pending_transfer'])));
  }

  /**
   * An owner's account deleted: their safeguard and their heirs go; an heir with a claim stays, without the names
   * the owner gave (the brands' decisions on it are records).
   */
  async eraseFor(tx: DbOrTx, ownerId: string): Promise<void> {
    await tx.delete(inactivityWatches).where(eq(inactivityWatches.ownerId, ownerId));
    await tx.delete(heirItems).where(eq(heirItems.ownerId, ownerId));
    const claimed = sql`exists (select 1 from ${heirClaims} where ${heirClaims.heirId} = ${heirs.id})`;
    await tx.delete(heirs).where(and(eq(heirs.ownerId, ownerId), sql`not ${claimed}`));
    await tx
      .update(heirs)
      .set({ displayName: '', ownerName: null, shareName: false, tell: false })
      .where(eq(heirs.ownerId, ownerId));
  }

  // ---- the inactivity watch ----

  async watch(ownerId: string, tx: DbOrTx = this.db): Promise<WatchRow | undefined> {
    return rowWhere(tx, inactivityWatches, eq(inactivityWatches.ownerId, ownerId));
  }

  /** The watch, made when the owner names their first heir (counting from now). */
  async ensureWatch(tx: DbOrTx, ownerId: string, months: number, now: Date): Promise<void> {
    await tx
      .insert(inactivityWatches)
      .values({ ownerId, months, lastSeenAt: now, updatedAt: now })
      .onConflictDoNothing();
  }

  async setMonths(tx: DbOrTx, ownerId: string, months: number, now: Date): Promise<void> {
    await tx
      .insert(inactivityWatches)
      .values({ ownerId, months, lastSeenAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: inactivityWatches.ownerId, set: { months, updatedAt: now } });
  }

  /**
   * The owner was seen: the period counts from now. Gives back the watch as it was (locked) when the reminders
   * had begun (a proof of life that ends them), else undefined.
   */
  async seen(tx: DbOrTx, ownerId: string, now: Date): Promise<WatchRow | undefined> {
    const [before] = await tx
      .select()
      .from(inactivityWatches)
      .where(eq(inactivityWatches.ownerId, ownerId))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(inactivityWatches)
      .set({ lastSeenAt: now, remindersFrom: null, remindersSent: 0, heirsToldAt: null, updatedAt: now })
      .where(eq(inactivityWatches.ownerId, ownerId));
    return before.remindersFrom ? before : undefined;
  }

  /** Only the date of the last activity, when the reminders have not begun (a cheap write). */
  async touch(ownerId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(inactivityWatches)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(inactivityWatches.ownerId, ownerId),
          isNull(inactivityWatches.remindersFrom),
          sql`${inactivityWatches.lastSeenAt} < ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ ownerId: inactivityWatches.ownerId });
    return rows.length;
  }

  /**
   * The watches with something due, locked and skipped by another instance's round: an active owner with an
   * heir, the period passed (a first reminder due) or reminders under way and the heirs not yet told.
   */
  async dueWatches(tx: DbOrTx, now: Date, limit: number): Promise<WatchRow[]> {
    return tx
      .select({ watch: inactivityWatches })
      .from(inactivityWatches)
      .innerJoin(users, eq(users.id, inactivityWatches.ownerId))
      .where(
        and(
          isNull(inactivityWatches.heirsToldAt),
          eq(users.status, 'active'),
          sql`exists (select 1 from ${heirs} where ${heirs.ownerId} = ${inactivityWatches.ownerId})`,
          sql`(${inactivityWatches.remindersFrom} is not null or
               ${inactivityWatches.lastSeenAt} + make_interval(months => ${inactivityWatches.months}) <= ${now.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(asc(inactivityWatches.lastSeenAt))
      .limit(limit)
      .for('update', { skipLocked: true, of: inactivityWatches })
      .then((rows) => rows.map((r) => r.watch));
  }

  async updateWatch(tx: DbOrTx, ownerId: string, values: Partial<WatchRow>): Promise<void> {
    await tx.update(inactivityWatches).set(values).where(eq(inactivityWatches.ownerId, ownerId));
  }

  // ---- the brands' lists ----

  async brandDocuments(clientIds: string[]) {
    if (clientIds.length === 0) return new Map<string, { en?: string; fr?: string }[]>();
    const rows = await this.db
      .select()
      .from(brandHeirSettings)
      .where(inArray(brandHeirSettings.clientId, clientIds));
    return new Map(rows.map((r) => [r.clientId, r.documents]));
  }

  async setBrandDocuments(
    tx: DbOrTx,
    clientId: string,
    documents: { en?: string; fr?: string }[],
    now: Date,
  ) {
    await tx
      .insert(brandHeirSettings)
      .values({ clientId, documents, updatedAt: now })
      .onConflictDoUpdate({ target: brandHeirSettings.clientId, set: { documents, updatedAt: now } });
  }
}
