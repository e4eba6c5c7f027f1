// How a refused send is read: viem's node error classes, and the chain asked when "nonce too low" may be our own.
import {
  type PublicClient,
  RpcRequestError,
  encodeFunctionData,
  serializeTransaction,
  toEventSelector,
  TransactionNotFoundError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { ItemsChain, callData, isBatchMint, transferEvent } from './items-chain';
import { type ChainWallet, itemsAbi } from './items-contract';

const refused = (message: string) =>
  new RpcRequestError({ body: {}, url: 'http://node', error: { code: -32000, message } });

function chainRefusing(message: string, holds: boolean) {
  const reader = {
    sendRawTransaction: () => Promise.reject(refused(message)),
    getTransaction: () =>
      holds ? Promise.resolve({}) : Promise.reject(new TransactionNotFoundError({ hash: '0x01' })),
  } as unknown as PublicClient;
  return new ItemsChain(
    1,
    'http://node',
    '0x0000000000000000000000000000000000000001',
    {} as ChainWallet,
    reader,
    1,
  );
}

describe('ItemsChain.broadcast', () => {
  it('a transaction the chain already has is sent', async () => {
    expect(await chainRefusing('already known', true).broadcast('0x02')).toBe('sent');
    expect(await chainRefusing('nonce too low', true).broadcast('0x02')).toBe('sent');
  });

  it('a nonce another transaction took is used', async () => {
    expect(await chainRefusing('nonce too low', false).broadcast('0x02')).toBe('nonceUsed');
  });

  it('fees below the base fee are underpriced', async () => {
    expect(await chainRefusing('max fee per gas less than block base fee', false).broadcast('0x02')).toBe(
      'underpriced',
    );
  });

  it('anything else is thrown', async () => {
    await expect(chainRefusing('insufficient funds for gas', false).broadcast('0x02')).rejects.toThrow();
  });
});

describe('ItemsChain.confirmation', () => {
  const chainAt = (head: bigint, confirmations: number) =>
    new ItemsChain(
      1,
      'http://node',
      '0x0000000000000000000000000000000000000001',
      {} as ChainWallet,
      {
        getTransactionReceipt: () => Promise.resolve({ blockNumber: 10n, status: 'success' }),
        getBlockNumber: () => Promise.resolve(head),
      } as unknown as PublicClient,
      confirmations,
    );

  it('counts a receipt’s block as mined even when the head read is older than it (the client caches the head)', async () => {
    expect(await chainAt(9n, 1).confirmation('0x02')).toEqual({ state: 'confirmed', blockNumber: 10n });
    expect(await chainAt(9n, 2).confirmation('0x02')).toEqual({ state: 'pending', confirmations: 1 });
  });

  it('counts the blocks on top of the receipt’s', async () => {
    expect(await chainAt(10n, 2).confirmation('0x02')).toEqual({ state: 'pending', confirmations: 1 });
    expect(await chainAt(11n, 2).confirmation('0x02')).toEqual({ state: 'confirmed', blockNumber: 10n });
  });
});

describe('the Transfer event the indexer reads', () => {
  it('is ERC-721’s: its topic is the one EIP-721 and every explorer publish for Transfer(address,address,uint256)', () => {
    expect(toEventSelector(transferEvent)).toBe(
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    );
    // tokenId indexed: three topics after the selector, as ERC-721 (not ERC-20) declares it
    expect(transferEvent.inputs.map((i) => i.indexed)).toEqual([true, true, true]);
  });
});

describe('the calldata the worker signs', () => {
  it('is the bytes viem encodes by the function’s name', () => {
    const a = `0x${'a1'.repeat(32)}` as const;
    const b = `0x${'00'.repeat(31)}b2` as const;
    const wallet = '0x00000000000000000000000000000000000000aa';
    const id = 2n ** 127n + 5n;
    const cases = [
      [callData({ fn: 'mint', account: a, tokenId: id, collection: b, brand: a }), 'mint', [a, id, b, a]],
      [
        callData({ fn: 'mintBatch', accounts: [a, b], tokenIds: [id, 7n], collection: b, brand: a }),
        'mintBatch',
        [[a, b], [id, 7n], b, a],
      ],
      [callData({ fn: 'move', from: a, to: b, tokenId: id }), 'move', [a, b, id]],
      [callData({ fn: 'withdraw', from: a, to: wallet, tokenId: id }), 'withdraw', [a, wallet, id]],
      [callData({ fn: 'updateMetadata', tokenId: id }), 'updateMetadata', [id]],
      [callData({ fn: 'setRoyalty', brand: a, receiver: wallet, bps: 750 }), 'setRoyalty', [a, wallet, 750n]],
    ] as const;
    for (const [data, functionName, args] of cases)
      expect(data).toBe(encodeFunctionData({ abi: itemsAbi, functionName, args: [...args] }));
  });
});

describe('a signed batch mint', () => {
  it('is told from any other call by its transaction alone (a round may look at part of its writes)', () => {
    const a = `0x${'a1'.repeat(32)}` as const;
    const raw = (data: `0x${string}`) =>
      serializeTransaction({ chainId: 31337, type: 'eip1559', to: `0x${'00'.repeat(19)}01`, data, gas: 1n });
    const batch = callData({ fn: 'mintBatch', accounts: [a], tokenIds: [1n], collection: a, brand: a });
    const single = callData({ fn: 'mint', account: a, tokenId: 1n, collection: a, brand: a });
    expect(isBatchMint(raw(batch))).toBe(true);
    expect(isBatchMint(raw(single))).toBe(false);
    expect(isBatchMint(raw('0x'))).toBe(false);
  });
});
