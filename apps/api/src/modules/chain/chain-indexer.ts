// The indexer of the items contract's Transfer events (decision 031): the app follows what wallets do with the
// tokens sent out. Each round reads one bounded range of blocks, a chosen number of confirmations behind the
// head, from the cursor kept in the database; one instance at a time (a lease in the database). The hashes of
// the blocks read tell a reorganisation: what it replaced is undone and read again from the fork.
import { itemIdOf } from '../../chain/items-contract';
import type { ItemsChain } from '../../chain/items-chain';
import type { Clock } from '../../lib/clock';
import type { ChainIndexRepository, NewIndexedTransfer } from './chain-index.repository';
import type { WalletArrivals } from './wallet-arrivals';

export interface ChainIndexerDeps {
  chain: Pick<ItemsChain, 'chainId' | 'address' | 'head' | 'block' | 'transfers' | 'deployedAt'>;
  repo: ChainIndexRepository;
  arrivals: WalletArrivals;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  /** blocks on top of a block's own before it is read (1: the head itself) */
  confirmations: number;
  /** this instance's name in the lease */
  holder: string;
  /** the most blocks one round reads */
  range?: number;
  /** where to start on a new database (default: the contract's deployment block, searched for) */
  fromBlock?: number;
}

/** How long an instance holds the indexer before another may take it over (a round takes far less). */
export const INDEX_LEASE_MS = 30_000;

export type IndexRound = { read: number } | { rewound: number } | { waiting: true };

export class ChainIndexer {
  constructor(private readonly deps: ChainIndexerDeps) {}

  private get target() {
    return { chainId: this.deps.chain.chainId, contract: this.deps.chain.address };
  }

  /** One round: the blocks it read, the block it went back to after a reorganisation, or nothing to do. */
  async round(): Promise<IndexRound> {
    const { chain, repo, clock, holder, arrivals } = this.deps;
    const from = await repo.lease(this.target, holder, clock.now(), INDEX_LEASE_MS, async () =>
      this.deps.fromBlock !== undefined ? this.deps.fromBlock : Number(await chain.deployedAt()),
    );
    if (from === null) return { waiting: true };
    const head = Number(await chain.head());
    const fork = await this.forkBefore(from, head);
    if (fork !== null) {
      const done = await repo.rewind(this.target, { holder, from }, fork, (tx, rows) =>
        arrivals.undoAll(tx, rows, clock.now()),
      );
      if (done)
        this.deps.log.warn({ fork, from }, 'chain indexer: a reorganisation; reading again from the fork');
      return done ? { rewound: fork } : { waiting: true };
    }
    const to = Math.min(from + (this.deps.range ?? 500) - 1, head - this.deps.confirmations + 1);
    if (to < from) return { waiting: true };
    const [logs, last] = await Promise.all([
      chain.transfers(BigInt(from), BigInt(to)),
      chain.block(BigInt(to)),
    ]);
    if (!last) return { waiting: true };
    const blocks = new Map<number, string>([[to, last.hash]]);
    const now = clock.now();
    const events: NewIndexedTransfer[] = logs.map((log) => {
      blocks.set(Number(log.blockNumber), log.blockHash);
      return {
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash,
        logIndex: log.logIndex,
        txHash: log.txHash,
        fromAddress: log.from,
        toAddress: log.to,
        tokenId: log.tokenId.toString(),
        itemId: itemIdOf(log.tokenId),
        seenAt: now,
      };
    });
    const kept = await repo.keepRange(
      this.target,
      { holder, from, next: to + 1 },
      [...blocks].map(([number, hash]) => ({ number, hash })),
      events,
      (tx, rows) => arrivals.applyAll(tx, rows, now),
    );
    return kept ? { read: to - from + 1 } : { waiting: true };
  }

  /**
   * Null while the chain still holds the last block read: the block after it names it as its parent (or, not
   * mined yet, the chain has the same hash at its height). Otherwise the newest kept block the chain still has:
   * everything after it was replaced.
   */
  private async forkBefore(from: number, head: number): Promise<number | null> {
    const { chain, repo } = this.deps;
    const kept = await repo.keptBlocks(this.target, from);
    const latest = kept[0];
    if (!latest) return null;
    const child = latest.number + 1 === from && from <= head ? await chain.block(BigInt(from)) : null;
    const still = child
      ? child.parentHash === latest.hash
      : (await chain.block(BigInt(latest.number)))?.hash === latest.hash;
    if (still) return null;
    for (const block of kept.slice(1)) {
      if ((await chain.block(BigInt(block.number)))?.hash === block.hash) return block.number;
    }
    // deeper than every block kept: from before the oldest
    return (kept.at(-1)?.number ?? from) - 1;
  }
}
