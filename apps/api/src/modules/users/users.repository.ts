// SQL of the owner's account: the user row, e-mail confirmations, push devices. The one writer of the users
// table: sign-in (auth), the pending accounts a transfer or a guest purchase makes, and account deletion
// call it, inside their own transaction.
import { and, asc, count, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import { newAccount } from '../../lib/address';
import { emailConfirmations, pushDevices, users } from '../../db/schema';
import { lockKeys } from '../../db/locks';

export type UserRow = typeof users.$inferSelect;
export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;

export class UsersRepository extends Repository {
  async user(id: string, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    return rowWhere(tx, users, eq(users.id, id));
  }

  async lockUser(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
    return rowWhere(tx, users, eq(users.id, id), { lock: true });
  }

  async updateUser(id: string, values: Partial<typeof users.$inferInsert>, tx: DbOrTx = this.db) {
    await tx.update(users).set(values).where(eq(users.id, id));
  }

  async userByPhone(phone: string, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    return rowWhere(tx, users, eq(users.phone, phone));
  }

  /**
   * Creates the user on first sign-in, activates a pending one, and stamps the login. A pending account
   * was created with the language of whoever sent it an item: its owner's first sign-in says theirs.
   */
  async upsertOnLogin(tx: DbOrTx, phone: string, language: string, now: Date): Promise<UserRow> {
    const [row] = await tx
      .insert(users)
      .values({
        phone,
        language,
        status: 'active',
        createdAt: now,
        lastLoginAt: now,
        ...newAccount(),
      })
      .onConflictDoUpdate({
        target: users.phone,
        set: {
          status: 'active',
          language: sql`case when ${users.status} = 'pending' then excluded.language else ${users.language} end`,
          lastLoginAt: now,
        },
      })
      .returning();
    if (row === undefined) throw new Error('expected a row back from the database');
    return row;
  }

  /** The account of a phone number, made pending if there is none (it becomes active when they sign in). */
  async createPending(tx: DbOrTx, phone: string, language: string, now: Date) {
    await tx
      .insert(users)
      .values({ ...newAccount(), phone, language, status: 'pending', createdAt: now })
      .onConflictDoNothing();
    return this.userByPhone(phone, tx);
  }

  /** The account of a phone number for a guest purchase; a new one is pending, with the receipt's e-mail. */
  async accountForPhone(phone: string, language: string, email: string | null, now: Date) {
    await this.db
      .insert(users)
      .values({ ...newAccount(), phone, language, status: 'pending', pendingEmail: email, createdAt: now })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone)).limit(1);
    if (row && row.status === 'pending' && email && !row.pendingEmail) {
      await this.db.update(users).set({ pendingEmail: email }).where(eq(users.id, row.id));
    }
    return row;
  }

  /**
   * Account deletion: the account's devices and e-mail confirmations go, and the user row stays for the
   * references (history, transfers, the ledger's custodial address) but says nothing about the person.
   */
  async eraseFor(tx: DbOrTx, userId: string, now: Date): Promise<void> {
    await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
    await tx
      .update(users)
      .set({
        phone: `deleted:${userId}`,
        email: null,
        emailConfirmedAt: null,
        pendingEmail: null,
        settings: {},
        status: 'deleted',
        lastLoginAt: null,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
  }

  async deviceCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId));
    return row?.n ?? 0;
  }

  // ---- e-mail confirmations ----

  /** Serialises the confirmation links of one owner until the transaction ends: the hourly cap holds. */
  async lockConfirmations(tx: DbOrTx, userId: string): Promise<void> {
    await lockKeys(tx, `email-confirmations:${userId}`);
  }

  async confirmationsSince(
    tx: DbOrTx,
    userId: string,
    since: Date,
  ): Promise<{ count: number; oldest?: Date }> {
    const rows = await tx
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
    return rowWhere(tx, emailConfirmations, eq(emailConfirmations.tokenHash, tokenHash), { lock: true });
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
