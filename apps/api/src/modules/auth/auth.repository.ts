// SQL of the auth area: verification codes, sessions, step-up grants (their one writer), users by phone.
import { and, count, desc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockKeys } from '../../db/locks';
import { firstRow, Repository, rowWhere } from '../../db/repository';
import { sessions, stepUpGrants, users, verificationCodes } from '../../db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type NewCode = typeof verificationCodes.$inferInsert;
export type NewGrant = typeof stepUpGrants.$inferInsert;
export interface CodeCount {
  count: number;
  oldest: Date | undefined;
}

export class AuthRepository extends Repository {
  async latestCodeFor(tx: DbOrTx, phone: string, purpose: string): Promise<CodeRow | undefined> {
    return rowWhere(
      tx,
      verificationCodes,
      and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)),
      { orderBy: desc(verificationCodes.createdAt) },
    );
  }

  /** Codes sent to a phone since a date: the oldest first, with the count. */
  async codesSince(tx: DbOrTx, phone: string, since: Date): Promise<CodeCount> {
    return this.codesSent(tx, eq(verificationCodes.phone, phone), since);
  }

  async codesFromIpSince(tx: DbOrTx, ip: string, since: Date): Promise<CodeCount> {
    return this.codesSent(tx, eq(verificationCodes.ip, ip), since);
  }

  /** How many codes `sentTo` picks since a date, and when the oldest of them was made. */
  private async codesSent(tx: DbOrTx, sentTo: SQL, since: Date): Promise<CodeCount> {
    const [row] = await tx
      .select({ count: count(), oldest: sql<string | null>`min(${verificationCodes.createdAt})` })
      .from(verificationCodes)
      .where(and(sentTo, gte(verificationCodes.createdAt, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : undefined };
  }

  /**
   * Serialises the code requests of this phone and of this IP until the transaction ends: the limits are read,
   * and the code that they allow is stored, by one request at a time (on every instance).
   */
  async lockSendLimits(tx: DbOrTx, phone: string, ip: string): Promise<void> {
    await lockKeys(tx, `codes:phone:${phone}`, `codes:ip:${ip}`);
  }

  /** Stores a new code; the older ones stay open until its SMS has gone (see retireOlderCodes). */
  async insertCode(tx: DbOrTx, code: NewCode): Promise<CodeRow> {
    const [row] = await tx.insert(verificationCodes).values(code).returning();
    return firstRow(row);
  }

  /**
   * Retires the codes still open for the same phone and purpose (and session, for a step-up code: one
   * session's new code must not void another's) that were issued before this one.
   */
  async retireOlderCodes(code: CodeRow, now: Date): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ invalidatedAt: now })
      .where(
        and(
          eq(verificationCodes.phone, code.phone),
          eq(verificationCodes.purpose, code.purpose),
          code.sessionId ? eq(verificationCodes.sessionId, code.sessionId) : undefined,
          lt(verificationCodes.createdAt, code.createdAt),
          isNull(verificationCodes.consumedAt),
          isNull(verificationCodes.invalidatedAt),
        ),
      );
  }

  async deleteCode(id: string): Promise<void> {
    await this.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
  }

  /** The newest open code for a phone and purpose (and session, for step-up), locked for the check. */
  async openCodeForUpdate(
    tx: DbOrTx,
    phone: string,
    purpose: string,
    sessionId?: string,
  ): Promise<CodeRow | undefined> {
    return rowWhere(
      tx,
      verificationCodes,
      and(
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.purpose, purpose),
        sessionId === undefined ? undefined : eq(verificationCodes.sessionId, sessionId),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.invalidatedAt),
      ),
      { orderBy: desc(verificationCodes.createdAt), lock: true },
    );
  }

  async codeByLinkTokenForUpdate(tx: DbOrTx, linkTokenHash: string): Promise<CodeRow | undefined> {
    return rowWhere(tx, verificationCodes, eq(verificationCodes.linkTokenHash, linkTokenHash), {
      lock: true,
    });
  }

  async recordWrongAttempt(
    tx: DbOrTx,
    id: string,
    attempts: number,
    invalidateAt: Date | null,
  ): Promise<void> {
    await tx
      .update(verificationCodes)
      .set({ attempts, invalidatedAt: invalidateAt })
      .where(eq(verificationCodes.id, id));
  }

  async consumeCode(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  }

  async userByPhone(phone: string) {
    return rowWhere(this.db, users, eq(users.phone, phone));
  }

  async userById(id: string) {
    return rowWhere(this.db, users, eq(users.id, id));
  }

  async createSession(
    tx: DbOrTx,
    values: {
      userId: string;
      refreshHash: string;
      userAgent: string | null;
      authMethod: string;
      now: Date;
      expiresAt: Date;
    },
  ) {
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: values.userId,
        refreshHash: values.refreshHash,
        userAgent: values.userAgent,
        authMethod: values.authMethod,
        createdAt: values.now,
        lastUsedAt: values.now,
        expiresAt: values.expiresAt,
      })
      .returning();
    return firstRow(row);
  }

  async sessionById(id: string) {
    const [row] = await this.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        refreshHash: sessions.refreshHash,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        authMethod: sessions.authMethod,
        userStatus: users.status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
      .limit(1);
    return row;
  }

  /** Rotates only if the presented token is still the current one (a concurrent reuse loses). */
  async rotateSession(
    id: string,
    oldHash: string,
    newHash: string,
    now: Date,
    expiresAt: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ refreshHash: newHash, lastUsedAt: now, expiresAt })
      .where(and(eq(sessions.id, id), eq(sessions.refreshHash, oldHash), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  }

  async revokeSession(id: string, reason: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async createGrant(tx: DbOrTx, grant: NewGrant) {
    const [row] = await tx.insert(stepUpGrants).values(grant).returning();
    return firstRow(row);
  }

  /**
   * Uses up one open grant of this session for this action and transaction; what opened it ('sms' or 'passkey'),
   * or undefined if there was none.
   */
  async consumeGrant(
    tx: DbOrTx,
    match: { userId: string; sessionId: string; action: string; binding: string; now: Date },
  ): Promise<string | undefined> {
    const [open] = await tx
      .select({ id: stepUpGrants.id, method: stepUpGrants.method })
      .from(stepUpGrants)
      .where(
        and(
          eq(stepUpGrants.userId, match.userId),
          eq(stepUpGrants.action, match.action),
          eq(stepUpGrants.sessionId, match.sessionId),
          eq(stepUpGrants.binding, match.binding),
          isNull(stepUpGrants.usedAt),
          gt(stepUpGrants.expiresAt, match.now),
        ),
      )
      // a passkey's grant first: an older SMS grant for the same transaction must not shadow it (decision 018)
      .orderBy(sql`${stepUpGrants.method} = 'passkey' desc`, stepUpGrants.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!open) return undefined;
    const rows = await tx
      .update(stepUpGrants)
      .set({ usedAt: match.now })
      .where(and(eq(stepUpGrants.id, open.id), isNull(stepUpGrants.usedAt)))
      .returning({ id: stepUpGrants.id });
    return rows.length === 1 ? open.method : undefined;
  }

  /** Account deletion: the account's sessions, step-up grants and the codes sent to it or its number go. */
  async eraseFor(tx: DbOrTx, userId: string, phone: string): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(stepUpGrants).where(eq(stepUpGrants.userId, userId));
    await tx
      .delete(verificationCodes)
      .where(or(eq(verificationCodes.userId, userId), eq(verificationCodes.phone, phone)));
  }
}
