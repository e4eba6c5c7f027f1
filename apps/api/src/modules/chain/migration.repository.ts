// What `npm run ledger -- migrate` reads and writes in the database (decision 030): the tokens of the contract the
// app used, each with the outbox's last custody write for it; and, once they are re-created on the new contract,
// the same writes recorded there as confirmed, so that the outbox knows where each token is on the new contract
// as it knew on the old one (the next move starts from there, and no mint is queued again at start).
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository } from '../../db/repository';
import { chainWrites, collections, items } from '../../db/schema';
import { CUSTODY_KINDS, type ChainTarget, type ItemOrigin } from './chain-write-calls';
import { type ChainWrite, writesTo } from './chain-writes.repository';

export interface TokenToCarry extends ItemOrigin {
  itemId: string;
  /** the outbox's last custody write of the item on the old contract, landed or still on its way */
  last: Pick<ChainWrite, 'kind' | 'call' | 'state'>;
}

export interface CarriedToken {
  token: TokenToCarry;
  txHash: string;
  blockNumber: bigint;
}

export class MigrationRepository extends Repository {
  /**
   * Closes the writes to the old contract still on their way (queued or sent, not settled): the new contract
   * starts where they would have left each token, and they are sent nowhere. How many.
   */
  async closeInFlight(target: ChainTarget, to: string): Promise<number> {
    const closed = await this.db
      .update(chainWrites)
      .set({
        state: 'reverted',
        lastError: `not sent: the tokens moved to the contract ${to} (ledger migrate)`,
      })
      .where(and(writesTo(target), inArray(chainWrites.state, ['queued', 'signed'])))
      .returning({ id: chainWrites.id });
    return closed.length;
  }

  /** Up to `limit` items after `afterId` that are tokens on the contract, with their last custody write. */
  async tokens(target: ChainTarget, afterId: string, limit: number): Promise<TokenToCarry[]> {
    const last = await this.db
      .selectDistinctOn([chainWrites.itemId], {
        itemId: chainWrites.itemId,
        kind: chainWrites.kind,
        call: chainWrites.call,
        state: chainWrites.state,
        collectionId: items.collectionId,
        brandId: collections.clientId,
      })
      .from(chainWrites)
      .innerJoin(items, eq(items.id, chainWrites.itemId))
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(
        and(
          writesTo(target),
          inArray(chainWrites.kind, [...CUSTODY_KINDS]),
          sql`${chainWrites.state} <> 'reverted'`,
          gt(chainWrites.itemId, afterId),
        ),
      )
      .orderBy(asc(chainWrites.itemId), desc(chainWrites.seq))
      .limit(limit);
    return last.map((r) => ({
      itemId: r.itemId ?? '',
      collectionId: r.collectionId,
      brandId: r.brandId,
      last: { kind: r.kind, call: r.call, state: r.state },
    }));
  }

  /**
   * Records tokens re-created on the new contract: each one's last custody write, confirmed there by its
   * re-creation's transaction; and the items the old contract minted now name the new one.
   */
  async carried(tx: DbOrTx, from: ChainTarget, to: ChainTarget, tokens: CarriedToken[], now: Date) {
    if (tokens.length === 0) return;
    await tx.insert(chainWrites).values(
      tokens.map(({ token, txHash, blockNumber }) => ({
        ...to,
        itemId: token.itemId,
        kind: token.last.kind,
        call: token.last.call,
        state: 'confirmed',
        txHash,
        blockNumber: blockNumber.toString(),
        createdAt: now,
        nextTryAt: now,
        confirmedAt: now,
      })),
    );
    for (const { token, txHash } of tokens) {
      await tx
        .update(items)
        .set({ mintContract: to.contract, mintTxHash: txHash })
        .where(and(eq(items.id, token.itemId), eq(items.mintContract, from.contract)));
    }
  }
}
