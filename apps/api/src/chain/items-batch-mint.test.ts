// The items contract's batch mint (decision 048) on a real local chain (Anvil): one ERC-721 Transfer per token,
// read with viem's own ERC-721 ABI (not ours); the same checks as a single mint, all or nothing; each token's
// collection and brand answered as a single mint's; and its gas per token at most 60 % of a single mint's.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  erc721Abi,
  type Hex,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandKey,
  collectionKey,
  custodyAccount,
  custodyAddress,
  deployItemsContract,
  itemsAbi,
  tokenIdOf,
} from './items-contract';
import { type LocalChain, startLocalChain } from './local-chain';
import { LOCAL_OPERATOR_KEY, chainClients } from './runtime';

// Anvil's second development account (a public test key: local chain only).
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const collection = collectionKey('batch-collection');
const brand = brandKey('batch-brand');

/** A fresh item: its token id and its own custody account (one per holder and item, as the app keys them). */
function item() {
  const id = randomUUID();
  return { tokenId: tokenIdOf(id), account: custodyAccount(`brand:${id}`) };
}

function revertName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
}

describe('HeirloomItems.mintBatch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-batch-'));
  let chain: LocalChain;
  let operator: ReturnType<typeof chainClients>;
  let other: ReturnType<typeof chainClients>;
  let contract: Address;

  const read = (functionName: string, args: readonly unknown[] = []) =>
    operator.reader.readContract({ address: contract, abi: itemsAbi, functionName, args });

  async function send(functionName: string, args: readonly unknown[], from = operator) {
    const hash = await from.wallet.writeContract({ address: contract, abi: itemsAbi, functionName, args });
    const receipt = await operator.reader.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    return receipt;
  }

  const mintBatch = (tokens: ReturnType<typeof item>[], from = operator) =>
    send('mintBatch', [tokens.map((t) => t.account), tokens.map((t) => t.tokenId), collection, brand], from);

  beforeAll(async () => {
    chain = await startLocalChain({ stateFile: path.join(dir, 'chain', 'state.json') });
    operator = chainClients(chain.rpcUrl, chain.chainId, LOCAL_OPERATOR_KEY);
    other = chainClients(chain.rpcUrl, chain.chainId, OTHER_KEY);
    contract = await deployItemsContract(operator.wallet, operator.reader, {
      metadataBase: 'https://heirloom.example/api/v1/tokens/',
      contractUri: 'https://heirloom.example/api/v1/contract-metadata',
    });
    // the contract's first token (its count's slot from 0 to 1) is no batch's
    const first = item();
    await send('mint', [first.account, first.tokenId, collection, brand]);
  }, 30_000);

  afterAll(async () => {
    await chain?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('mints each token into its custody with an ERC-721 Transfer, and answers its collection and brand', async () => {
    const tokens = [item(), item(), item()];
    const supply = (await read('totalSupply')) as bigint;
    const receipt = await mintBatch(tokens);
    const transfers = parseEventLogs({ abi: erc721Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(transfers.map((t) => t.args)).toEqual(
      tokens.map((t) => ({ from: zeroAddress, to: custodyAddress(t.account), tokenId: t.tokenId })),
    );
    for (const t of tokens) {
      expect(await read('ownerOf', [t.tokenId])).toBe(custodyAddress(t.account));
      expect(await read('balanceOf', [custodyAddress(t.account)])).toBe(1n);
      expect(await read('collectionOf', [t.tokenId])).toBe(collection);
      expect(await read('brandOf', [t.tokenId])).toBe(brand);
    }
    expect(await read('totalSupply')).toBe(supply + 3n);
    // a royalty set for the brand is paid on a batch's token as on a single mint's
    await send('setRoyalty', [brand, other.wallet.account.address, 500]);
    expect(await read('royaltyInfo', [tokens[0]!.tokenId, 10_000n])).toEqual([
      other.wallet.account.address,
      500n,
    ]);
    // moved to another account, the token keeps its collection and brand; the balances follow
    const to = custodyAccount(randomUUID());
    await send('move', [tokens[0]!.account, to, tokens[0]!.tokenId]);
    expect(await read('ownerOf', [tokens[0]!.tokenId])).toBe(custodyAddress(to));
    expect(await read('balanceOf', [custodyAddress(tokens[0]!.account)])).toBe(0n);
    expect(await read('balanceOf', [custodyAddress(to)])).toBe(1n);
    expect(await read('collectionOf', [tokens[0]!.tokenId])).toBe(collection);
    expect(await read('brandOf', [tokens[0]!.tokenId])).toBe(brand);
  });

  it('refuses, all or nothing, an existing id, anyone but the operator, and lists of different lengths', async () => {
    const minted = item();
    await mintBatch([minted]);
    const fresh = item();
    await expect(mintBatch([fresh, minted])).rejects.toSatisfy(
      (error) => revertName(error) === 'ERC721InvalidSender',
    );
    // the batch reverted whole: its other token was not minted
    expect(await read('balanceOf', [custodyAddress(fresh.account)])).toBe(0n);
    await expect(mintBatch([item()], other)).rejects.toSatisfy(
      (error) => revertName(error) === 'AccessControlUnauthorizedAccount',
    );
    await expect(
      send('mintBatch', [[fresh.account], [fresh.tokenId, item().tokenId], collection, brand]),
    ).rejects.toSatisfy((error) => revertName(error) === 'BatchMismatch');
    // a single mint of an id a batch minted is refused as before
    await expect(send('mint', [fresh.account, minted.tokenId, collection, brand])).rejects.toSatisfy(
      (error) => revertName(error) === 'ERC721InvalidSender',
    );
  });

  it('a single mint still keeps its own collection and brand, whatever batches named', async () => {
    const single = item();
    const other = collectionKey('another');
    await send('mint', [single.account, single.tokenId, other, brandKey('another')]);
    expect(await read('collectionOf', [single.tokenId])).toBe(other);
    expect(await read('brandOf', [single.tokenId])).toBe(brandKey('another'));
    expect(await read('collectionOf', [item().tokenId])).toBe(`0x${'0'.repeat(64)}` as Hex);
  });

  it('costs at most 60 % of a single mint per token, from a batch of 20 (each token into an account of its own)', async () => {
    const single = item();
    const one = await send('mint', [single.account, single.tokenId, collection, brand]);
    const perToken: Record<number, number> = {};
    for (const size of [20, 50, 100]) {
      const receipt = await mintBatch(Array.from({ length: size }, item));
      perToken[size] = Number(receipt.gasUsed) / size;
    }
    const share = (size: number) => perToken[size]! / Number(one.gasUsed);
    expect(share(20)).toBeLessThanOrEqual(0.6);
    expect(share(50)).toBeLessThan(share(20));
    expect(share(100)).toBeLessThanOrEqual(share(50));
    console.log(
      `gas: single mint ${one.gasUsed}; per token in a batch of 20 ${perToken[20]}, 50 ${perToken[50]}, ` +
        `100 ${perToken[100]} (${(share(100) * 100).toFixed(1)} %)`,
    );
  });
});
