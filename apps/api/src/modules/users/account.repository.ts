// SQL of account deletion (personal data erased, items held for the phone number, early repairs
// cancelled) and of giving held items back, with their repairs under way, when that number signs up again.
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  finderMessages,
  emailConfirmations,
  items,
  ledgerEntries,
  legalAcceptances,
  messageReads,
  oppositions,
  pushDevices,
  repairSteps,
  repairs,
  savStores,
  sessions,
  stepUpGrants,
  users,
  verificationCodes,
} from '../../db/schema';

export class AccountRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /**
   * The owner's items leave their list and wait, under a keyed hash of the number, for its return. What finders
   * wrote to this owner goes: their words and contacts were for this owner alone, and no later reader may
   * see them (a returning owner starts afresh, like any new holder).
   */
  async holdItems(tx: DbOrTx, userId: string, phoneHash: string): Promise<number> {
    await tx
      .delete(finderMessages)
      .where(
        inArray(
          finderMessages.itemId,
          tx.select({ id: items.id }).from(items).where(eq(items.ownerId, userId)),
        ),
      );
    const rows = await tx
      .update(items)
      .set({ ownerId: null, heldForPhoneHash: phoneHash })
      .where(eq(items.ownerId, userId))
      .returning({ id: items.id });
    return rows.length;
  }

  /**
   * Cancels the owner's repairs in `states` as if the owner had: a step and the item back to active; gives
   * the repairs cancelled (their item and store) for the items' history. Called once the items are locked
   * (holdItems), so the repairs are locked second, in the order every repair move takes.
   */
  async cancelRepairs(tx: DbOrTx, userId: string, states: readonly string[], now: Date) {
    const rows = await tx
      .select({ id: repairs.id, itemId: repairs.itemId, store: savStores.name })
      .from(repairs)
      .innerJoin(savStores, eq(repairs.storeId, savStores.id))
      .where(and(eq(repairs.ownerId, userId), inArray(repairs.state, [...states])))
      .orderBy(repairs.id)
      .for('update', { of: repairs });
    if (rows.length === 0) return [];
    const itemIds = rows.map((r) => r.itemId);
    await tx
      .update(repairs)
      .set({ state: 'cancelled', updatedAt: now })
      .where(
        inArray(
          repairs.id,
          rows.map((r) => r.id),
        ),
      );
    await tx.insert(repairSteps).values(
      rows.map((r) => ({
        repairId: r.id,
        kind: 'state',
        state: 'cancelled',
        actor: 'owner',
        createdAt: now,
      })),
    );
    await tx
      .update(items)
      .set({ status: 'active' })
      .where(and(inArray(items.id, itemIds), eq(items.status, 'in_repair')));
    return rows;
  }

  async deletePersonalRows(tx: DbOrTx, userId: string, phone: string): Promise<void> {
    await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(stepUpGrants).where(eq(stepUpGrants.userId, userId));
    await tx
      .delete(verificationCodes)
      .where(or(eq(verificationCodes.userId, userId), eq(verificationCodes.phone, phone)));
    await tx.delete(legalAcceptances).where(eq(legalAcceptances.userId, userId));
    await tx.delete(messageReads).where(eq(messageReads.userId, userId));
    await this.eraseOwnWords(tx, userId);
  }

  /**
   * The owner's free text may say anything about them: the words of their lost/stolen declarations and of
   * their repair requests are blanked. The rows stay (the item's status, the brand's repair records).
   */
  private async eraseOwnWords(tx: DbOrTx, userId: string): Promise<void> {
    await tx
      .update(oppositions)
      .set({
        details: '',
        withdrawDetails: sql`case when ${oppositions.withdrawDetails} is null then null else '' end`,
      })
      .where(eq(oppositions.ownerId, userId));
    await tx.update(repairs).set({ details: '' }).where(eq(repairs.ownerId, userId));
    await tx
      .update(repairSteps)
      .set({ note: null })
      .where(
        and(
          eq(repairSteps.actor, 'owner'),
          isNotNull(repairSteps.note),
          inArray(
            repairSteps.repairId,
            tx.select({ id: repairs.id }).from(repairs).where(eq(repairs.ownerId, userId)),
          ),
        ),
      );
  }

  /**
   * The row stays for the references (history, transfers, the ledger's custodial address) but says
   * nothing about the person any more.
   */
  async erase(tx: DbOrTx, userId: string, now: Date): Promise<void> {
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

  async phoneOf(tx: DbOrTx, userId: string) {
    const [row] = await tx
      .select({ phone: users.phone, address: users.custodialAddress })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async lockHeldItems(tx: DbOrTx, phoneHash: string) {
    return tx
      .select({ id: items.id, mintTokenId: items.mintTokenId })
      .from(items)
      .where(eq(items.heldForPhoneHash, phoneHash))
      .orderBy(items.id)
      .for('update');
  }

  /** Where the ledger last put each item: the deleted account's custodial address. */
  async ledgerAddresses(tx: DbOrTx, itemIds: string[]): Promise<Map<string, string>> {
    const rows = await tx
      .selectDistinctOn([ledgerEntries.itemId], {
        itemId: ledgerEntries.itemId,
        toAddress: ledgerEntries.toAddress,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.itemId, itemIds))
      .orderBy(ledgerEntries.itemId, desc(ledgerEntries.seq));
    return new Map(rows.map((r) => [r.itemId, r.toAddress]));
  }

  async giveBack(tx: DbOrTx, itemIds: string[], userId: string, now: Date): Promise<void> {
    await tx
      .update(items)
      .set({ ownerId: userId, heldForPhoneHash: null, acquiredAt: now })
      .where(inArray(items.id, itemIds));
  }

  /** The repairs under way on given-back items follow them, so the owner can follow and collect them. */
  async handOverRepairs(tx: DbOrTx, itemIds: string[], userId: string, states: readonly string[]) {
    await tx
      .update(repairs)
      .set({ ownerId: userId })
      .where(and(inArray(repairs.itemId, itemIds), inArray(repairs.state, [...states])));
  }
}
