// The chain writes that move no token (decision 030): an ERC-4906 metadata update queued with the change of an
// item's public record, and a brand's ERC-2981 royalty queued with the brand's setting. Queued in the caller's
// transaction into the same outbox as the moves (ChainWritesRepository), so they keep the queue's order and its
// guarantees: signed once, in order, resent on faults.
import { and, desc, eq, inArray, isNotNull, or, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository } from '../../db/repository';
import { chainWrites, clients } from '../../db/schema';
import { type ChainTarget, metadataWrite, royaltyWrite } from './chain-write-calls';
import { type ChainWrite, ChainWritesRepository, writesTo } from './chain-writes.repository';

export class TokenWritesRepository extends Repository {
  private get writes() {
    return new ChainWritesRepository(this.db);
  }

  /**
   * Queues an ERC-4906 metadata update for each item's token: only for tokens on the contract (a token not queued
   * yet is minted with its metadata as it is then), never twice for one item while one is still waiting to be
   * signed (the one waiting tells the later change too). How many.
   */
  async enqueueMetadata(tx: DbOrTx, target: ChainTarget, itemIds: string[], now: Date): Promise<number> {
    if (itemIds.length === 0) return 0;
    const minted = await this.writes.lastWrites(tx, target, itemIds);
    const waiting = await tx
      .select({ itemId: chainWrites.itemId })
      .from(chainWrites)
      .where(
        and(
          inArray(chainWrites.itemId, itemIds),
          writesTo(target),
          eq(chainWrites.kind, 'metadata'),
          eq(chainWrites.state, 'queued'),
        ),
      );
    const already = new Set(waiting.map((w) => w.itemId));
    const queued = [...new Set(itemIds)]
      .filter((id) => minted.has(id) && !already.has(id))
      .map((id) => metadataWrite(id));
    await this.writes.enqueue(tx, target, queued, now);
    return queued.length;
  }

  /** Queues a brand's royalty (receiver or none, rate) for the contract, in the caller's transaction. */
  async enqueueRoyalty(
    tx: DbOrTx,
    target: ChainTarget,
    brand: { id: string; receiver: string | null; bps: number },
    now: Date,
  ): Promise<void> {
    await this.writes.enqueue(tx, target, [royaltyWrite(brand.id, brand.receiver, brand.bps)], now);
  }

  /** The brand's latest royalty write on the contract, if any. */
  async latestRoyalty(target: ChainTarget, brandId: string): Promise<ChainWrite | undefined> {
    const [row] = await this.db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.brandId, brandId), eq(chainWrites.kind, 'royalty'), writesTo(target)))
      .orderBy(desc(chainWrites.seq))
      .limit(1);
    return row;
  }

  /**
   * Queues the royalty of every brand that asks one and has none written on the contract (a contract deployed
   * afresh, or a royalty set before the server ran a chain): how many.
   */
  async queueMissingRoyalties(target: ChainTarget, now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const brands = await tx
        .select({ id: clients.id, receiver: clients.royaltyReceiver, bps: clients.royaltyBps })
        .from(clients)
        .where(
          and(
            or(isNotNull(clients.royaltyReceiver), gt(clients.royaltyBps, 0)),
            sql`not exists (select 1 from ${chainWrites} w where w.brand_id = ${clients.id}
              and w.kind = 'royalty' and w.chain_id = ${target.chainId} and w.contract = ${target.contract})`,
          ),
        )
        .for('update');
      for (const brand of brands) await this.enqueueRoyalty(tx, target, brand, now);
      return brands.length;
    });
  }
}
