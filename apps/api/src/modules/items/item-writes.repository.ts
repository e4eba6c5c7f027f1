// Every write to the items table (the one writer: transfers, the shop, payments, repairs, declarations, the
// catalogue, the chain and account deletion call it inside their own transaction, with their own locks taken
// first). The owner's reads are ItemsRepository's (items.repository.ts).
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { items } from '../../db/schema';

/**
 * Told of every change of the items' owner inside its transaction, with the items that changed hands (the owner's
 * certificates of ownership are revoked there: docs/decisions/034-ownership-credentials.md).
 */
export type OwnerChangeListener = (tx: DbOrTx, itemIds: string[], at: Date) => Promise<void>;

export class ItemWritesRepository {
  private readonly ownerChangeListeners: OwnerChangeListener[] = [];

  /** Adds a listener told of every owner change, in the same transaction. */
  onOwnerChange(listener: OwnerChangeListener): void {
    this.ownerChangeListeners.push(listener);
  }

  private async ownerChanged(tx: DbOrTx, itemIds: string[], at: Date): Promise<void> {
    if (itemIds.length === 0) return;
    for (const listener of this.ownerChangeListeners) await listener(tx, itemIds, at);
  }

  /**
   * The items' owner changes (a custody move, modules/custody): from `from` (an owner's id; null: nobody, the brand's
   * stock; `held`: held for a deleted account's number) to `to` (null: nobody, the brand's stock or a wallet
   * outside), with their new status if given. Only the items `from` still holds move (and, `onlyFree`, those still
   * active and not declared missing); gives how many moved.
   */
  async moveOwner(
    tx: DbOrTx,
    ids: string[],
    move: { from: string | null | 'held'; to: string | null; status?: string; onlyFree?: boolean; now: Date },
  ): Promise<number> {
    const { from, to, status, onlyFree, now } = move;
    const rows = await tx
      .update(items)
      .set({
        ownerId: to,
        acquiredAt: now,
        ...(status === undefined ? {} : { status }),
        ...(from === 'held' ? { heldForPhoneHash: null } : {}),
      })
      .where(
        and(
          inArray(items.id, ids),
          from === 'held'
            ? isNotNull(items.heldForPhoneHash)
            : from === null
              ? isNull(items.ownerId)
              : eq(items.ownerId, from),
          onlyFree ? and(eq(items.status, 'active'), isNull(items.oppositionKind)) : undefined,
        ),
      )
      .returning({ id: items.id });
    await this.ownerChanged(
      tx,
      rows.map((r) => r.id),
      now,
    );
    return rows.length;
  }

  /**
   * Sets the status of one item or several; `only` narrows it to items still in a given status and/or still
   * unowned (the guards of the shop's holds and of cancelled repairs).
   */
  async setStatus(
    tx: DbOrTx,
    ids: string | string[],
    status: string,
    only: { status?: string; unowned?: boolean } = {},
  ): Promise<void> {
    await tx
      .update(items)
      .set({ status })
      .where(
        and(
          typeof ids === 'string' ? eq(items.id, ids) : inArray(items.id, ids),
          only.unowned ? isNull(items.ownerId) : undefined,
          only.status === undefined ? undefined : eq(items.status, only.status),
        ),
      );
  }

  /** The item entrusted to someone until `until`, or back from care (null): docs/decisions/044-entrusted-care.md. */
  async setCare(tx: DbOrTx, itemIds: string[], until: Date | null): Promise<void> {
    if (itemIds.length === 0) return;
    await tx.update(items).set({ inCareUntil: until }).where(inArray(items.id, itemIds));
  }

  /** A lost/stolen declaration made or withdrawn: the item's opposition and status. */
  async setOpposition(tx: DbOrTx, itemId: string, kind: string | null, since: Date | null, status: string) {
    await tx
      .update(items)
      .set({ oppositionKind: kind, oppositionSince: since, status })
      .where(eq(items.id, itemId));
  }

  /** A deleted account's items leave its list and wait under the keyed hash of its number; how many. */
  async holdOwnedBy(tx: DbOrTx, userId: string, phoneHash: string, now: Date): Promise<number> {
    const rows = await tx
      .update(items)
      .set({ ownerId: null, heldForPhoneHash: phoneHash })
      .where(eq(items.ownerId, userId))
      .returning({ id: items.id });
    await this.ownerChanged(
      tx,
      rows.map((r) => r.id),
      now,
    );
    return rows.length;
  }

  /**
   * The item's token is minted on the chain (its mint confirmed): the certificate is that token; gives false
   * when the item had one already (minted on the local ledger before the chain was configured).
   */
  async markMinted(
    tx: DbOrTx,
    itemId: string,
    mint: { chain: string; contract: string | null; tokenId: string; txHash: string; at: Date },
  ): Promise<boolean> {
    const [before] = await tx
      .select({ isToMint: items.isToMint })
      .from(items)
      .where(eq(items.id, itemId))
      .for('update');
    await tx
      .update(items)
      .set({
        isToMint: false,
        mintChain: mint.chain,
        mintContract: mint.contract,
        mintTokenId: mint.tokenId,
        mintTxHash: mint.txHash,
        mintedAt: mint.at,
      })
      .where(eq(items.id, itemId));
    return before?.isToMint === true;
  }

  /** New items of a brand's stock (the console): unowned, their tokens to be minted to the brand. */
  async create(tx: DbOrTx, rows: (typeof items.$inferInsert)[]) {
    return rows.length === 0 ? [] : tx.insert(items).values(rows).returning();
  }

  /** Moves an unsold item between stock and sale: false when it is not in `from` (sold, held, sent). */
  async setSale(tx: DbOrTx, itemId: string, from: string, to: string): Promise<boolean> {
    const rows = await tx
      .update(items)
      .set({ status: to })
      .where(and(eq(items.id, itemId), isNull(items.ownerId), eq(items.status, from)))
      .returning({ id: items.id });
    return rows.length === 1;
  }
}
