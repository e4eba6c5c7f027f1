// The chain's own pace, for the chain benchmark: the same number of signed transactions of the same kind (mints
// of the items contract, then moves of those tokens) sent straight with viem to a second local chain (Anvil) with
// the same block time, no database and no queue. Each transaction as a plain viem client makes it: its gas
// estimated by the node (eth_estimateGas), signed locally, sent raw; the receipts read until all are in. The
// calls go in JSON-RPC batches (the best a plain client does). Timed from encoding the calls to the last receipt.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  type Abi,
  type Address,
  type Hex,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  http,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { compileContract } from '../src/chain/compile';
import { brandKey, collectionKey, custodyAddress, itemsAbi } from '../src/chain/items-contract';
import { LOCAL_OPERATOR_KEY, chainClients, startChain } from '../src/chain/runtime';

export interface PacePhase {
  name: string;
  transactions: number;
  reverted: number;
  seconds: number;
  perSecond: number;
  /** gas used per transaction, as the receipts say (mean) */
  gasPerTx: number;
  blocks: number;
}

/**
 * Waits until the chain mines its next block. Each phase, the worker's as the straight client's, starts there: with
 * blocks a second apart and a phase of a few blocks, where in the block time a phase began would otherwise move its
 * figure by up to a block (20 % of five); so each side has a whole block time to send its first block's worth.
 */
export async function afterNextBlock(rpcUrl: string): Promise<void> {
  const reader = createPublicClient({ transport: http(rpcUrl) });
  const head = () => reader.getBlockNumber({ cacheTime: 0 });
  const first = await head();
  while ((await head()) === first) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** How often each side asks for the receipts it waits for: the straight client here, the worker's looks. */
export const RECEIPT_POLL_MS = 100;
/** How long the run waits with no new receipt before it fails. */
const STALL_MS = 30_000;

/** Sends the transactions (calldata to `to`) and waits for every receipt. */
async function pace(
  name: string,
  rpcUrl: string,
  chainId: number,
  to: Address,
  encode: () => Hex[],
  firstNonce: number,
): Promise<PacePhase> {
  const chain = defineChain({
    id: chainId,
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl, { batch: { batchSize: 500 }, retryCount: 0, timeout: 60_000 });
  const account = privateKeyToAccount(LOCAL_OPERATOR_KEY);
  const wallet = createWalletClient({ account, chain, transport });
  const reader = createPublicClient({ chain, transport });
  await afterNextBlock(rpcUrl);
  const start = performance.now();
  // the calls encoded in the time too, as the worker encodes each write it signs
  const calls = encode();
  const fees = await reader.estimateFeesPerGas();
  const gas = await Promise.all(calls.map((data) => reader.estimateGas({ account, to, data })));
  const raws = await Promise.all(
    calls.map((data, i) =>
      wallet.signTransaction({
        to,
        data,
        nonce: firstNonce + i,
        gas: gas[i]!,
        maxFeePerGas: fees.maxFeePerGas * 2n,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        chain,
      }),
    ),
  );
  const hashes = await Promise.all(
    raws.map((raw) => reader.sendRawTransaction({ serializedTransaction: raw })),
  );
  const receipts = new Map<Hex, { status: string; gasUsed: bigint; blockNumber: bigint }>();
  let lastReceiptAt = performance.now();
  while (receipts.size < hashes.length) {
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
    const waiting = hashes.filter((h) => !receipts.has(h));
    const got = await Promise.all(
      waiting.map((hash) => reader.getTransactionReceipt({ hash }).catch(() => null)),
    );
    for (const r of got) if (r) receipts.set(r.transactionHash, r);
    if (got.some(Boolean)) lastReceiptAt = performance.now();
    // a transaction the node dropped is never mined: the run stops saying so rather than waiting for ever
    if (performance.now() - lastReceiptAt > STALL_MS) {
      const first = hashes.findIndex((h) => !receipts.has(h));
      const known = await reader.getTransaction({ hash: hashes[first]! }).catch(() => null);
      throw new Error(
        `${name}: ${hashes.length - receipts.size} of ${hashes.length} transactions not mined after ` +
          `${STALL_MS / 1000} s without a receipt; the first, nonce ${firstNonce + first}, is ` +
          (known ? 'still known to the node' : 'unknown to the node (dropped)'),
      );
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const all = [...receipts.values()];
  return {
    name,
    transactions: calls.length,
    reverted: all.filter((r) => r.status !== 'success').length,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Number((calls.length / seconds).toFixed(1)),
    gasPerTx: Math.round(Number(all.reduce((s, r) => s + r.gasUsed, 0n)) / all.length),
    blocks: new Set(all.map((r) => r.blockNumber)).size,
  };
}

/** The calls that mint each token into its holder's custody, then move it to the next holder's. */
function itemsCalls(tokens: PaceToken[]): { mints: () => Hex[]; moves: () => Hex[] } {
  return {
    mints: () =>
      tokens.map((t) =>
        encodeFunctionData({
          abi: itemsAbi,
          functionName: 'mint',
          args: [t.account, t.tokenId, collectionKey(t.collectionId), brandKey(t.brandId)],
        }),
      ),
    moves: () =>
      tokens.map((t) =>
        encodeFunctionData({
          abi: itemsAbi,
          functionName: 'move',
          args: [t.account, t.nextAccount, t.tokenId],
        }),
      ),
  };
}

/** The same mints and moves (to the same custody addresses) on OpenZeppelin's plain ERC-721. */
function plainCalls(abi: Abi, tokens: PaceToken[]): { mints: () => Hex[]; moves: () => Hex[] } {
  return {
    mints: () =>
      tokens.map((t) =>
        encodeFunctionData({ abi, functionName: 'mint', args: [custodyAddress(t.account), t.tokenId] }),
      ),
    moves: () =>
      tokens.map((t) =>
        encodeFunctionData({
          abi,
          functionName: 'move',
          args: [custodyAddress(t.account), custodyAddress(t.nextAccount), t.tokenId],
        }),
      ),
  };
}

export interface PaceToken {
  tokenId: bigint;
  /** the custody account it is minted into, then the one it moves to (bytes32) */
  account: Hex;
  nextAccount: Hex;
  collectionId: string;
  brandId: string;
}

/**
 * On a local chain of its own (the same block time): the items contract's mints, then moves, of the tokens, sent
 * straight; then the same on OpenZeppelin's plain ERC-721, for its gas.
 */
export async function chainPace(
  blockTime: number,
  tokens: PaceToken[],
): Promise<{ items: PacePhase[]; plain: PacePhase[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-chain-pace-'));
  const runtime = await startChain(
    { mode: 'local', dir, blockTime, metadataBase: 'http://localhost/t/', contractUri: 'http://localhost/c' },
    { info: () => undefined, warn: (o, m) => console.warn(m, o) },
  );
  if (!runtime) throw new Error('the baseline chain did not start');
  try {
    const { items } = runtime;
    const send = async (to: Address, calls: { mints: () => Hex[]; moves: () => Hex[] }) => {
      const nonce = await items.pendingNonce();
      const mint = await pace('mint', items.rpcUrl, items.chainId, to, calls.mints, nonce);
      const move = await pace(
        'transfer',
        items.rpcUrl,
        items.chainId,
        to,
        calls.moves,
        nonce + tokens.length,
      );
      return [mint, move];
    };
    const ours = await send(items.address, itemsCalls(tokens));
    const plain = compileContract('contracts/bench/PlainItems.sol', 'PlainItems');
    const { wallet, reader } = chainClients(items.rpcUrl, items.chainId, LOCAL_OPERATOR_KEY);
    const hash = await wallet.deployContract({ abi: plain.abi, bytecode: plain.bytecode });
    const { contractAddress } = await reader.waitForTransactionReceipt({ hash });
    if (!contractAddress) throw new Error('the plain ERC-721 was not deployed');
    return { items: ours, plain: await send(contractAddress, plainCalls(plain.abi, tokens)) };
  } finally {
    await runtime.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
