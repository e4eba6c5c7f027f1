// How a refused send is read: viem's node error classes, and the chain asked when "nonce too low" may be our own.
import { type PublicClient, RpcRequestError, toEventSelector, TransactionNotFoundError } from 'viem';
import { describe, expect, it } from 'vitest';
import { ItemsChain, transferEvent } from './items-chain';
import type { ChainWallet } from './items-contract';

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

describe('the Transfer event the indexer reads', () => {
  it('is ERC-721’s: its topic is the one EIP-721 and every explorer publish for Transfer(address,address,uint256)', () => {
    expect(toEventSelector(transferEvent)).toBe(
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    );
    // tokenId indexed: three topics after the selector, as ERC-721 (not ERC-20) declares it
    expect(transferEvent.inputs.map((i) => i.indexed)).toEqual([true, true, true]);
  });
});
