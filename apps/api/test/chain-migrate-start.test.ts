// A local chain made by an earlier `npm start` (the previous contract, its artifact kept as a fixture) is migrated
// when the server starts on it (decision 030): the app then writes to this version of the contract, and the demo's
// items are minted there. A chain reached by RPC is its operator's to migrate: the server refuses to start on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS_CONTRACT_VERSION, tokenIdOf } from '../src/chain/items-contract';
import { startLocalChain } from '../src/chain/local-chain';
import {
  chainClients,
  LOCAL_OPERATOR_KEY,
  localChainFiles,
  recordLocalDeployment,
} from '../src/chain/runtime';
import { items } from '../src/db/schema';
import { contractArtifact } from './chain-migrate-fixtures';
import { chainWaits } from './chain-waits';
import { createTestApp, type TestApp } from './helpers';

const dataDir = mkdtempSync(path.join(tmpdir(), 'heirloom-migrate-start-'));
const chainDir = path.join(dataDir, 'chain');
const t = {} as TestApp;
let previous: Address;

const v1 = contractArtifact(1);

/** The previous contract deployed on the chain at `rpcUrl`, the development operator its admin and operator. */
async function deployPrevious(rpcUrl: string, chainId: number): Promise<Address> {
  const { wallet, reader } = chainClients(rpcUrl, chainId, LOCAL_OPERATOR_KEY);
  const hash = await wallet.deployContract({
    abi: v1.abi,
    bytecode: v1.bytecode,
    args: ['http://localhost/api/v1/tokens/', wallet.account.address, wallet.account.address],
  });
  return getAddress((await reader.waitForTransactionReceipt({ hash })).contractAddress!);
}

beforeAll(async () => {
  const chain = await startLocalChain({ stateFile: localChainFiles(chainDir).stateFile });
  try {
    previous = await deployPrevious(chain.rpcUrl, chain.chainId);
    recordLocalDeployment(chainDir, chain.chainId, previous);
  } finally {
    await chain.stop();
  }
  Object.assign(
    t,
    await createTestApp({ CHAIN: 'local', CHAIN_BLOCK_TIME: '0.2', DATA_DIR: dataDir, SEED_DEMO: 'true' }),
  );
}, 90_000);
afterAll(async () => {
  await t.close?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an earlier local chain at start', () => {
  it('is moved to this version of the contract, where the demo items are then minted', async () => {
    const chain = t.app.deps.chain!.items;
    expect(chain.address).not.toBe(previous);
    expect(await chain.version()).toBe(ITEMS_CONTRACT_VERSION);
    await chainWaits(t).chainSettled();
    const [item] = await t.app.database.db.select().from(items).where(eq(items.isToMint, false)).limit(1);
    expect(item?.mintContract).toBe(chain.address);
    expect(await chain.ownerOf(tokenIdOf(item!.id))).not.toBeNull();
  }, 90_000);
});

describe('an earlier contract reached by RPC', () => {
  it('keeps the server from starting, and says to run the migration', async () => {
    const chain = await startLocalChain();
    try {
      const address = await deployPrevious(chain.rpcUrl, chain.chainId);
      const starting = createTestApp({
        CHAIN: 'rpc',
        CHAIN_RPC_URL: chain.rpcUrl,
        CHAIN_ID: String(chain.chainId),
        CHAIN_OPERATOR_KEY: LOCAL_OPERATOR_KEY,
        CHAIN_ITEMS_CONTRACT: address,
      });
      await expect(starting).rejects.toThrow(`The items contract ${address} is an older version`);
      await expect(starting).rejects.toThrow('npm run ledger -- migrate');
    } finally {
      await chain.stop();
    }
  }, 60_000);
});
