// SQL of the console's passkeys: each staff member's WebAuthn credentials (their one writer). The challenges
// are the passkeys module's (its WebAuthn ceremonies keep them).
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import { lockKeys } from '../../db/locks';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import { staffPasskeys } from '../../db/schema';

export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;

export class StaffPasskeysRepository extends Repository {
  listOf(staffId: string, db: DbOrTx = this.db): Promise<StaffPasskeyRow[]> {
    return db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, staffId))
      .orderBy(desc(staffPasskeys.createdAt), staffPasskeys.id);
  }

  byCredentialId(credentialId: string): Promise<StaffPasskeyRow | undefined> {
    return rowWhere(this.db, staffPasskeys, eq(staffPasskeys.credentialId, credentialId));
  }

  /**
   * Keeps a new passkey unless the person already has `max` ('full', counted under the person's lock: two
   * ceremonies finishing together cannot both add the last one); undefined when that credential is known.
   */
  async insertWithin(
    tx: DbOrTx,
    passkey: typeof staffPasskeys.$inferInsert,
    max: number,
  ): Promise<StaffPasskeyRow | 'full' | undefined> {
    await lockKeys(tx, `staff-passkeys:${passkey.staffId}`);
    const [held] = await tx
      .select({ n: count() })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, passkey.staffId));
    if ((held?.n ?? 0) >= max) return 'full';
    const [row] = await tx.insert(staffPasskeys).values(passkey).onConflictDoNothing().returning();
    return row;
  }

  /** A signature was checked: its counter moves forward only (false: a concurrent use got there first). */
  async recordUse(id: string, counter: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(staffPasskeys)
      .set({ counter, lastUsedAt: now })
      .where(
        and(eq(staffPasskeys.id, id), or(lt(staffPasskeys.counter, counter), eq(staffPasskeys.counter, 0))),
      )
      .returning({ id: staffPasskeys.id });
    return rows.length === 1;
  }

  /** Removes one of the person's passkeys (undefined: none of theirs), or all of them without `id`. */
  async remove(tx: DbOrTx, staffId: string, id?: string): Promise<StaffPasskeyRow[]> {
    return tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.staffId, staffId), id ? eq(staffPasskeys.id, id) : undefined))
      .returning();
  }
}
