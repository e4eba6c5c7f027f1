// SQL of the indexer of the contract's Transfer events (decision 031): its cursor and lease, the hashes of the
// blocks it read, and the events it kept. A range is kept, and a reorganisation undone, each in one transaction
// that first checks the cursor is still where this instance read it from: an event is never applied twice.
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository } from '../../db/repository';
import { chainBlocks, chainIndex, chainTransfers, items } from '../../db/schema';
import type { ChainTarget } from './chain-write-calls';

export type IndexedTransfer = typeof chainTransfers.$inferSelect;
export type NewIndexedTransfer = Omit<
  typeof chainTransfers.$inferInsert,
  'id' | 'chainId' | 'contract' | 'effect' | 'effectHolder'
>;

/** How many read blocks are kept: a reorganisation deeper than this many kept blocks cannot be followed. */
const KEPT_BLOCKS = 128;

const indexOf = (target: ChainTarget) =>
  and(eq(chainIndex.chainId, target.chainId), eq(chainIndex.contract, target.contract));
const blocksOf = (target: ChainTarget) =>
  and(eq(chainBlocks.chainId, target.chainId), eq(chainBlocks.contract, target.contract));
const transfersOf = (target: ChainTarget) =>
  and(eq(chainTransfers.chainId, target.chainId), eq(chainTransfers.contract, target.contract));

export class ChainIndexRepository extends Repository {
  /**
   * Takes the indexer's lease for `ms` (or keeps it): the next block to read, or null when another instance
   * holds it. On a new database the cursor starts at `start()` (the contract's deployment block).
   */
  async lease(
    target: ChainTarget,
    holder: string,
    now: Date,
    ms: number,
    start: () => Promise<number>,
  ): Promise<number | null> {
    const [known] = await this.db.select().from(chainIndex).where(indexOf(target));
    if (!known) {
      await this.db
        .insert(chainIndex)
        .values({ ...target, nextBlock: await start() })
        .onConflictDoNothing();
    }
    const [taken] = await this.db
      .update(chainIndex)
      .set({ leaseHolder: holder, leaseUntil: new Date(now.getTime() + ms) })
      .where(
        and(
          indexOf(target),
          or(
            eq(chainIndex.leaseHolder, holder),
            isNull(chainIndex.leaseUntil),
            lt(chainIndex.leaseUntil, now),
          ),
        ),
      )
      .returning({ nextBlock: chainIndex.nextBlock });
    return taken?.nextBlock ?? null;
  }

  /** Gives the lease up (the app closing): another instance takes over at once. */
  async release(target: ChainTarget, holder: string): Promise<void> {
    await this.db
      .update(chainIndex)
      .set({ leaseHolder: null, leaseUntil: null })
      .where(and(indexOf(target), eq(chainIndex.leaseHolder, holder)));
  }

  /** The kept blocks below `before`, newest first. */
  keptBlocks(target: ChainTarget, before: number): Promise<{ number: number; hash: string }[]> {
    return this.db
      .select({ number: chainBlocks.number, hash: chainBlocks.hash })
      .from(chainBlocks)
      .where(and(blocksOf(target), lt(chainBlocks.number, before)))
      .orderBy(desc(chainBlocks.number))
      .limit(KEPT_BLOCKS);
  }

  /**
   * In one transaction, if this instance still holds the cursor at `from`: keeps the range's events and block
   * hashes, lets `apply` act on the events (in chain order) and moves the cursor to `next`. False when another
   * instance moved the cursor meanwhile (nothing is kept).
   */
  async keepRange(
    target: ChainTarget,
    cursor: { holder: string; from: number; next: number },
    blocks: { number: number; hash: string }[],
    events: NewIndexedTransfer[],
    apply: (tx: DbOrTx, rows: IndexedTransfer[]) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.moveCursor(tx, target, cursor))) return false;
      if (blocks.length) {
        await tx
          .insert(chainBlocks)
          .values(blocks.map((b) => ({ ...target, ...b })))
          .onConflictDoUpdate({
            target: [chainBlocks.chainId, chainBlocks.contract, chainBlocks.number],
            set: { hash: sql`excluded.hash` },
          });
      }
      // a token id no item has (not one of ours) is kept without an item
      const ids = [...new Set(events.flatMap((e) => (e.itemId ? [e.itemId] : [])))];
      const known = new Set(
        ids.length
          ? (await tx.select({ id: items.id }).from(items).where(inArray(items.id, ids))).map((r) => r.id)
          : [],
      );
      const rows = events.length
        ? await tx
            .insert(chainTransfers)
            .values(
              events.map((e) => ({
                ...target,
                ...e,
                itemId: e.itemId && known.has(e.itemId) ? e.itemId : null,
              })),
            )
            .returning()
        : [];
      rows.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
      await apply(tx, rows);
      // the oldest hashes go: a reorganisation deeper than the kept blocks is beyond any chain's finality
      await tx.execute(sql`delete from ${chainBlocks} where ${blocksOf(target)} and ${chainBlocks.number} <
        (select min(n) from (select ${chainBlocks.number} as n from ${chainBlocks} where ${blocksOf(target)}
          order by ${chainBlocks.number} desc limit ${KEPT_BLOCKS}) kept)`);
      return true;
    });
  }

  /**
   * A reorganisation replaced the blocks after `fork`: in one transaction, if this instance still holds the
   * cursor at `from`, `undo` is given their events (newest first) before they and their blocks are forgotten,
   * and the cursor goes back to the block after the fork. False when another instance moved the cursor.
   */
  async rewind(
    target: ChainTarget,
    cursor: { holder: string; from: number },
    fork: number,
    undo: (tx: DbOrTx, rows: IndexedTransfer[]) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.moveCursor(tx, target, { ...cursor, next: fork + 1 }))) return false;
      const replaced = await tx
        .select()
        .from(chainTransfers)
        .where(and(transfersOf(target), gt(chainTransfers.blockNumber, fork)))
        .orderBy(desc(chainTransfers.blockNumber), desc(chainTransfers.logIndex));
      await undo(tx, replaced);
      await tx.delete(chainTransfers).where(and(transfersOf(target), gt(chainTransfers.blockNumber, fork)));
      await tx.delete(chainBlocks).where(and(blocksOf(target), gt(chainBlocks.number, fork)));
      return true;
    });
  }

  private async moveCursor(
    tx: DbOrTx,
    target: ChainTarget,
    { holder, from, next }: { holder: string; from: number; next: number },
  ): Promise<boolean> {
    const moved = await tx
      .update(chainIndex)
      .set({ nextBlock: next })
      .where(and(indexOf(target), eq(chainIndex.nextBlock, from), eq(chainIndex.leaseHolder, holder)))
      .returning({ next: chainIndex.nextBlock });
    return moved.length === 1;
  }

  /** Records what the app did with an event (undone with it if a reorganisation takes it back). */
  async effectOf(tx: DbOrTx, id: string, effect: string, holder: string | null): Promise<void> {
    await tx.update(chainTransfers).set({ effect, effectHolder: holder }).where(eq(chainTransfers.id, id));
  }

  /** Each item's latest indexed Transfer event on the contract (where its token last went, as read). */
  async lastTransfers(target: ChainTarget, itemIds: string[]): Promise<Map<string, IndexedTransfer>> {
    if (itemIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([chainTransfers.itemId])
      .from(chainTransfers)
      .where(and(transfersOf(target), inArray(chainTransfers.itemId, itemIds)))
      .orderBy(chainTransfers.itemId, desc(chainTransfers.blockNumber), desc(chainTransfers.logIndex));
    return new Map(rows.flatMap((r) => (r.itemId ? [[r.itemId, r] as const] : [])));
  }

  /** Where the item's token went by one of these transactions (its send out), as read: null when not read. */
  async placeOf(tx: DbOrTx, target: ChainTarget, itemId: string, txHashes: string[]) {
    const [row] = await tx
      .select({ blockNumber: chainTransfers.blockNumber, logIndex: chainTransfers.logIndex })
      .from(chainTransfers)
      .where(
        and(transfersOf(target), eq(chainTransfers.itemId, itemId), inArray(chainTransfers.txHash, txHashes)),
      )
      .limit(1);
    return row ?? null;
  }

  /** Forgets everything read from a contract a local chain started afresh no longer has. */
  async forget(target: ChainTarget): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(chainTransfers).where(transfersOf(target));
      await tx.delete(chainBlocks).where(blocksOf(target));
      await tx.delete(chainIndex).where(indexOf(target));
    });
  }

  /** The indexed events of a transaction (tests and the operators' checks). */
  byTx(target: ChainTarget, txHash: string): Promise<IndexedTransfer[]> {
    return this.db
      .select()
      .from(chainTransfers)
      .where(and(transfersOf(target), eq(chainTransfers.txHash, txHash)))
      .orderBy(asc(chainTransfers.logIndex));
  }
}
