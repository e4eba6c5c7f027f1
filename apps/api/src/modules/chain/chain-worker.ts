// The chain worker: sends the chain's outbox. Each round it signs the queued writes with the operator's next
// nonces (kept in the database before anything leaves), sends the signed ones that are due, and records what
// the chain says of them. A resend is the same signed transaction, so a worker that died between sending and
// recording never mints or moves twice; a chain that is down only delays the writes (backoff). Mints of one
// collection and brand go out together as one batch mint (decision 048): its writes share a nonce and a
// transaction, are looked at and settled together; a batch that reverts sends its tokens not on the chain again
// one by one.
import type { Address, Hex } from 'viem';
import { type Confirmation, type ItemsCall, type ItemsChain, isBatchMint } from '../../chain/items-chain';
import { custodyAddress } from '../../chain/items-contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ChainWrite, ChainWritesRepository } from './chain-writes.repository';
import { backoffMs, errorReason } from '../../lib/retry';
import { MINT_BATCH, callOf, callOfWrites, sendingsOf } from './chain-write-sendings';

export { MINT_BATCH, callOf };

/** Writes a round signs and looks at, at most: each step of a round is one JSON-RPC batch for all of them. */
export const ROUND_SIZE = 250;

/**
 * What a look at a signed transaction found: where it stands, the hash that counts, what sending it said. `write`
 * is its first write, whose nonce, signing and looks its other writes (a batch mint's) share.
 */
interface Look {
  write: ChainWrite;
  writes: ChainWrite[];
  hash: Hex;
  state: Confirmation;
  sent?: 'sent' | 'nonceUsed' | 'underpriced';
  /** the chain could not be asked */
  error?: unknown;
}

export interface ChainWorkerDeps {
  repo: ChainWritesRepository;
  chain: ItemsChain;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** What a confirmed write changes in the app (an item's mint, a send's transaction), in the write's transaction. */
  confirmed(tx: DbOrTx, write: ChainWrite): Promise<void>;
  /** a round's size */
  batch?: number;
  /** the most mints in one batch mint (MINT_BATCH; 1: each mint alone) */
  mintBatch?: number;
  /** how long to wait before looking again at a transaction that is not confirmed yet */
  pollMs?: number;
  /** a local chain: its one node's count is the truth, and a count behind what was signed means it was lost */
  rewind?: boolean;
  /** looks at a sent transaction still not mined before its fees are raised */
  stuckLooks?: number;
}

/**
 * Where the token stands once a custody call is done (a reverted write whose effect is already there is done);
 * null for a call that moves no token (a metadata update, a royalty), whose revert is a revert.
 */
function holderAfter(call: ItemsCall): Address | null {
  if (call.fn === 'mint') return custodyAddress(call.account);
  if (call.fn === 'move') return custodyAddress(call.to);
  if (call.fn === 'withdraw') return call.to;
  return null;
}

/** Whether a reverted call's effect is on the chain already (sent twice by an earlier version). */
async function doneAlready(chain: ItemsChain, call: ItemsCall): Promise<boolean> {
  const holder = holderAfter(call);
  return holder !== null && 'tokenId' in call && (await chain.ownerOf(call.tokenId)) === holder;
}

/** Seconds before another try after `attempts` failures: 1, 2, 4 … up to a minute. */
export function backoffSeconds(attempts: number): number {
  return backoffMs(attempts, 1000, 60_000) / 1000;
}

export class ChainWorker {
  /** rounds in a row that could not reach the chain */
  private unreachable = 0;
  /** writes the last round signed (and sent): the next round follows at once */
  private signedLast = 0;

  constructor(private readonly deps: ChainWorkerDeps) {}

  /**
   * How long to rest before the next round: none after work (writes settled, or signed and sent: the queue may
   * hold more), longer and longer while the chain is down.
   */
  restMs(settled: number, idleMs: number): number {
    if (settled > 0 || this.signedLast > 0) return 0;
    return this.unreachable ? Math.min(30_000, idleMs * 2 ** Math.min(this.unreachable, 7)) : idleMs;
  }

  private get target() {
    return { chainId: this.deps.chain.chainId, contract: this.deps.chain.address };
  }

  /** One round: sign what is queued, send and check what is due. Gives how many writes it settled. */
  async round(): Promise<number> {
    const { repo, chain, clock } = this.deps;
    const batch = this.deps.batch ?? ROUND_SIZE;
    this.signedLast = 0;
    try {
      // the chain is asked before the database transaction that hands out nonces, and only when there is work
      const work = await repo.work(this.target, chain.operator);
      if (work.queued || (this.deps.rewind && work.lowestWaiting !== null)) {
        // asked together: one JSON-RPC batch
        const [counted, fees] = await Promise.all([
          chain.pendingNonce(),
          work.queued ? chain.fees() : undefined,
          work.queued ? chain.readSupply() : undefined,
        ]);
        this.signedLast = await repo.signQueued(
          this.target,
          chain.operator,
          batch,
          counted,
          this.deps.rewind ?? false,
          async (writes, nonce) => chain.sign(callOfWrites(writes), nonce, fees ?? (await chain.fees())),
          this.deps.mintBatch ?? MINT_BATCH,
        );
      }
      if (this.unreachable)
        this.deps.log.warn({ after: this.unreachable }, 'chain worker: the chain answers again');
      this.unreachable = 0;
    } catch (error) {
      // the chain is unreachable (fees, nonce): nothing was signed, the writes stay queued, retrying; said
      // once when it happens, not at every round
      if (this.unreachable === 0)
        this.deps.log.warn(
          { reason: errorReason(error) },
          'chain worker: the chain does not answer; writes wait for it',
        );
      this.unreachable += 1;
      await repo.queuedFailing(this.target, errorReason(error));
    }
    // twice a round's size: the writes just signed are sent in this round even when as many sent before are due
    // for a look (taken in nonce order, those come first)
    const due = await repo.takeDue(this.target, clock.now(), batch * 2);
    // every due transaction looked at, and sent where the chain lacks it, at once: each step one JSON-RPC batch
    const looks = await Promise.all(sendingsOf(due).map((writes) => this.look(writes)));
    const final: Look[] = [];
    const open: string[] = [];
    // what was found, in nonce order
    for (const look of looks) {
      const outcome = await this.outcome(look);
      // its nonce went elsewhere: it and every write after it are signed again, in order, next round
      if (outcome === 'resign') break;
      if (outcome === 'final') final.push(look);
      if (outcome === 'open') open.push(...look.writes.map((w) => w.id));
    }
    await repo.lookAgain(open, this.nextLook());
    return this.settle(final);
  }

  private nextLook(): Date {
    return new Date(this.deps.clock.now().getTime() + (this.deps.pollMs ?? 500));
  }

  /**
   * Where the write stands on the chain: its latest signing, or an earlier one of the same nonce (signed with
   * lower fees) that the chain mined instead. Gives the hash that counts.
   */
  private async landed(write: ChainWrite): Promise<{ hash: Hex; state: Confirmation }> {
    const { chain } = this.deps;
    const hash = write.txHash as Hex;
    const state = await chain.confirmation(hash);
    if (state.state !== 'unknown' && !(state.state === 'pending' && state.confirmations === 0))
      return { hash, state };
    for (const prior of write.priorHashes as Hex[]) {
      const before = await chain.confirmation(prior);
      if (before.state === 'confirmed' || before.state === 'reverted') return { hash: prior, state: before };
      if (before.state === 'pending' && before.confirmations > 0) return { hash: prior, state: before };
    }
    return { hash, state };
  }

  /** Signs the writes again, same nonce, higher fees, and sends that: a chain that left them aside takes this one. */
  private async refee(writes: ChainWrite[], why: string): Promise<void> {
    const { repo, chain } = this.deps;
    const [write] = writes as [ChainWrite];
    const fees = await chain.raisedFees(write.rawTx as Hex);
    const signed = await chain.sign(callOfWrites(writes), write.nonce ?? 0, fees);
    await repo.refee(ids(writes), signed, write.txHash ?? '');
    this.deps.log.warn(
      { write: write.id, nonce: write.nonce, maxFeePerGas: fees.maxFeePerGas.toString(), why },
      'chain worker: fees raised',
    );
    await chain.broadcast(signed.raw);
  }

  /** Where a signed transaction stands; sent (the same bytes) if the chain does not have it. Never throws. */
  private async look(writes: ChainWrite[]): Promise<Look> {
    const [write] = writes as [ChainWrite];
    try {
      // a write just signed and never looked at is sent first (the chain holding it already answers so, which
      // `broadcast` reads as sent), and taken as on its way: one call, where asking first took four
      const fresh = write.looks === 0 && write.attempts === 0 && write.priorHashes.length === 0;
      const found = fresh ? null : await this.landed(write);
      if (found && found.state.state !== 'unknown') return { write, writes, ...found };
      const sent = await this.deps.chain.broadcast(write.rawTx as Hex);
      if (fresh && sent === 'sent')
        return {
          write,
          writes,
          hash: write.txHash as Hex,
          state: { state: 'pending', confirmations: 0 },
          sent,
        };
      return { write, writes, ...(await this.landed(write)), sent };
    } catch (error) {
      return { write, writes, hash: write.txHash as Hex, state: { state: 'unknown' }, error };
    }
  }

  /**
   * What a look asks: settling (final), another look later (open), nothing more (handled here: fees raised, a
   * failure's backoff), or signing this write and the ones after it again (resign).
   */
  private async outcome(look: Look): Promise<'final' | 'open' | 'handled' | 'resign'> {
    const { repo, chain } = this.deps;
    const { write, writes, state, sent } = look;
    try {
      if (look.error !== undefined) throw look.error;
      // refused for its fees (the chain's base fee rose past them): the same nonce, signed again for more
      if (sent === 'underpriced' && state.state === 'unknown') {
        await this.refee(writes, 'refused as underpriced');
        await repo.later(ids(writes), this.nextLook());
        return 'handled';
      }
      // refused for its nonce and not mined itself: another transaction took the nonce
      if (sent === 'nonceUsed' && state.state === 'unknown') {
        await repo.requeueFrom(
          this.target,
          write.signer ?? chain.operator,
          write.nonce ?? 0,
          `nonce ${write.nonce} was used by another transaction`,
        );
        this.deps.log.error(
          { write: write.id, nonce: write.nonce },
          'chain worker: nonce taken, write queued again with the writes after it',
        );
        return 'resign';
      }
      // sent, and left aside look after look (its fees below what blocks now take): signed again for more
      if (
        state.state === 'pending' &&
        state.confirmations === 0 &&
        write.looks >= (this.deps.stuckLooks ?? 20)
      ) {
        await this.refee(writes, `not mined after ${write.looks} looks`);
        await repo.later(ids(writes), this.nextLook());
        return 'handled';
      }
      return state.state === 'confirmed' || state.state === 'reverted' ? 'final' : 'open';
    } catch (error) {
      await this.failed(writes, error);
      return 'handled';
    }
  }

  /** A failure of a transaction's writes: another try after a backoff, counted, said in the log. */
  private async failed(writes: ChainWrite[], error: unknown): Promise<void> {
    const [write] = writes as [ChainWrite];
    const wait = backoffSeconds(write.attempts + 1);
    await this.deps.repo.later(
      ids(writes),
      new Date(this.deps.clock.now().getTime() + wait * 1000),
      errorReason(error),
    );
    this.deps.log.warn(
      { write: write.id, reason: errorReason(error), retryIn: wait },
      'chain worker: will try again',
    );
  }

  /**
   * Records the round's final transactions: each write confirmed, or reverted (a reverted custody write whose
   * effect is on the chain already counts as done), with what each confirmation changes in the app, all in one
   * transaction; should that fail, each transaction's writes in their own, so that one failure holds no other
   * back. Gives how many writes were settled.
   */
  private async settle(final: Look[]): Promise<number> {
    if (final.length === 0) return 0;
    const decided: Decided[][] = [];
    for (const look of final) {
      try {
        decided.push(await this.decide(look));
      } catch (error) {
        await this.failed(look.writes, error);
      }
    }
    try {
      await this.record(decided.flat());
    } catch {
      for (const one of decided)
        await this.record(one).catch((error) =>
          this.failed(
            one.map((d) => d.write),
            error,
          ),
        );
    }
    return decided.flat().length;
  }

  /**
   * How each write of a final transaction ends. A batch mint that reverted minted none of its tokens (all or
   * nothing): those already on the chain at their holder count as done (sent twice), every other one is sent
   * again alone, so that one token that cannot be minted holds no other back; alone, it reverts as any write.
   */
  private async decide(look: Look): Promise<Decided[]> {
    const { hash, state, writes } = look;
    // a batch's writes are looked at together, unless a round's limit split them: its transaction says it too
    const batch = writes.length > 1 || isBatchMint(look.write.rawTx as Hex);
    const decided: Decided[] = [];
    for (const write of writes) {
      const done = state.state === 'confirmed' || (await doneAlready(this.deps.chain, callOf(write)));
      const end = done ? 'confirmed' : batch ? 'alone' : 'reverted';
      decided.push({ write, hash, block: 'blockNumber' in state ? state.blockNumber : 0n, end });
    }
    return decided;
  }

  private async record(decided: Decided[]): Promise<void> {
    const { repo, clock } = this.deps;
    const alone = decided.filter((d) => d.end === 'alone');
    await repo.transaction(async (tx) => {
      const settled = await repo.settleMany(
        tx,
        decided.flatMap(({ write, hash, block, end }) =>
          end === 'alone'
            ? []
            : [
                {
                  id: write.id,
                  state: end,
                  blockNumber: block,
                  txHash: hash,
                  error: end === 'confirmed' ? undefined : `reverted in block ${block}`,
                },
              ],
        ),
        clock.now(),
      );
      await repo.sendAlone(tx, ids(alone.map((d) => d.write)), 'its batch mint reverted: sent again alone');
      // once: a worker that took the write after this one's lease ran out finds it settled already
      for (const { write, hash, end } of decided) {
        if (end === 'confirmed' && settled.has(write.id))
          await this.deps.confirmed(tx, { ...write, txHash: hash });
      }
    });
    for (const { write, hash, end } of decided) {
      if (end === 'reverted')
        this.deps.log.error({ write: write.id, hash }, 'chain worker: a write reverted');
    }
    if (alone.length > 0)
      this.deps.log.warn(
        { writes: alone.length, hash: alone[0]?.hash },
        'chain worker: a batch mint reverted; its tokens not on the chain are sent again one by one',
      );
  }
}

/** A write of a final transaction: confirmed, reverted, or (a reverted batch's mint) queued again alone. */
interface Decided {
  write: ChainWrite;
  hash: Hex;
  block: bigint;
  end: 'confirmed' | 'reverted' | 'alone';
}

const ids = (writes: ChainWrite[]) => writes.map((w) => w.id);
