// The items contract on a real local chain (Anvil): mint into custody, move between owners, send out to a
// wallet, and the platform unable to move a token once it has left custody.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  getAddress,
  parseEventLogs,
  toFunctionSelector,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChainWallet,
  INTERFACE_IDS,
  brandKey,
  collectionKey,
  custodyAccount,
  custodyAddress,
  deployItemsContract,
  itemIdOf,
  itemsAbi,
  tokenIdOf,
} from './items-contract';
import { type LocalChain, startLocalChain } from './local-chain';
import { LOCAL_OPERATOR_KEY as OPERATOR_KEY, chainClients } from './runtime';

// Anvil's second development account (a public test key, known to everyone: local chain only).
const WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const METADATA_BASE = 'https://heirloom.example/api/v1/tokens/';
const CONTRACT_URI = 'https://heirloom.example/api/v1/contract-metadata';

const alice = custodyAccount('0b6a3e84-5d2f-4b8e-9a51-1f2c3d4e5f60');
const bob = custodyAccount('7c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e');

function clientsFor(chain: LocalChain, key: `0x${string}`) {
  return chainClients(chain.rpcUrl, chain.chainId, key);
}

function revertName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
}

describe('HeirloomItems on a local chain', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-chain-'));
  const stateFile = path.join(dir, 'chain', 'state.json');
  let chain: LocalChain;
  let operator: ReturnType<typeof clientsFor>;
  let contract: Address;

  async function send(wallet: ChainWallet, functionName: string, args: readonly unknown[]) {
    const { request } = await operator.reader.simulateContract({
      account: wallet.account,
      address: contract,
      abi: itemsAbi,
      functionName,
      args,
    });
    const hash = await wallet.writeContract(request);
    const receipt = await operator.reader.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    return receipt;
  }
  const read = (functionName: string, args: readonly unknown[]) =>
    operator.reader.readContract({ address: contract, abi: itemsAbi, functionName, args });
  const ownerOf = (tokenId: bigint) => read('ownerOf', [tokenId]);

  beforeAll(async () => {
    chain = await startLocalChain({ stateFile });
    operator = clientsFor(chain, OPERATOR_KEY);
    contract = await deployItemsContract(operator.wallet, operator.reader, {
      metadataBase: METADATA_BASE,
      contractUri: CONTRACT_URI,
    });
  }, 30_000);
  afterAll(async () => {
    await chain?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('derives custody addresses as the contract does, and token ids from item ids both ways', async () => {
    expect(await read('custodyAddress', [alice])).toBe(custodyAddress(alice));
    expect(custodyAddress(alice)).not.toBe(custodyAddress(bob));
    const itemId = '5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
    expect(itemIdOf(tokenIdOf(itemId))).toBe(itemId);
    expect(itemIdOf(-1n)).toBeNull();
    expect(itemIdOf(1n << 128n)).toBeNull();
    expect(() => tokenIdOf('not-a-uuid')).toThrow();
  });

  it('mints into custody, moves between owners, and sends out to a wallet that alone can move it then', async () => {
    const tokenId = tokenIdOf('11111111-2222-4333-8444-555555555555');
    await send(operator.wallet, 'mint', [alice, tokenId, collectionKey('collection-1'), brandKey('b')]);
    expect(await ownerOf(tokenId)).toBe(custodyAddress(alice));
    expect(await read('tokenURI', [tokenId])).toBe(`${METADATA_BASE}${tokenId}`);
    expect(await read('collectionOf', [tokenId])).toBe(collectionKey('collection-1'));

    await send(operator.wallet, 'move', [alice, bob, tokenId]);
    expect(await ownerOf(tokenId)).toBe(custodyAddress(bob));

    const outside = clientsFor(chain, WALLET_KEY);
    await send(operator.wallet, 'withdraw', [bob, outside.wallet.account.address, tokenId]);
    expect(await ownerOf(tokenId)).toBe(outside.wallet.account.address);

    // The platform's attempts to take it back revert, whoever it names as the holder.
    for (const [fn, args] of [
      ['move', [bob, alice, tokenId]],
      ['withdraw', [bob, operator.wallet.account.address, tokenId]],
      ['transferFrom', [outside.wallet.account.address, operator.wallet.account.address, tokenId]],
    ] as const) {
      const attempt = send(operator.wallet, fn, args);
      await expect(attempt).rejects.toThrow();
      await attempt.catch((error: unknown) =>
        expect(revertName(error)).toBe(fn === 'transferFrom' ? 'ERC721InsufficientApproval' : 'NotInCustody'),
      );
    }
    expect(await ownerOf(tokenId)).toBe(outside.wallet.account.address);

    // The wallet's owner moves it as any ERC-721 token: back into Alice's custody here.
    await send(outside.wallet, 'transferFrom', [
      outside.wallet.account.address,
      custodyAddress(alice),
      tokenId,
    ]);
    expect(await ownerOf(tokenId)).toBe(custodyAddress(alice));
  }, 30_000);

  it('refuses a move that names the wrong holder, and anyone but the operator', async () => {
    const tokenId = tokenIdOf('22222222-3333-4444-8555-666666666666');
    await send(operator.wallet, 'mint', [alice, tokenId, collectionKey('collection-1'), brandKey('b')]);
    await expect(send(operator.wallet, 'move', [bob, bob, tokenId])).rejects.toSatisfy(
      (error) => revertName(error) === 'NotInCustody',
    );
    const outside = clientsFor(chain, WALLET_KEY);
    for (const [fn, args] of [
      ['mint', [bob, tokenIdOf('33333333-4444-4555-8666-777777777777'), collectionKey('c'), brandKey('b')]],
      ['move', [alice, bob, tokenId]],
      ['setMetadataBase', ['https://elsewhere.example/']],
    ] as const) {
      await expect(send(outside.wallet, fn, args)).rejects.toSatisfy(
        (error) => revertName(error) === 'AccessControlUnauthorizedAccount',
      );
    }
    await expect(
      send(operator.wallet, 'mint', [bob, tokenId, collectionKey('c'), brandKey('b')]),
    ).rejects.toSatisfy((error) => revertName(error) === 'ERC721InvalidSender');
    expect(await ownerOf(tokenId)).toBe(custodyAddress(alice));
  }, 30_000);

  it('answers supportsInterface for ERC-165, ERC-721, ERC-721 metadata, ERC-4906 and ERC-2981, not for others', async () => {
    // the ids as the EIPs define them: ERC-2981's is its one function's selector, computed here by viem
    expect(toFunctionSelector('royaltyInfo(uint256,uint256)')).toBe(INTERFACE_IDS.erc2981);
    expect(toFunctionSelector('supportsInterface(bytes4)')).toBe(INTERFACE_IDS.erc165);
    for (const id of Object.values(INTERFACE_IDS))
      expect(await read('supportsInterface', [id]), id).toBe(true);
    expect(await read('supportsInterface', ['0xffffffff'])).toBe(false);
    expect(await read('supportsInterface', ['0x780e9d63'])).toBe(false); // ERC721Enumerable: not offered
  });

  it('tells wallets of a metadata change (ERC-4906): on a move, a send out, and when the operator says so', async () => {
    const tokenId = tokenIdOf('55555555-6666-4777-8888-999999999999');
    await send(operator.wallet, 'mint', [alice, tokenId, collectionKey('c'), brandKey('b')]);
    const updates = async (receipt: { blockNumber: bigint; transactionHash: string }) =>
      parseEventLogs({
        abi: itemsAbi,
        eventName: 'MetadataUpdate',
        logs: (
          await operator.reader.getTransactionReceipt({ hash: receipt.transactionHash as `0x${string}` })
        ).logs,
      }).map((log) => (log.args as { _tokenId: bigint })._tokenId);
    expect(await updates(await send(operator.wallet, 'move', [alice, bob, tokenId]))).toEqual([tokenId]);
    expect(await updates(await send(operator.wallet, 'updateMetadata', [tokenId]))).toEqual([tokenId]);
    await expect(
      send(operator.wallet, 'updateMetadata', [tokenIdOf('66666666-7777-4888-8999-aaaaaaaaaaaa')]),
    ).rejects.toSatisfy((error) => revertName(error) === 'ERC721NonexistentToken');
    const outside = clientsFor(chain, WALLET_KEY);
    await expect(send(outside.wallet, 'updateMetadata', [tokenId])).rejects.toSatisfy(
      (error) => revertName(error) === 'AccessControlUnauthorizedAccount',
    );
  }, 30_000);

  it('counts its tokens (totalSupply) and gives its contract metadata address (ERC-7572)', async () => {
    const before = (await read('totalSupply', [])) as bigint;
    await send(operator.wallet, 'mint', [
      alice,
      tokenIdOf('77777777-8888-4999-8aaa-bbbbbbbbbbbb'),
      collectionKey('c'),
      brandKey('b'),
    ]);
    expect(await read('totalSupply', [])).toBe(before + 1n);
    expect(await read('contractURI', [])).toBe(CONTRACT_URI);
    const receipt = await send(operator.wallet, 'setContractURI', ['https://elsewhere.example/c']);
    const events = parseEventLogs({ abi: itemsAbi, eventName: 'ContractURIUpdated', logs: receipt.logs });
    expect(events).toHaveLength(1);
    expect(await read('contractURI', [])).toBe('https://elsewhere.example/c');
    await send(operator.wallet, 'setContractURI', [CONTRACT_URI]);
  }, 30_000);

  it("pays each brand's royalty (ERC-2981) to its receiver, capped at 10 %, set by the operator only", async () => {
    const tokenId = tokenIdOf('88888888-9999-4aaa-8bbb-cccccccccccc');
    const other = tokenIdOf('99999999-aaaa-4bbb-8ccc-dddddddddddd');
    await send(operator.wallet, 'mint', [alice, tokenId, collectionKey('c'), brandKey('brand-1')]);
    await send(operator.wallet, 'mint', [alice, other, collectionKey('c'), brandKey('brand-2')]);
    const receiver = getAddress('0x000000000000000000000000000000000000bEEF');
    expect(await read('royaltyInfo', [tokenId, 10_000n])).toEqual([zeroAddress, 0n]);
    await send(operator.wallet, 'setRoyalty', [brandKey('brand-1'), receiver, 750n]);
    expect(await read('royaltyInfo', [tokenId, 1_000_000n])).toEqual([receiver, 75_000n]);
    expect(await read('royaltyInfo', [other, 1_000_000n])).toEqual([zeroAddress, 0n]);
    for (const args of [
      [brandKey('brand-1'), receiver, 1001n],
      [brandKey('brand-1'), zeroAddress, 100n],
    ] as const) {
      await expect(send(operator.wallet, 'setRoyalty', args)).rejects.toSatisfy(
        (error) => revertName(error) === 'InvalidRoyalty',
      );
    }
    const outside = clientsFor(chain, WALLET_KEY);
    await expect(send(outside.wallet, 'setRoyalty', [brandKey('brand-2'), receiver, 100n])).rejects.toSatisfy(
      (error) => revertName(error) === 'AccessControlUnauthorizedAccount',
    );
  }, 30_000);

  it('re-creates tokens only while migrating, for its migrator, until the admin ends it for ever', async () => {
    const tokenId = tokenIdOf('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    const outside = clientsFor(chain, WALLET_KEY);
    const wallet = outside.wallet.account.address;
    // a deployment that migrates nothing has no migrator, and its migration ended from the start
    expect(await read('migrationEnded', [])).toBe(true);
    await expect(
      send(operator.wallet, 'remint', [wallet, tokenId, collectionKey('c'), brandKey('b')]),
    ).rejects.toSatisfy((error) => revertName(error) === 'AccessControlUnauthorizedAccount');
    const migrating = await deployItemsContract(
      operator.wallet,
      operator.reader,
      { metadataBase: METADATA_BASE, contractUri: CONTRACT_URI },
      operator.wallet.account.address,
      { migrating: true },
    );
    const main = contract;
    contract = migrating;
    try {
      await send(operator.wallet, 'remint', [wallet, tokenId, collectionKey('c'), brandKey('b')]);
      await send(operator.wallet, 'remint', [
        custodyAddress(alice),
        tokenId + 1n,
        collectionKey('c'),
        brandKey('b'),
      ]);
      expect(await ownerOf(tokenId)).toBe(wallet);
      expect(await ownerOf(tokenId + 1n)).toBe(custodyAddress(alice));
      expect(await read('totalSupply', [])).toBe(2n);
      await expect(
        send(outside.wallet, 'remint', [wallet, tokenId + 2n, collectionKey('c'), brandKey('b')]),
      ).rejects.toSatisfy((error) => revertName(error) === 'AccessControlUnauthorizedAccount');
      await expect(send(outside.wallet, 'endMigration', [])).rejects.toSatisfy(
        (error) => revertName(error) === 'AccessControlUnauthorizedAccount',
      );
      await send(operator.wallet, 'endMigration', []);
      expect(await read('migrationEnded', [])).toBe(true);
      await expect(
        send(operator.wallet, 'remint', [wallet, tokenId + 2n, collectionKey('c'), brandKey('b')]),
      ).rejects.toSatisfy((error) => revertName(error) === 'MigrationEnded');
    } finally {
      contract = main;
    }
  }, 30_000);

  it('keeps its tokens across a restart (state file)', async () => {
    const tokenId = tokenIdOf('44444444-5555-4666-8777-888888888888');
    await send(operator.wallet, 'mint', [bob, tokenId, collectionKey('collection-2'), brandKey('b')]);
    await chain.stop();
    chain = await startLocalChain({ stateFile });
    operator = clientsFor(chain, OPERATOR_KEY);
    expect(await ownerOf(tokenId)).toBe(custodyAddress(bob));
  }, 30_000);
});
