// What the chain worker's tests on a real local chain (chain-worker.test.ts, chain-worker-mint-batch.test.ts)
// do the same way: a worker as the tests run it, its rounds until every write is final, writes queued, and the
// worker's first half alone (queued writes signed, nothing sent).
import { expect } from 'vitest';
import { custodyAccount, custodyAddress, tokenIdOf } from '../src/chain/items-contract';
import type { ChainRuntime } from '../src/chain/runtime';
import type { DbOrTx } from '../src/db/client';
import { chainWrites } from '../src/db/schema';
import { ChainWorker, type ChainWorkerDeps } from '../src/modules/chain/chain-worker';
import { callOfWrites } from '../src/modules/chain/chain-write-sendings';
import type { QueuedWrite } from '../src/modules/chain/chain-write-calls';
import type { ChainWrite, ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import type { TestApp } from './helpers';

/** What a worker test runs on, set by its beforeAll (the runtime again when a test restarts the chain). */
export interface WorkerBench {
  t: TestApp;
  repo: ChainWritesRepository;
  runtime: ChainRuntime;
}

/** What a confirmed write tells the app: a function, or a list the confirmed writes' ids are pushed to. */
type Confirmed = ((tx: DbOrTx, write: ChainWrite) => Promise<void>) | string[];

/** The helpers of one worker test; `bench` is read at each call (only in hooks and tests). */
export function chainWorkerFixtures(bench: () => WorkerBench, log: ChainWorkerDeps['log']) {
  const db = () => bench().t.app.database.db;
  const target = () => ({ chainId: bench().runtime.items.chainId, contract: bench().runtime.items.address });

  /** A worker with quick polls on a local chain; each mint alone with a `mintBatch` of 1. */
  const workerWith = (
    confirmed: Confirmed = async () => undefined,
    mintBatch?: number,
    more: Partial<ChainWorkerDeps> = {},
  ) => {
    const { t, repo, runtime } = bench();
    const told = Array.isArray(confirmed)
      ? async (_tx: DbOrTx, write: ChainWrite) => void confirmed.push(write.id)
      : confirmed;
    return new ChainWorker({
      repo,
      chain: runtime.items,
      clock: t.clock,
      log,
      confirmed: told,
      pollMs: 100,
      rewind: true,
      mintBatch,
      ...more,
    });
  };

  /** Rounds (the clock moved past each wait) until every write is final. */
  const settleAll = async (worker: ChainWorker): Promise<void> => {
    for (let i = 0; i < 150; i++) {
      await worker.round();
      const open = await db().select({ state: chainWrites.state }).from(chainWrites);
      if (open.every((w) => w.state === 'confirmed' || w.state === 'reverted')) return;
      bench().t.clock.advance(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('writes still open');
  };

  /** Writes queued together, in one transaction. */
  const enqueue = async (writes: QueuedWrite[]) => {
    const { t, repo } = bench();
    await repo.transaction((tx) => repo.enqueue(tx, target(), writes, t.clock.now()));
  };

  /**
   * The worker's first half alone: queued writes get their nonces and signed transactions, nothing is sent;
   * from the chain's count unless told another, at the chain's fees unless told others.
   */
  const signQueued = async (
    options: {
      counted?: number;
      fees?: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };
      batch?: number;
    } = {},
  ) => {
    const { repo, runtime } = bench();
    return repo.signQueued(
      target(),
      runtime.items.operator,
      50,
      options.counted ?? (await runtime.items.pendingNonce()),
      true,
      (writes, nonce) => runtime.items.sign(callOfWrites(writes), nonce, options.fees),
      options.batch,
    );
  };

  /** Each item's token in its owner's custody account. */
  const expectInCustody = async (minted: { id: string; ownerId: string | null }[]) => {
    for (const m of minted)
      expect(await bench().runtime.items.ownerOf(tokenIdOf(m.id))).toBe(
        custodyAddress(custodyAccount(m.ownerId!)),
      );
  };

  return { db, target, workerWith, settleAll, enqueue, signQueued, expectInCustody };
}
