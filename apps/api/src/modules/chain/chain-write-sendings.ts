// Which transaction each queued write goes out in (decision 048). Mints of one collection and brand queued in the
// same round (a brand's CSV import queues its whole file at once) share one batch mint, up to MINT_BATCH tokens;
// every other write goes alone, and so does a mint a reverted batch sent back. The writes of one transaction keep
// one nonce, one signed transaction and one hash each, told apart by their place in it (`batchIndex`).
import { type Address, type Hex, zeroHash } from 'viem';
import type { ItemsCall } from '../../chain/items-chain';
import type { ChainWrite } from './chain-writes.repository';

/**
 * The most mints in one batch: the gas per token falls from 50,160 (20 tokens) to 49,170 (50) and 48,840 (100)
 * (items-batch-mint.test.ts), while a batch that reverts sends all its tokens again one by one; 50 keeps nine
 * tenths of what 100 would save, and a batch's limit (about 2.5 M gas) well inside a block.
 */
export const MINT_BATCH = 50;

type Call = Pick<ChainWrite, 'kind' | 'call'>;

/** The contract call a queued write stands for. */
export function callOf(write: Call): ItemsCall {
  const c = write.call;
  const tokenId = BigInt(c.tokenId ?? '0');
  switch (write.kind) {
    case 'mint':
      return {
        fn: 'mint',
        account: c.account as Hex,
        tokenId,
        collection: c.collection as Hex,
        // a mint queued before brands were written on the chain: no brand, so no royalty
        brand: (c.brand ?? zeroHash) as Hex,
      };
    case 'move':
      return { fn: 'move', from: c.from as Hex, to: c.to as Hex, tokenId };
    case 'withdraw':
      return { fn: 'withdraw', from: c.from as Hex, to: c.to as Address, tokenId };
    case 'metadata':
      return { fn: 'updateMetadata', tokenId };
    case 'royalty':
      return { fn: 'setRoyalty', brand: c.brand as Hex, receiver: c.receiver as Address, bps: Number(c.bps) };
    default:
      throw new Error(`unknown chain write: ${write.kind}`);
  }
}

/** The call one transaction makes for its writes: a write's own, or one batch mint for several mints. */
export function callOfWrites(writes: Call[]): ItemsCall {
  const calls = writes.map(callOf);
  const [first] = calls;
  if (!first) throw new Error('a transaction of no write');
  if (calls.length === 1) return first;
  const mints = calls.filter((c) => c.fn === 'mint');
  if (first.fn !== 'mint' || mints.length !== calls.length) throw new Error('only mints share a transaction');
  return {
    fn: 'mintBatch',
    accounts: mints.map((m) => m.account),
    tokenIds: mints.map((m) => m.tokenId),
    collection: first.collection,
    brand: first.brand,
  };
}

/** What a mint shares a batch by (its collection and brand); null for a write that goes alone. */
function batchKey(write: Call): string | null {
  if (write.kind !== 'mint' || write.call.alone) return null;
  return `${write.call.collection}:${write.call.brand ?? zeroHash}`;
}

/**
 * Queued writes, in queue order, as the transactions they go out in, each at its first write's place: a mint
 * joins the batch of its collection and brand opened before it while that has room. A mint is its token's first
 * write on the contract, so one that goes out earlier than its place passes no write of its own token.
 */
export function transactionsOf<T extends Call>(queued: T[], most: number): T[][] {
  const transactions: T[][] = [];
  const open = new Map<string, T[]>();
  for (const write of queued) {
    const key = most > 1 ? batchKey(write) : null;
    const batch = key === null ? undefined : open.get(key);
    if (batch && batch.length < most) {
      batch.push(write);
      continue;
    }
    const alone = [write];
    transactions.push(alone);
    if (key !== null) open.set(key, alone);
  }
  return transactions;
}

/** Signed writes (in nonce order) as the transactions they were signed in: those sharing one hash together. */
export function sendingsOf(signed: ChainWrite[]): ChainWrite[][] {
  const byHash = new Map<string, ChainWrite[]>();
  for (const write of signed) {
    const key = write.txHash ?? write.id;
    const same = byHash.get(key);
    if (same) same.push(write);
    else byHash.set(key, [write]);
  }
  return [...byHash.values()];
}
