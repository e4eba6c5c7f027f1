// SQL of brand staff: people (an e-mail each), their memberships of brands with roles, invitations, e-mailed
// sign-in links and console sessions. Tokens are kept as hashes only.
import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow, Repository, rowWhere } from '../../db/repository';
import { lockKeys } from '../../db/locks';
import {
  clients,
  passkeys,
  staffInvitations,
  staffLinks,
  staffMembers,
  staffMemberships,
  staffSessions,
} from '../../db/schema';

export type InvitationRow = typeof staffInvitations.$inferSelect;

export class StaffRepository extends Repository {
  async brand(clientId: string) {
    const [row] = await this.db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(eq(clients.id, clientId));
    return row;
  }

  memberByEmail(email: string) {
    return rowWhere(this.db, staffMembers, eq(staffMembers.email, email));
  }

  memberById(id: string, tx: DbOrTx = this.db) {
    return rowWhere(tx, staffMembers, eq(staffMembers.id, id));
  }

  /** The person with this address, made if new; their language and sign-in time brought up to date. */
  async signedIn(tx: DbOrTx, email: string, language: string, now: Date) {
    const [row] = await tx
      .insert(staffMembers)
      .values({ email, language, createdAt: now, lastSignInAt: now })
      .onConflictDoUpdate({ target: staffMembers.email, set: { language, lastSignInAt: now } })
      .returning();
    return firstRow(row);
  }

  async passkeyCount(staffId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.staffId, staffId));
    return row?.n ?? 0;
  }

  /** The brands a person works for, by name, with their roles in each. */
  brandsOf(staffId: string) {
    return this.db
      .select({ id: clients.id, slug: clients.slug, name: clients.name, roles: staffMemberships.roles })
      .from(staffMemberships)
      .innerJoin(clients, eq(clients.id, staffMemberships.clientId))
      .where(eq(staffMemberships.staffId, staffId))
      .orderBy(asc(clients.name));
  }

  async membership(staffId: string, clientId: string, tx: DbOrTx = this.db) {
    const [row] = await tx
      .select({ roles: staffMemberships.roles, addedAt: staffMemberships.addedAt })
      .from(staffMemberships)
      .where(and(eq(staffMemberships.staffId, staffId), eq(staffMemberships.clientId, clientId)));
    return row;
  }

  /** The brand's staff, oldest member first; `lock`: their rows stay locked for the transaction. */
  async members(clientId: string, tx: DbOrTx = this.db, lock = false) {
    const query = tx
      .select({
        id: staffMembers.id,
        email: staffMembers.email,
        language: staffMembers.language,
        roles: staffMemberships.roles,
        addedAt: staffMemberships.addedAt,
        lastSignInAt: staffMembers.lastSignInAt,
        passkeys: sql<number>`(select count(*)::int from ${passkeys}
          where ${passkeys.staffId} = ${staffMembers.id})`,
      })
      .from(staffMemberships)
      .innerJoin(staffMembers, eq(staffMembers.id, staffMemberships.staffId))
      .where(eq(staffMemberships.clientId, clientId))
      .orderBy(asc(staffMemberships.addedAt), asc(staffMembers.email))
      .$dynamic();
    return lock ? query.for('update', { of: staffMemberships }) : query;
  }

  async join(tx: DbOrTx, staffId: string, clientId: string, roles: string[], now: Date): Promise<void> {
    await tx
      .insert(staffMemberships)
      .values({ staffId, clientId, roles, addedAt: now })
      .onConflictDoUpdate({
        target: [staffMemberships.staffId, staffMemberships.clientId],
        set: { roles },
      });
  }

  async setRoles(tx: DbOrTx, staffId: string, clientId: string, roles: string[]): Promise<void> {
    await tx
      .update(staffMemberships)
      .set({ roles })
      .where(and(eq(staffMemberships.staffId, staffId), eq(staffMemberships.clientId, clientId)));
  }

  async leave(tx: DbOrTx, staffId: string, clientId: string): Promise<void> {
    await tx
      .delete(staffMemberships)
      .where(and(eq(staffMemberships.staffId, staffId), eq(staffMemberships.clientId, clientId)));
  }

  // ---- invitations ----

  async invite(tx: DbOrTx, values: typeof staffInvitations.$inferInsert): Promise<InvitationRow> {
    const [row] = await tx.insert(staffInvitations).values(values).returning();
    return firstRow(row);
  }

  /** Invitations of the brand not yet accepted, withdrawn or expired, newest first. */
  pendingInvitations(clientId: string, now: Date, email?: string, tx: DbOrTx = this.db) {
    return tx
      .select()
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.clientId, clientId),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.withdrawnAt),
          gt(staffInvitations.expiresAt, now),
          email ? eq(staffInvitations.email, email) : undefined,
        ),
      )
      .orderBy(desc(staffInvitations.createdAt));
  }

  invitationByHash(tx: DbOrTx, tokenHash: string) {
    return rowWhere(tx, staffInvitations, eq(staffInvitations.tokenHash, tokenHash), { lock: true });
  }

  async acceptInvitation(tx: DbOrTx, id: string, now: Date): Promise<void> {
    await tx.update(staffInvitations).set({ acceptedAt: now }).where(eq(staffInvitations.id, id));
  }

  /** Withdraws the brand's open invitation: the row withdrawn, or undefined when there is none. */
  async withdrawInvitation(tx: DbOrTx, clientId: string, id: string, now: Date) {
    const [row] = await tx
      .update(staffInvitations)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(staffInvitations.id, id),
          eq(staffInvitations.clientId, clientId),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.withdrawnAt),
        ),
      )
      .returning();
    return row;
  }

  // ---- sign-in links ----

  /**
   * Stores a sign-in link unless the person already had `max` since `since`: counted and stored under the
   * person's lock, so a burst of requests (on any instance) e-mails no more links than the cap. Undefined: none.
   */
  async addLinkWithin(values: typeof staffLinks.$inferInsert, since: Date, max: number) {
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, `staff-links:${values.staffId}`);
      const [sent] = await tx
        .select({ n: count() })
        .from(staffLinks)
        .where(and(eq(staffLinks.staffId, values.staffId), gt(staffLinks.createdAt, since)));
      if ((sent?.n ?? 0) >= max) return undefined;
      const [row] = await tx.insert(staffLinks).values(values).returning({ id: staffLinks.id });
      return firstRow(row);
    });
  }

  async deleteLink(id: string): Promise<void> {
    await this.db.delete(staffLinks).where(eq(staffLinks.id, id));
  }

  linkByHash(tx: DbOrTx, tokenHash: string) {
    return rowWhere(tx, staffLinks, eq(staffLinks.tokenHash, tokenHash), { lock: true });
  }

  async useLink(tx: DbOrTx, id: string, now: Date): Promise<void> {
    await tx.update(staffLinks).set({ usedAt: now }).where(eq(staffLinks.id, id));
  }

  // ---- sessions ----

  async openSession(tx: DbOrTx, values: typeof staffSessions.$inferInsert): Promise<void> {
    await tx.insert(staffSessions).values(values);
  }

  /**
   * The live session with this token hash and its person; with `clientId`, their roles in that brand too.
   * `passkeyRequired`: a session not opened (or confirmed) with a passkey, of someone who keeps one added in
   * another session: only the session a passkey was added in need not confirm with it.
   */
  async liveSession(tokenHash: string, now: Date, clientId?: string) {
    const [row] = await this.db
      .select({
        sessionId: staffSessions.id,
        staffId: staffMembers.id,
        email: staffMembers.email,
        method: staffSessions.method,
        passkeyRequired: sql<boolean>`(${staffSessions.method} <> 'passkey' and exists (
          select 1 from ${passkeys} where ${passkeys.staffId} = ${staffSessions.staffId}
            and ${passkeys.addedInSession} is distinct from ${staffSessions.id}))`,
        roles: clientId
          ? sql<string[] | null>`(select ${staffMemberships.roles} from ${staffMemberships}
              where ${staffMemberships.staffId} = ${staffMembers.id} and ${staffMemberships.clientId} = ${clientId})`
          : sql<null>`null`,
      })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          isNull(staffSessions.endedAt),
          gt(staffSessions.expiresAt, now),
        ),
      );
    return row;
  }

  /** The person confirmed this session with their passkey: it is a passkey's session from now on. */
  async confirmSession(id: string, passkeyId: string): Promise<void> {
    await this.db.update(staffSessions).set({ method: 'passkey', passkeyId }).where(eq(staffSessions.id, id));
  }

  /**
   * Ends the person's live sessions: all of them, or those a passkey opened or confirmed (`passkeyId`), but for
   * `except` (the caller's own).
   */
  async endSessionsOf(
    tx: DbOrTx,
    staffId: string,
    now: Date,
    which: { passkeyId?: string; except?: string } = {},
  ): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ endedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.endedAt),
          which.passkeyId ? eq(staffSessions.passkeyId, which.passkeyId) : undefined,
          which.except ? ne(staffSessions.id, which.except) : undefined,
        ),
      );
  }

  async endSession(id: string, now: Date): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ endedAt: now })
      .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
  }
}
