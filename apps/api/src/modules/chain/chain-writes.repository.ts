// The chain's outbox (table chain_writes) and the signers' nonce sequences (chain_signers): the one writer
// of both (what each write asks the contract is chain-write-calls.ts's). Writes are queued in the caller's transaction; the chain worker hands them nonces, keeps their
// signed transactions, and records what the chain answered.
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CustodyAccounts } from '../../chain/custody-accounts';
import { Repository } from '../../db/repository';
import { chainSigners, chainWrites, collections, items } from '../../db/schema';
import { tokenIdOf } from '../../chain/items-contract';
import { CUSTODY_KINDS, type ChainTarget, mintInto, type QueuedWrite } from './chain-write-calls';
import { transactionsOf } from './chain-write-sendings';
import {
  type Settlement,
  type SignedRow,
  backToQueue,
  lookAgain,
  markSettled,
  markSigned,
  sendAlone,
} from './chain-write-batches';
import { custodyFactColumns, holderInCustody } from './custody-holder';

export type ChainWrite = typeof chainWrites.$inferSelect;

/** The row of a signer's nonce sequence on a chain. */
const signerIs = (chainId: number, signer: string) =>
  and(eq(chainSigners.chainId, chainId), eq(chainSigners.address, signer));

/** The writes made to the contract on its chain. */
export const writesTo = (target: ChainTarget) =>
  and(eq(chainWrites.chainId, target.chainId), eq(chainWrites.contract, target.contract));

/** The writes in a state for the contract on its chain. */
const writesIn = (state: 'queued' | 'signed', target: ChainTarget) =>
  and(eq(chainWrites.state, state), writesTo(target));

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** How long a worker holds the signed writes it took before another worker may take them again. */
const LEASE_MS = 30_000;

export class ChainWritesRepository extends Repository {
  /** Queues writes inside the caller's transaction: they exist only if the change of custody commits. */
  async enqueue(tx: DbOrTx, target: ChainTarget, writes: QueuedWrite[], now: Date): Promise<void> {
    if (writes.length === 0) return;
    await tx.insert(chainWrites).values(
      writes.map((w) => ({
        ...target,
        itemId: w.itemId,
        brandId: w.brandId ?? null,
        transferId: w.transferId ?? null,
        kind: w.kind,
        call: w.call,
        createdAt: now,
        nextTryAt: now,
      })),
    );
  }

  /**
   * What the worker has to do before it signs: writes queued for the contract, and the lowest nonce of the
   * signer's writes still waiting for the chain (null: none). The chain is asked nothing when both are empty.
   */
  async work(
    target: ChainTarget,
    signer: string,
  ): Promise<{ queued: boolean; lowestWaiting: number | null }> {
    const [queued] = await this.db
      .select({ id: chainWrites.id })
      .from(chainWrites)
      .where(writesIn('queued', target))
      .limit(1);
    const [waiting] = await this.db
      .select({ lowest: sql<number | null>`min(${chainWrites.nonce})` })
      .from(chainWrites)
      .where(and(writesIn('signed', target), eq(chainWrites.signer, signer)));
    return { queued: !!queued, lowestWaiting: waiting?.lowest ?? null };
  }

  /**
   * Gives the signer's next nonces to queued writes, in queue order, and keeps each signed transaction, all in
   * one transaction that holds the signer's row: two instances never hand out the same nonce, and an instance
   * that finds the row held leaves the work to the other (0). Nothing here calls the chain (a PGlite database
   * serves one query at a time): `counted`, the chain's count of the signer's transactions, was read before,
   * and `sign` signs locally. The sequence moves on to a count ahead of it (the key used elsewhere). With
   * `rewind` (a local chain, whose one node's count is the truth), a count behind every write still waiting and
   * not below the last confirmed nonce means the chain lost them (started afresh): they are signed again from
   * the chain's count, since it would never mine them after a gap. Mints of one collection and brand share one
   * transaction (a batch mint) of up to `batch` tokens, and its nonce (chain-write-sendings.ts).
   */
  async signQueued(
    target: ChainTarget,
    signer: string,
    limit: number,
    counted: number,
    rewind: boolean,
    sign: (writes: ChainWrite[], nonce: number) => Promise<{ raw: string; hash: string }>,
    batch = 1,
  ): Promise<number> {
    await this.db
      .insert(chainSigners)
      .values({ chainId: target.chainId, address: signer, nextNonce: counted })
      .onConflictDoNothing();
    return this.db.transaction(async (tx) => {
      const [held] = await tx
        .select()
        .from(chainSigners)
        .where(signerIs(target.chainId, signer))
        .for('update', { skipLocked: true });
      if (!held) return 0;
      const signedBy = and(writesIn('signed', target), eq(chainWrites.signer, signer));
      const [waiting] = await tx
        .select({ lowest: sql<number | null>`min(${chainWrites.nonce})` })
        .from(chainWrites)
        .where(signedBy);
      const [done] = await tx
        .select({ highest: sql<number | null>`max(${chainWrites.nonce})` })
        .from(chainWrites)
        .where(
          and(
            eq(chainWrites.state, 'confirmed'),
            eq(chainWrites.chainId, target.chainId),
            eq(chainWrites.signer, signer),
          ),
        );
      let nonce = held.nextNonce;
      if (counted > nonce) nonce = counted;
      else if (
        rewind &&
        counted < nonce &&
        (waiting?.lowest ?? Infinity) > counted &&
        counted > (done?.highest ?? -1)
      ) {
        await tx
          .update(chainWrites)
          .set(backToQueue(`signed again: the chain counts ${counted} transactions, not ${nonce}`))
          .where(signedBy);
        nonce = counted;
      }
      // every queued write of the contract, in queue order: none is skipped for a lock another holds
      const queued = await tx
        .select()
        .from(chainWrites)
        .where(writesIn('queued', target))
        .orderBy(asc(chainWrites.seq))
        .limit(limit)
        .for('update');
      const signed: SignedRow[] = [];
      for (const writes of transactionsOf(queued, batch)) {
        const transaction = await sign(writes, nonce);
        for (const [batchIndex, write] of writes.entries())
          signed.push({ id: write.id, nonce, batchIndex, ...transaction });
        nonce += 1;
      }
      // the round's signings kept in one statement (decision 040)
      await markSigned(tx, signer, signed);
      await tx.update(chainSigners).set({ nextNonce: nonce }).where(signerIs(target.chainId, signer));
      return queued.length;
    });
  }

  /**
   * Takes the signed writes due now, in nonce order, for a lease: a worker that dies lets them go. A transaction's
   * writes (a batch mint's) are taken whole, even past `limit`: its fees are raised for all of them at once.
   */
  async takeDue(target: ChainTarget, now: Date, limit: number): Promise<ChainWrite[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: chainWrites.id, hash: chainWrites.txHash })
        .from(chainWrites)
        .where(and(writesIn('signed', target), lte(chainWrites.nextTryAt, now)))
        .orderBy(asc(chainWrites.nonce))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const hashes = [...new Set(due.flatMap((d) => (d.hash ? [d.hash] : [])))];
      const sameTx = and(writesIn('signed', target), inArray(chainWrites.txHash, hashes));
      const rows = await tx
        .update(chainWrites)
        .set({ nextTryAt: new Date(now.getTime() + LEASE_MS) })
        .where(or(inArray(chainWrites.id, ids(due)), hashes.length ? sameTx : undefined))
        .returning();
      return rows.sort((a, b) => (a.nonce ?? 0) - (b.nonce ?? 0) || a.batchIndex - b.batchIndex);
    });
  }

  /**
   * The write is final: confirmed (in the caller's transaction, beside what it changes) or reverted. False when
   * another worker settled it first (its lease ran out while this one was asking the chain): nothing to do.
   */
  async settle(
    tx: DbOrTx,
    id: string,
    outcome: { state: 'confirmed' | 'reverted'; blockNumber: bigint; txHash: string; error?: string },
    now: Date,
  ): Promise<boolean> {
    return (await markSettled(tx, [{ id, ...outcome }], now)).has(id);
  }

  /** A round's final writes settled in one statement (caller's transaction); gives the ids settled here. */
  settleMany(tx: DbOrTx, outcomes: Settlement[], now: Date): Promise<Set<string>> {
    return markSettled(tx, outcomes, now);
  }

  /** The round's writes found still on their way: looked at again at `at` (one statement). */
  async lookAgain(ids: string[], at: Date): Promise<void> {
    await lookAgain(this.db, ids, at);
  }

  /**
   * A signed write whose nonce the chain gave to another transaction (one sent with the same key from
   * elsewhere) can never land: it goes back to the queue, and with it every write signed after it, so that they
   * are all signed again in queue order (a later write of the same item must not land before it).
   */
  async requeueFrom(target: ChainTarget, signer: string, nonce: number, reason: string): Promise<void> {
    await this.db
      .update(chainWrites)
      .set(backToQueue(reason))
      .where(and(writesIn('signed', target), eq(chainWrites.signer, signer), gte(chainWrites.nonce, nonce)));
  }

  /**
   * The writes of one transaction signed again with the same nonce and higher fees (the chain did not take it at
   * the first fees): the earlier signing's hash is kept, since the chain may still mine that one instead. Every
   * write of that signing is changed, the ones a round's limit left out of this look included.
   */
  async refee(ids: string[], signed: { raw: string; hash: string }, earlier: string): Promise<void> {
    await this.db
      .update(chainWrites)
      .set({
        rawTx: signed.raw,
        txHash: signed.hash,
        priorHashes: sql`${chainWrites.priorHashes} || ${JSON.stringify([earlier])}::jsonb`,
        looks: 0,
      })
      .where(
        and(
          or(inArray(chainWrites.id, ids), eq(chainWrites.txHash, earlier)),
          eq(chainWrites.state, 'signed'),
        ),
      );
  }

  /**
   * The mints of a batch that reverted whose token is not on the chain: back to the queue, each to be signed
   * again alone (a mint that reverts alone is reverted as any single write is). In the caller's transaction.
   */
  sendAlone(tx: DbOrTx, ids: string[], reason: string): Promise<void> {
    return sendAlone(tx, ids, reason);
  }

  /** The queued writes could not be signed (the chain is unreachable): each says why until it is signed. */
  async queuedFailing(target: ChainTarget, reason: string): Promise<void> {
    await this.db.update(chainWrites).set({ lastError: reason }).where(writesIn('queued', target));
  }

  /** The writes of one transaction looked at again at `at`; a failure counts as an attempt and says why. */
  async later(ids: string[], at: Date, failure?: string): Promise<void> {
    await this.db
      .update(chainWrites)
      .set({
        nextTryAt: at,
        // a failure counts and says why; a look that found it still on its way clears the last failure
        ...(failure
          ? { attempts: sql`${chainWrites.attempts} + 1`, lastError: failure }
          : { lastError: null, looks: sql`${chainWrites.looks} + 1` }),
      })
      .where(inArray(chainWrites.id, ids));
  }

  /**
   * The last custody write queued for each item on the contract (what its token's holder will be once the queue
   * is sent), for the items that have one; a metadata write says nothing of where the token is.
   */
  async lastWrites(tx: DbOrTx, target: ChainTarget, itemIds: string[]): Promise<Map<string, ChainWrite>> {
    if (itemIds.length === 0) return new Map();
    const rows = await tx
      .selectDistinctOn([chainWrites.itemId])
      .from(chainWrites)
      .where(
        and(
          inArray(chainWrites.itemId, itemIds),
          writesTo(target),
          inArray(chainWrites.kind, [...CUSTODY_KINDS]),
          sql`${chainWrites.state} <> 'reverted'`,
        ),
      )
      .orderBy(chainWrites.itemId, desc(chainWrites.seq));
    return new Map(rows.map((r) => [r.itemId ?? '', r]));
  }

  /**
   * Queues a mint for every item that is no token on the contract yet (minted on the local ledger before the
   * chain was configured, or on a local chain that was started afresh), into its owner's custody or, for unsold
   * stock, its brand's. Items out of custody (sent out, held for a deleted account) are left: how many.
   */
  async queueMissingMints(
    target: ChainTarget,
    custody: CustodyAccounts,
    now: Date,
  ): Promise<{ queued: number; left: number }> {
    let queued = 0;
    let left = 0;
    for (;;) {
      const rows = await this.db
        .select({
          id: items.id,
          collectionId: items.collectionId,
          ...custodyFactColumns,
        })
        .from(items)
        .innerJoin(collections, eq(collections.id, items.collectionId))
        .where(
          sql`not exists (select 1 from ${chainWrites} w where w.item_id = ${items.id}
            and w.chain_id = ${target.chainId} and w.contract = ${target.contract})`,
        )
        .orderBy(asc(items.id))
        .limit(500)
        .offset(left);
      if (rows.length === 0) return { queued, left };
      const ids = rows.map((r) => r.id);
      const added = await this.db.transaction(async (tx) => {
        // under the items' locks, as a send takes them: a send committed meanwhile queued its own writes
        // (a mint first), and this instance must not queue a second mint behind them
        await tx.select({ id: items.id }).from(items).where(inArray(items.id, ids)).for('update');
        const since = await this.lastWrites(tx, target, ids);
        const writes = rows.flatMap((r) => {
          const holder = holderInCustody(r);
          return holder && !since.has(r.id) ? [mintInto(r.id, r, custody.account(holder, r.id))] : [];
        });
        await this.enqueue(tx, target, writes, now);
        return writes.length;
      });
      queued += added;
      left += rows.filter((r) => !holderInCustody(r)).length;
    }
  }

  /**
   * A local chain that stopped without saving its last blocks (killed outright) lost the writes confirmed in
   * them: they go back to the queue, in their order, to be sent again; how many.
   */
  async replayAfter(target: ChainTarget, head: bigint): Promise<number> {
    const lost = await this.db
      .update(chainWrites)
      .set({
        ...backToQueue(`the chain lost block ${head + 1n} and after`),
        blockNumber: null,
        confirmedAt: null,
      })
      .where(
        and(
          eq(chainWrites.state, 'confirmed'),
          // an arrival was the chain's own doing, seen by the indexer: nothing to send
          sql`${chainWrites.kind} <> 'arrival'`,
          writesTo(target),
          sql`${chainWrites.blockNumber}::numeric > ${head.toString()}::numeric`,
        ),
      )
      .returning({ id: chainWrites.id });
    return lost.length;
  }

  /**
   * Forgets the writes made to a contract on a chain that no longer has them (a local chain started afresh
   * deploys the contract again, at the same address) and the signer's sequence there.
   */
  async forget(target: ChainTarget): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(chainWrites).where(writesTo(target));
      await tx.delete(chainSigners).where(eq(chainSigners.chainId, target.chainId));
    });
  }

  /**
   * A token seen arriving back into a custody account by a wallet's transfer (decision 031): kept as a write the
   * chain already made, so that the next move starts from that account. The worker never sends it.
   */
  async recordArrival(
    tx: DbOrTx,
    target: ChainTarget,
    arrival: { itemId: string; account: string; from: string; txHash: string; blockNumber: number },
    now: Date,
  ): Promise<void> {
    await tx.insert(chainWrites).values({
      ...target,
      itemId: arrival.itemId,
      kind: 'arrival',
      call: { to: arrival.account, from: arrival.from, tokenId: tokenIdOf(arrival.itemId).toString() },
      ...{ state: 'confirmed', txHash: arrival.txHash, blockNumber: arrival.blockNumber.toString() },
      ...{ createdAt: now, nextTryAt: now, confirmedAt: now },
    });
  }

  /** Forgets writes a reorganisation took back (an arrival, and the writes queued behind it). */
  async forgetWrites(tx: DbOrTx, ids: string[]): Promise<void> {
    if (ids.length) await tx.delete(chainWrites).where(inArray(chainWrites.id, ids));
  }
}
