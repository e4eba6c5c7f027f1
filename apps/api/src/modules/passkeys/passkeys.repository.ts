// SQL of passkeys (decisions 018, 019, 027): every person's credentials, owners' and console staff's in one store,
// their challenges and the owners' recoveries (their one writer).
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import { passkeyChallenges, passkeyRecoveries, passkeys } from '../../db/schema';
import { lockKeys } from '../../db/locks';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof passkeyChallenges.$inferSelect;
export type NewChallenge = typeof passkeyChallenges.$inferInsert;
export type RecoveryRow = typeof passkeyRecoveries.$inferSelect;

/** Who holds a passkey: an owner (a user's id) or a console staff member (a staff member's id). */
export interface PasskeyOwner {
  kind: 'user' | 'staff';
  id: string;
}

/** A new passkey's columns, but for its owner's. */
export type NewPasskey = Omit<typeof passkeys.$inferInsert, 'ownerKind' | 'userId' | 'staffId'>;

/** The passkeys of `owner`. */
const heldBy = (owner: PasskeyOwner) =>
  owner.kind === 'user' ? eq(passkeys.userId, owner.id) : eq(passkeys.staffId, owner.id);

/** The owner a kept passkey belongs to. */
export function ownerOf(row: Pick<PasskeyRow, 'ownerKind' | 'userId' | 'staffId'>): PasskeyOwner {
  return { kind: row.ownerKind, id: (row.ownerKind === 'user' ? row.userId : row.staffId) ?? '' };
}

/** A recovery neither cancelled nor completed: the one under way, if any. */
const open = and(isNull(passkeyRecoveries.cancelledAt), isNull(passkeyRecoveries.completedAt));

export class PasskeysRepository extends Repository {
  async listOf(owner: PasskeyOwner, db: DbOrTx = this.db): Promise<PasskeyRow[]> {
    return db.select().from(passkeys).where(heldBy(owner)).orderBy(desc(passkeys.createdAt), passkeys.id);
  }

  async countOf(owner: PasskeyOwner, db: DbOrTx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(passkeys).where(heldBy(owner));
    return row?.n ?? 0;
  }

  /** The passkey of this kind of person the browser names (an owner's is not the console's, nor the reverse). */
  async byCredentialId(kind: PasskeyOwner['kind'], credentialId: string): Promise<PasskeyRow | undefined> {
    return rowWhere(
      this.db,
      passkeys,
      and(eq(passkeys.ownerKind, kind), eq(passkeys.credentialId, credentialId)),
    );
  }

  /** The owner's passkey `id`; undefined when there is none or it is someone else's. */
  async ownedBy(owner: PasskeyOwner, id: string, db: DbOrTx = this.db): Promise<PasskeyRow | undefined> {
    return rowWhere(db, passkeys, and(eq(passkeys.id, id), heldBy(owner)));
  }

  /**
   * Keeps a new passkey unless its owner already has `max` ('full', counted under the owner's lock: two
   * ceremonies finishing together cannot both add the last one); undefined when that credential is known.
   */
  async insertWithin(
    tx: DbOrTx,
    owner: PasskeyOwner,
    passkey: NewPasskey,
    max: number,
  ): Promise<PasskeyRow | 'full' | undefined> {
    await lockKeys(tx, `passkeys:${owner.kind}:${owner.id}`);
    if ((await this.countOf(owner, tx)) >= max) return 'full';
    const held =
      owner.kind === 'user'
        ? { ownerKind: 'user' as const, userId: owner.id }
        : { ownerKind: 'staff' as const, staffId: owner.id };
    const [row] = await tx
      .insert(passkeys)
      .values({ ...passkey, ...held })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async rename(owner: PasskeyOwner, id: string, name: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), heldBy(owner)))
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

  /** Removes one of the owner's passkeys (none: not theirs), or all of them without `id`; gives what went. */
  async remove(tx: DbOrTx, owner: PasskeyOwner, id?: string): Promise<PasskeyRow[]> {
    return tx
      .delete(passkeys)
      .where(and(heldBy(owner), id ? eq(passkeys.id, id) : undefined))
      .returning();
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
    if (row) await this.remove(tx, { kind: 'user', id: recovery.userId });
    return row;
  }

  /** Account deletion: the passkeys, challenges and recoveries of the account go. */
  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await this.remove(tx, { kind: 'user', id: userId });
    await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
    await tx.delete(passkeyRecoveries).where(eq(passkeyRecoveries.userId, userId));
  }
}
