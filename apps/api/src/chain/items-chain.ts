// The items contract on one chain, as the platform's operator sees it: calls signed with a nonce the caller
// chose (the queue keeps one nonce sequence per key), sent raw, and their confirmation read back. Signing
// never simulates: a move queued behind its mint is signed before the mint is mined.
import {
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
  encodeFunctionData,
  keccak256,
  parseAbiItem,
  parseTransaction,
} from 'viem';
import { getNodeError } from 'viem/utils';
import { type ChainWallet, itemsAbi } from './items-contract';

export type ItemsCall =
  | { fn: 'mint'; account: Hex; tokenId: bigint; collection: Hex; brand: Hex }
  | { fn: 'move'; from: Hex; to: Hex; tokenId: bigint }
  | { fn: 'withdraw'; from: Hex; to: Address; tokenId: bigint }
  /** ERC-4906: tells wallets and marketplaces that the token's metadata changed */
  | { fn: 'updateMetadata'; tokenId: bigint }
  /** ERC-2981: a brand's royalty receiver and rate (basis points) */
  | { fn: 'setRoyalty'; brand: Hex; receiver: Address; bps: number };

/**
 * Gas limits measured on the contract with margin (mint ~140k, move/withdraw ~60k, updateMetadata ~30k,
 * setRoyalty ~55k): fixed, since signing does not simulate.
 */
const GAS: Record<ItemsCall['fn'], bigint> = {
  mint: 250_000n,
  move: 150_000n,
  withdraw: 150_000n,
  updateMetadata: 80_000n,
  setRoyalty: 120_000n,
};

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

function callData(call: ItemsCall): Hex {
  switch (call.fn) {
    case 'mint':
      return encodeFunctionData({
        abi: itemsAbi,
        functionName: 'mint',
        args: [call.account, call.tokenId, call.collection, call.brand],
      });
    case 'move':
      return encodeFunctionData({
        abi: itemsAbi,
        functionName: 'move',
        args: [call.from, call.to, call.tokenId],
      });
    case 'withdraw':
      return encodeFunctionData({
        abi: itemsAbi,
        functionName: 'withdraw',
        args: [call.from, call.to, call.tokenId],
      });
    case 'updateMetadata':
      return encodeFunctionData({ abi: itemsAbi, functionName: 'updateMetadata', args: [call.tokenId] });
    case 'setRoyalty':
      return encodeFunctionData({
        abi: itemsAbi,
        functionName: 'setRoyalty',
        args: [call.brand, call.receiver, BigInt(call.bps)],
      });
  }
}

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
    const raw = await this.wallet.signTransaction({
      to: this.address,
      data: callData(call),
      nonce,
      gas: GAS[call.fn],
      ...(fees ?? (await this.fees())),
      chain: this.wallet.chain,
    });
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
    const max = (a: bigint, b: bigint) => (a > b ? a : b);
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
      const head = await this.reader.getBlockNumber();
      const confirmations = Number(head - receipt.blockNumber) + 1;
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
