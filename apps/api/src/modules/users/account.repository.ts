// SQL of account deletion (personal data erased, items held for the phone number) and of giving held
// items back when that number signs up again.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  emailConfirmations,
  itemEvents,
  itemImages,
  items,
  ledgerEntries,
  legalAcceptances,
  messageReads,
  pushDevices,
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

  /** The owner's items leave their list and wait, under a keyed hash of the number, for its return. */
  async holdItems(tx: DbOrTx, userId: string, phoneHash: string): Promise<number> {
    const rows = await tx
      .update(items)
      .set({ ownerId: null, heldForPhoneHash: phoneHash })
      .where(eq(items.ownerId, userId))
      .returning({ id: items.id });
    return rows.length;
  }

  /** Private photos leave with the person who took them (the files are removed by the caller). */
  async removePrivateImages(tx: DbOrTx, userId: string) {
    return tx
      .delete(itemImages)
      .where(and(eq(itemImages.uploaderId, userId), eq(itemImages.isPublic, false)))
      .returning({ storageKey: itemImages.storageKey, thumbKey: itemImages.thumbKey });
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
    await tx.insert(itemEvents).values(
      itemIds.map((itemId) => ({
        itemId,
        kind: 'received',
        actor: 'system',
        actorUserId: userId,
        data: {},
        createdAt: now,
      })),
    );
  }
}
