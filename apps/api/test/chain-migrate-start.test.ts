// A local chain made by an earlier `npm start` (the previous contract, its artifact kept as a fixture) is migrated
// when the server starts on it (decision 030): the app then writes to this version of the contract, and the demo's
// items are minted there.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { type Abi, type Address, getAddress, type Hex } from 'viem';
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
import { chainWaits } from './chain-waits';
import { createTestApp, type TestApp } from './helpers';

const dataDir = mkdtempSync(path.join(tmpdir(), 'heirloom-migrate-start-'));
const chainDir = path.join(dataDir, 'chain');
const t = {} as TestApp;
let previous: Address;

beforeAll(async () => {
  const v1 = JSON.parse(
    readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        'fixtures/chain/heirloom-items-v1.artifact.json',
      ),
      'utf8',
    ),
  ) as { abi: Abi; bytecode: Hex };
  const chain = await startLocalChain({ stateFile: localChainFiles(chainDir).stateFile });
  try {
    const { wallet, reader } = chainClients(chain.rpcUrl, chain.chainId, LOCAL_OPERATOR_KEY);
    const hash = await wallet.deployContract({
      abi: v1.abi,
      bytecode: v1.bytecode,
      args: ['http://localhost/api/v1/tokens/', wallet.account.address, wallet.account.address],
    });
    previous = getAddress((await reader.waitForTransactionReceipt({ hash })).contractAddress!);
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
