// The items contract on one chain, as the platform's operator sees it: calls signed with a nonce the caller
// chose (the queue keeps one nonce sequence per key), sent raw, and their confirmation read back. Signing
// never simulates: a move queued behind its mint is signed before the mint is mined.
import {
  type AbiFunction,
  type AbiParameter,
  type Address,
  type Hex,
  type PublicClient,
  BaseError,
  BlockNotFoundError,
  ContractFunctionRevertedError,
  FeeCapTooLowError,
  NonceTooLowError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  keccak256,
  parseAbiItem,
  concatHex,
  encodeAbiParameters,
  parseTransaction,
  toFunctionSelector,
} from 'viem';
import { getNodeError } from 'viem/utils';
import { type ChainWallet, itemsAbi } from './items-contract';

export type ItemsCall =
  | { fn: 'mint'; account: Hex; tokenId: bigint; collection: Hex; brand: Hex }
  /** mints of one collection and brand, each token into its own account (decision 048) */
  | { fn: 'mintBatch'; accounts: Hex[]; tokenIds: bigint[]; collection: Hex; brand: Hex }
  | { fn: 'move'; from: Hex; to: Hex; tokenId: bigint }
  | { fn: 'withdraw'; from: Hex; to: Address; tokenId: bigint }
  /** ERC-4906: tells wallets and marketplaces that the token's metadata changed */
  | { fn: 'updateMetadata'; tokenId: bigint }
  /** ERC-2981: a brand's royalty receiver and rate (basis points) */
  | { fn: 'setRoyalty'; brand: Hex; receiver: Address; bps: number };

/**
 * The gas a call's execution takes at most, beside the transaction's intrinsic cost (21,000 and its calldata),
 * measured on the contract by eth_estimateGas in the path that costs most (items-chain.test.ts asserts each):
 * a mint into an account holding nothing, with a collection and a brand (and the contract's very first token,
 * whose count goes from 0 to 1: `FIRST_TOKEN` more), a move or send out to an address holding nothing, a brand's
 * first royalty. A limit close to what the call uses matters: a block takes transactions by their limits, so a
 * loose one leaves block space unused (250,000 for a mint fitted 120 mints in a block of 30 M gas; 300 fit now).
 */
export const EXECUTION_GAS: Record<Exclude<ItemsCall['fn'], 'mintBatch'>, bigint> = {
  mint: 99_398n,
  move: 42_029n,
  withdraw: 43_810n,
  updateMetadata: 6_045n,
  setRoyalty: 27_083n,
};
/**
 * A batch mint's execution at most, measured the same way (items-chain.test.ts asserts it for 1 to 100 tokens): a
 * collection and brand the contract has not seen yet (their slots written once), and each token into an account
 * holding nothing. Memory grows with the batch, so a token costs a few gas more in a larger one: fitted up to
 * 200 tokens, far above MINT_BATCH.
 */
export const MINT_BATCH_GAS = { fixed: 99_260n, token: 47_690n };
/** What the first token of the contract costs more than the others (its count's slot goes from 0 to 1). */
export const FIRST_TOKEN_GAS = 17_100n;
/** Kept above the measured cost: a compiler or chain change of a few opcodes' price must not run a call dry. */
const MARGIN_GAS = 3_000n;

/** A transaction's intrinsic gas: 21,000, and 16 per non-zero byte of calldata and 4 per zero byte. */
export function intrinsicGas(data: Hex): bigint {
  let gas = 21_000n;
  for (let i = 2; i < data.length; i += 2) gas += data.slice(i, i + 2) === '00' ? 4n : 16n;
  return gas;
}

/** The gas limit a call is signed with (signing never simulates: a move is signed before its mint is mined). */
export function gasLimit(call: ItemsCall, data: Hex, hasTokens: boolean): bigint {
  const mints = call.fn === 'mint' || call.fn === 'mintBatch';
  const first = mints && !hasTokens ? FIRST_TOKEN_GAS : 0n;
  const execution =
    call.fn === 'mintBatch'
      ? MINT_BATCH_GAS.fixed + MINT_BATCH_GAS.token * BigInt(call.tokenIds.length)
      : EXECUTION_GAS[call.fn];
  return intrinsicGas(data) + execution + first + MARGIN_GAS;
}

/** The ERC-721 Transfer event, as every ERC-721 contract emits it (mints from the zero address included). */
export const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
);

/** One Transfer event of the contract, where the chain put it. */
export interface TransferLog {
  blockNumber: bigint;
  blockHash: Hex;
  logIndex: number;
  txHash: Hex;
  from: Address;
  to: Address;
  tokenId: bigint;
}

export type Confirmation =
  | { state: 'unknown' }
  | { state: 'pending'; confirmations: number }
  | {
      state: 'confirmed' | 'reverted';
      blockNumber: bigint;
    };

/** A function of the contract: its selector and inputs, worked out once (by name, viem hashes it each call). */
function abiFunction(name: ItemsCall['fn']): { selector: Hex; inputs: readonly AbiParameter[] } {
  const item = itemsAbi.find((i): i is AbiFunction => i.type === 'function' && i.name === name);
  if (!item) throw new Error(`the items contract has no ${name}`);
  return { selector: toFunctionSelector(item), inputs: item.inputs };
}

const functions = {
  mint: abiFunction('mint'),
  mintBatch: abiFunction('mintBatch'),
  move: abiFunction('move'),
  withdraw: abiFunction('withdraw'),
  updateMetadata: abiFunction('updateMetadata'),
  setRoyalty: abiFunction('setRoyalty'),
};

const encode = (fn: ItemsCall['fn'], args: readonly unknown[]): Hex =>
  concatHex([functions[fn].selector, encodeAbiParameters(functions[fn].inputs, args)]);

/** The calldata of a call (the same bytes as viem's encodeFunctionData, items-chain.test.ts). */
export function callData(call: ItemsCall): Hex {
  switch (call.fn) {
    case 'mint':
      return encode('mint', [call.account, call.tokenId, call.collection, call.brand]);
    case 'mintBatch':
      return encode('mintBatch', [call.accounts, call.tokenIds, call.collection, call.brand]);
    case 'move':
      return encode('move', [call.from, call.to, call.tokenId]);
    case 'withdraw':
      return encode('withdraw', [call.from, call.to, call.tokenId]);
    case 'updateMetadata':
      return encode('updateMetadata', [call.tokenId]);
    case 'setRoyalty':
      return encode('setRoyalty', [call.brand, call.receiver, BigInt(call.bps)]);
  }
}

/** Whether a signed transaction calls the batch mint (its writes were sent together, decision 048). */
export function isBatchMint(raw: Hex): boolean {
  return (parseTransaction(raw).data ?? '0x').startsWith(functions.mintBatch.selector);
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);

export class ItemsChain {
  constructor(
    readonly chainId: number,
    readonly rpcUrl: string,
    readonly address: Address,
    private readonly wallet: ChainWallet,
    private readonly reader: PublicClient,
    /** blocks on top of a transaction's own before it counts as confirmed (1: its block is enough) */
    readonly confirmations: number,
  ) {}

  /** Whether the contract was seen holding a token (tokens are never burned): a mint then costs less. */
  private hasTokens = false;

  get operator(): Address {
    return this.wallet.account.address;
  }

  /** The chain's latest block. */
  head(): Promise<bigint> {
    return this.reader.getBlockNumber();
  }

  /** The operator's next nonce as the chain counts it, pending transactions included. */
  pendingNonce(): Promise<number> {
    return this.reader.getTransactionCount({ address: this.operator, blockTag: 'pending' });
  }

  /**
   * Reads whether the contract has a token yet (once it has, it always will): the first mint is signed for the
   * first token's extra cost, the others without it.
   */
  async readSupply(): Promise<void> {
    if (this.hasTokens) return;
    // a contract that cannot say (the first version had no count) is signed for as if it had none: the dearer limit
    const supply = (await this.reader
      .readContract({ address: this.address, abi: itemsAbi, functionName: 'totalSupply' })
      .catch(() => 0n)) as bigint;
    this.hasTokens = supply > 0n;
  }

  /** The fees to sign with now: twice the chain's estimate of the base fee, so a busy block does not strand the transaction. */
  async fees(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
    const fees = await this.reader.estimateFeesPerGas();
    return { maxFeePerGas: fees.maxFeePerGas * 2n, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
  }

  /**
   * Signs a call with the given nonce (and fees, read once for a batch); gives the raw transaction (kept, so a
   * resend is the same transaction) and its hash.
   */
  async sign(
    call: ItemsCall,
    nonce: number,
    fees?: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
  ): Promise<{ raw: Hex; hash: Hex }> {
    const data = callData(call);
    const request = { to: this.address, data, nonce, gas: gasLimit(call, data, this.hasTokens) };
    const priced = { ...request, ...(fees ?? (await this.fees())) };
    const { account } = this.wallet;
    // a local key signs on its own; the wallet client would first ask the node its chain id, a call per signing
    const raw = account.signTransaction
      ? await account.signTransaction({ ...priced, chainId: this.chainId, type: 'eip1559' })
      : await this.wallet.signTransaction({ ...priced, chain: this.wallet.chain });
    return { raw, hash: keccak256(raw) };
  }

  /**
   * Fees to sign a stuck transaction again with: the chain's fees now, and at least 12.5 % above the fees it was
   * signed with (a node replaces a pending transaction only for more).
   */
  async raisedFees(raw: Hex): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
    const before = parseTransaction(raw);
    const now = await this.fees();
    const raise = (fee: bigint | undefined) => ((fee ?? 0n) * 9n) / 8n + 1n;
    const maxPriorityFeePerGas = max(now.maxPriorityFeePerGas, raise(before.maxPriorityFeePerGas));
    return {
      maxFeePerGas: max(max(now.maxFeePerGas, raise(before.maxFeePerGas)), maxPriorityFeePerGas),
      maxPriorityFeePerGas,
    };
  }

  /**
   * Sends a signed transaction. 'sent': the chain has it (sending one it already has is not an error);
   * 'nonceUsed': the chain refused it because its nonce went to another transaction.
   */
  async broadcast(raw: Hex): Promise<'sent' | 'nonceUsed' | 'underpriced'> {
    try {
      await this.reader.sendRawTransaction({ serializedTransaction: raw });
      return 'sent';
    } catch (error) {
      // viem names what the node said (its error classes); what it cannot tell apart, the chain is asked
      const said = error instanceof BaseError ? getNodeError(error, {}) : undefined;
      // "nonce too low" and "already known" are one class: the chain holding this very transaction says which
      if (said instanceof NonceTooLowError) return (await this.holds(keccak256(raw))) ? 'sent' : 'nonceUsed';
      if (said instanceof FeeCapTooLowError) return 'underpriced';
      throw error;
    }
  }

  /** Whether the chain has the transaction, mined or waiting. */
  private async holds(hash: Hex): Promise<boolean> {
    try {
      await this.reader.getTransaction({ hash });
      return true;
    } catch (error) {
      if (error instanceof TransactionNotFoundError) return false;
      throw error;
    }
  }

  /** Where a sent transaction stands: unknown to the chain, waiting for confirmations, confirmed or reverted. */
  async confirmation(hash: Hex): Promise<Confirmation> {
    try {
      const receipt = await this.reader.getTransactionReceipt({ hash });
      // the head is read through the client's short cache (one call for a round's looks): a receipt's block is
      // on the chain, so the head is at least there, even when the cache was filled before that block
      const head = await this.reader.getBlockNumber();
      const confirmations = Number(max(head, receipt.blockNumber) - receipt.blockNumber) + 1;
      if (receipt.status === 'reverted') return { state: 'reverted', blockNumber: receipt.blockNumber };
      if (confirmations < this.confirmations) return { state: 'pending', confirmations };
      return { state: 'confirmed', blockNumber: receipt.blockNumber };
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) {
        const tx = await this.reader.getTransaction({ hash }).catch(() => null);
        return tx ? { state: 'pending', confirmations: 0 } : { state: 'unknown' };
      }
      throw error;
    }
  }

  /** A block's hash and its parent's, or null when the chain has no such block. */
  async block(number: bigint): Promise<{ hash: Hex; parentHash: Hex } | null> {
    const block = await this.reader.getBlock({ blockNumber: number }).catch((error: unknown) => {
      if (error instanceof BlockNotFoundError) return null;
      throw error;
    });
    return block?.hash ? { hash: block.hash, parentHash: block.parentHash } : null;
  }

  /** The contract's Transfer events in blocks `from` to `to` (both included), in chain order. */
  async transfers(from: bigint, to: bigint): Promise<TransferLog[]> {
    const logs = await this.reader.getLogs({
      address: this.address,
      event: transferEvent,
      fromBlock: from,
      toBlock: to,
      strict: true,
    });
    return logs
      .filter((l) => l.blockHash && l.transactionHash && l.blockNumber !== null && l.logIndex !== null)
      .map((l) => ({
        blockNumber: l.blockNumber,
        blockHash: l.blockHash,
        logIndex: l.logIndex,
        txHash: l.transactionHash,
        from: l.args.from,
        to: l.args.to,
        tokenId: l.args.tokenId,
      }));
  }

  /**
   * The block the contract was deployed in: the first whose state holds its code (a search over past states, which
   * a full node keeps for recent blocks and an archive node or Anvil for all).
   */
  async deployedAt(): Promise<bigint> {
    let high = await this.reader.getBlockNumber();
    let low = 0n;
    while (low < high) {
      const mid = (low + high) / 2n;
      const code = await this.reader.getCode({ address: this.address, blockNumber: mid });
      if (code && code !== '0x') high = mid;
      else low = mid + 1n;
    }
    return low;
  }

  /** The contract's VERSION; 1 for the first deployment, which had none (decision 030). */
  async version(): Promise<bigint> {
    try {
      return (await this.reader.readContract({
        address: this.address,
        abi: itemsAbi,
        functionName: 'VERSION',
      })) as bigint;
    } catch (error) {
      if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError))
        return 1n;
      throw error;
    }
  }

  /** The token's holder on the chain, or null if no such token exists. */
  async ownerOf(tokenId: bigint): Promise<Address | null> {
    try {
      return (await this.reader.readContract({
        address: this.address,
        abi: itemsAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      })) as Address;
    } catch (error) {
      const reverted =
        error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
      if (
        reverted instanceof ContractFunctionRevertedError &&
        reverted.data?.errorName === 'ERC721NonexistentToken'
      ) {
        return null;
      }
      throw error;
    }
  }
}
