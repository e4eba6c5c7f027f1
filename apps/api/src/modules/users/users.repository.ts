// SQL of the owner's account: the user row, e-mail confirmations, push devices.
import { and, asc, count, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { emailConfirmations, pushDevices, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;

export class UsersRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async user(id: string, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async lockUser(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    return row;
  }

  async updateUser(id: string, values: Partial<typeof users.$inferInsert>, tx: DbOrTx = this.db) {
    await tx.update(users).set(values).where(eq(users.id, id));
  }

  async deviceCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId));
    return row?.n ?? 0;
  }

  // ---- e-mail confirmations ----

  async confirmationsSince(userId: string, since: Date): Promise<{ count: number; oldest?: Date }> {
    const rows = await this.db
      .select({ createdAt: emailConfirmations.createdAt })
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, userId), gte(emailConfirmations.createdAt, since)))
      .orderBy(asc(emailConfirmations.createdAt));
    return { count: rows.length, oldest: rows[0]?.createdAt };
  }

  async insertConfirmation(tx: DbOrTx, values: typeof emailConfirmations.$inferInsert) {
    const [row] = await tx.insert(emailConfirmations).values(values).returning();
    if (!row) throw new Error('e-mail confirmation not stored');
    return row;
  }

  async deleteConfirmation(id: string): Promise<void> {
    await this.db.delete(emailConfirmations).where(eq(emailConfirmations.id, id));
  }

  async confirmationByHashForUpdate(tx: DbOrTx, tokenHash: string) {
    const [row] = await tx
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, tokenHash))
      .limit(1)
      .for('update');
    return row;
  }

  /** Spends the token; false when a concurrent confirmation spent it first. */
  async useConfirmation(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmations.id, id), isNull(emailConfirmations.usedAt)))
      .returning({ id: emailConfirmations.id });
    return rows.length === 1;
  }

  // ---- push devices ----

  /**
   * One row per user and device. A browser belongs to whoever registered it last: the same device or
   * subscription under another account is dropped, so one person's notices never reach another's screen.
   */
  async upsertDevice(tx: DbOrTx, userId: string, deviceUuid: string, token: string, now: Date) {
    await tx
      .delete(pushDevices)
      .where(
        and(
          ne(pushDevices.userId, userId),
          or(eq(pushDevices.deviceUuid, deviceUuid), eq(pushDevices.token, token)),
        ),
      );
    await tx
      .insert(pushDevices)
      .values({ userId, deviceUuid, token, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [pushDevices.userId, pushDevices.deviceUuid],
        set: { token, updatedAt: now },
      });
  }

  /** Keeps `keep` and the `max - 1` most recently registered other devices; returns how many were dropped. */
  async trimDevices(tx: DbOrTx, userId: string, keep: string, max: number): Promise<number> {
    const others = await tx
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(and(eq(pushDevices.userId, userId), ne(pushDevices.deviceUuid, keep)))
      .orderBy(asc(pushDevices.updatedAt), asc(pushDevices.createdAt), asc(pushDevices.id))
      .for('update');
    const extra = others.slice(0, Math.max(others.length - (max - 1), 0)).map((r) => r.id);
    if (extra.length) await tx.delete(pushDevices).where(inArray(pushDevices.id, extra));
    return extra.length;
  }

  /** The push subscriptions of every device of the user. */
  async devices(userId: string) {
    return this.db
      .select({ id: pushDevices.id, token: pushDevices.token })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId));
  }

  /** A subscription the push service says is gone (unless the device registered a new one meanwhile). */
  async forgetSubscription(id: string, token: string): Promise<void> {
    await this.db.delete(pushDevices).where(and(eq(pushDevices.id, id), eq(pushDevices.token, token)));
  }

  async deleteDevice(userId: string, deviceUuid: string): Promise<void> {
    await this.db
      .delete(pushDevices)
      .where(and(eq(pushDevices.userId, userId), eq(pushDevices.deviceUuid, deviceUuid)));
  }
}
