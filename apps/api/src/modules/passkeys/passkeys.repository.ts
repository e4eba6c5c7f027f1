// SQL of passkeys (decision 018): the credentials, their challenges and the recoveries (their one writer).
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import { passkeyChallenges, passkeyRecoveries, passkeys } from '../../db/schema';
import { lockKeys } from '../../db/locks';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;
export type ChallengeRow = typeof passkeyChallenges.$inferSelect;
export type NewChallenge = typeof passkeyChallenges.$inferInsert;
export type RecoveryRow = typeof passkeyRecoveries.$inferSelect;

/** A recovery neither cancelled nor completed: the one under way, if any. */
const open = and(isNull(passkeyRecoveries.cancelledAt), isNull(passkeyRecoveries.completedAt));

export class PasskeysRepository extends Repository {
  async listOf(userId: string, db: DbOrTx = this.db): Promise<PasskeyRow[]> {
    return db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(desc(passkeys.createdAt), passkeys.id);
  }

  async countOf(userId: string, db: DbOrTx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return row?.n ?? 0;
  }

  async byCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
    return rowWhere(this.db, passkeys, eq(passkeys.credentialId, credentialId));
  }

  /** The owner's passkey `id`; undefined when there is none or it is another owner's. */
  async ownedBy(userId: string, id: string, db: DbOrTx = this.db): Promise<PasskeyRow | undefined> {
    return rowWhere(db, passkeys, and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  }

  /**
   * Keeps a new passkey unless the owner already has `max` ('full', counted under the owner's lock: two
   * ceremonies finishing together cannot both add the last one); undefined when that credential is known.
   */
  async insertWithin(tx: DbOrTx, passkey: NewPasskey, max: number): Promise<PasskeyRow | 'full' | undefined> {
    await lockKeys(tx, `passkeys:${passkey.userId}`);
    if ((await this.countOf(passkey.userId, tx)) >= max) return 'full';
    const [row] = await tx.insert(passkeys).values(passkey).onConflictDoNothing().returning();
    return row;
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning();
    return row;
  }

  /**
   * A signature was checked: its counter and the time it was used. Only moving forward: a concurrent use that
   * got there first with a higher counter wins (false then).
   */
  async recordUse(id: string, counter: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(passkeys)
      .set({ counter, lastUsedAt: now })
      .where(and(eq(passkeys.id, id), or(lt(passkeys.counter, counter), eq(passkeys.counter, 0))))
      .returning({ id: passkeys.id });
    return rows.length === 1;
  }

  async remove(tx: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    return rows.length === 1;
  }

  async insertChallenge(challenge: NewChallenge): Promise<void> {
    await this.db.insert(passkeyChallenges).values(challenge);
  }

  /**
   * Uses up the challenge the browser signed (single use, whatever the outcome of the check that follows) and
   * gives it back as it was; undefined when it is unknown or was already used.
   */
  async consumeChallenge(challenge: string, now: Date): Promise<ChallengeRow | undefined> {
    const [row] = await this.db
      .update(passkeyChallenges)
      .set({ usedAt: now })
      .where(and(eq(passkeyChallenges.challenge, challenge), isNull(passkeyChallenges.usedAt)))
      .returning();
    return row;
  }

  /** Challenges that expired before `before`: nobody can use them any more. */
  async deleteExpiredChallenges(before: Date): Promise<void> {
    await this.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, before));
  }

  async openRecovery(userId: string, db: DbOrTx = this.db): Promise<RecoveryRow | undefined> {
    return rowWhere(db, passkeyRecoveries, and(eq(passkeyRecoveries.userId, userId), open));
  }

  /** Starts a recovery; undefined when one is already under way. */
  async startRecovery(
    tx: DbOrTx,
    values: { userId: string; sessionId: string; startedAt: Date; endsAt: Date },
  ): Promise<RecoveryRow | undefined> {
    const [row] = await tx.insert(passkeyRecoveries).values(values).onConflictDoNothing().returning();
    return row;
  }

  async cancelRecovery(tx: DbOrTx, userId: string, now: Date): Promise<RecoveryRow | undefined> {
    const [row] = await tx
      .update(passkeyRecoveries)
      .set({ cancelledAt: now })
      .where(and(eq(passkeyRecoveries.userId, userId), open))
      .returning();
    return row;
  }

  /**
   * Completes a recovery whose wait has ended: the lost passkeys are removed. Undefined when another call did it
   * first (or it was cancelled meanwhile).
   */
  async completeRecovery(tx: DbOrTx, recovery: RecoveryRow, now: Date): Promise<RecoveryRow | undefined> {
    const [row] = await tx
      .update(passkeyRecoveries)
      .set({ completedAt: now })
      .where(and(eq(passkeyRecoveries.id, recovery.id), open))
      .returning();
    if (row) await tx.delete(passkeys).where(eq(passkeys.userId, recovery.userId));
    return row;
  }

  /** Account deletion: the passkeys, challenges and recoveries of the account go. */
  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
    await tx.delete(passkeyRecoveries).where(eq(passkeyRecoveries.userId, userId));
  }
}
