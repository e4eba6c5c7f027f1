// `npm run ledger -- migrate` from version 2 of the items contract (its artifact kept as a fixture) to version 3,
// whose batch mint keeps a batch's collection and brand once (decision 048): the demo's tokens minted by version
// 2's `mint` (collection and brand per token), one sent out to a wallet, as its worker left them. The command
// re-creates each at its holder, with its collection and brand; `ledger verify` then finds no difference, and the
// new contract takes batch mints.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { type Abi, type Address, getAddress, type Hex, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEMS_CONTRACT_VERSION,
  brandKey,
  collectionKey,
  custodyAccount,
  itemsAbi,
  tokenIdOf,
} from '../src/chain/items-contract';
import { freeLoopbackPort, startLocalChain } from '../src/chain/local-chain';
import {
  type ChainSettings,
  chainClients,
  LOCAL_OPERATOR_KEY,
  localChainFiles,
  recordLocalDeployment,
  startChain,
} from '../src/chain/runtime';
import { migrateCommand } from '../src/cli/ledger-migrate';
import { verifyCommand } from '../src/cli/ledger-verify';
import { chainWrites, collections, items } from '../src/db/schema';
import { type QueuedWrite, mintInto, moveBetween } from '../src/modules/chain/chain-write-calls';
import { ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import { custodyFactColumns, custodyOf } from '../src/modules/chain/custody-holder';
import { demoAppWithOwners } from './demo-app';
import { sendWithGrant } from './fixtures';

const { t, owner1 } = demoAppWithOwners(60_000);
const db = () => t.app.database.db;
const v2 = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/chain/heirloom-items-v2.artifact.json'),
    'utf8',
  ),
) as { abi: Abi; bytecode: Hex };

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-migrate-v2-'));
let settings: Extract<ChainSettings, { mode: 'local' }>;
const wallet = privateKeyToAccount(generatePrivateKey()).address;
let sentOut: string;
let oldContract: Address;
/** each token minted on version 2: its item, collection and brand */
const minted: { itemId: string; collectionId: string; brandId: string }[] = [];

async function run(command: (say: (line: string) => void) => Promise<number>) {
  const lines: string[] = [];
  const code = await command((line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

/** Version 2 deployed as `npm start` deployed it, each item minted by its `mint`, its outbox rows confirmed. */
async function versionTwo() {
  const chain = await startLocalChain({ stateFile: localChainFiles(dir).stateFile, port: settings.port });
  try {
    const { wallet: operator, reader } = chainClients(chain.rpcUrl, chain.chainId, LOCAL_OPERATOR_KEY);
    const me = operator.account.address;
    const deployed = await reader.waitForTransactionReceipt({
      hash: await operator.deployContract({
        abi: v2.abi,
        bytecode: v2.bytecode,
        args: [settings.metadataBase, settings.contractUri, me, me, zeroAddress],
      }),
    });
    oldContract = getAddress(deployed.contractAddress!);
    expect(await reader.readContract({ address: oldContract, abi: v2.abi, functionName: 'VERSION' })).toBe(
      2n,
    );
    recordLocalDeployment(dir, chain.chainId, oldContract);
    const target = { chainId: chain.chainId, contract: oldContract };
    const rows = await db()
      .select({ id: items.id, collectionId: items.collectionId, ...custodyFactColumns })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId));
    const call = async (functionName: string, args: readonly unknown[]) => {
      const hash = await operator.writeContract({ address: oldContract, abi: v2.abi, functionName, args });
      expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    };
    const writes: QueuedWrite[] = [];
    for (const row of rows) {
      const where = custodyOf(row);
      const holder = row.id === sentOut ? owner1Id : where.in === 'account' ? where.holderId : null;
      if (!holder) continue;
      const mint = mintInto(row.id, row, t.app.deps.custody.account(holder, row.id));
      await call('mint', [mint.call.account, tokenIdOf(row.id), mint.call.collection, mint.call.brand]);
      writes.push(mint);
      if (row.id === sentOut) {
        await call('withdraw', [mint.call.account, wallet, tokenIdOf(row.id)]);
        writes.push(moveBetween(row.id, mint.call.account!, { address: wallet }));
      }
      minted.push({ itemId: row.id, collectionId: row.collectionId, brandId: row.brandId });
    }
    await new ChainWritesRepository(db()).enqueue(db(), target, writes, t.clock.now());
    await db()
      .update(chainWrites)
      .set({ state: 'confirmed', confirmedAt: t.clock.now() })
      .where(eq(chainWrites.contract, oldContract));
    await db()
      .update(items)
      .set({ mintChain: 'eip155:31337', mintContract: oldContract })
      .where(
        inArray(
          items.id,
          minted.map((m) => m.itemId),
        ),
      );
  } finally {
    await chain.stop();
  }
}

let owner1Id: string;

beforeAll(async () => {
  settings = {
    mode: 'local',
    dir,
    blockTime: 0.1,
    metadataBase: `${t.config.publicUrl}/api/v1/tokens/`,
    contractUri: `${t.config.publicUrl}/api/v1/contract-metadata`,
    port: await freeLoopbackPort(),
  };
  owner1Id = (await t.app.services.auth.authenticate(owner1.accessToken))!.userId;
  const [first] = await db()
    .select()
    .from(items)
    .where(and(eq(items.ownerId, owner1Id), eq(items.isToMint, false)))
    .limit(1);
  sentOut = first!.id;
  const sent = await sendWithGrant(t, owner1, 'sendToAddress', { addressTo: wallet, productsIds: [sentOut] });
  expect(sent.statusCode, sent.body).toBe(200);
  await versionTwo();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ledger migrate from version 2', () => {
  it('re-creates every token at its holder with its collection and brand on version 3; verify agrees', async () => {
    const migrated = await run((say) => migrateCommand(db(), settings, [], say));
    expect(migrated.text, migrated.text).toContain(
      `HeirloomItems version ${ITEMS_CONTRACT_VERSION} deployed`,
    );
    expect(migrated.text).toContain(`${minted.length} tokens re-created at their holders`);
    expect(migrated.code).toBe(0);
    const verified = await run((say) => verifyCommand(db(), settings, say));
    expect(verified.text, verified.text).toContain(`${minted.length} tokens match the database.`);
    expect(verified.code).toBe(0);

    const chain = (await startChain(
      settings,
      { info: () => undefined, warn: () => undefined },
      { deploy: false },
    ))!;
    try {
      const contract = chain.items.address;
      expect(contract).not.toBe(oldContract);
      expect(await chain.items.version()).toBe(3n);
      const { wallet: operator, reader } = chainClients(
        chain.items.rpcUrl,
        chain.items.chainId,
        LOCAL_OPERATOR_KEY,
      );
      const read = (functionName: string, args: readonly unknown[] = []) =>
        reader.readContract({ address: contract, abi: itemsAbi, functionName, args });
      expect(await chain.items.ownerOf(tokenIdOf(sentOut))).toBe(wallet);
      for (const token of minted) {
        expect(await read('collectionOf', [tokenIdOf(token.itemId)])).toBe(collectionKey(token.collectionId));
        expect(await read('brandOf', [tokenIdOf(token.itemId)])).toBe(brandKey(token.brandId));
      }
      expect(await read('totalSupply')).toBe(BigInt(minted.length));
      // version 3's batch mint, on the migrated contract
      const fresh = [randomUUID(), randomUUID()];
      const hash = await operator.writeContract({
        address: contract,
        abi: itemsAbi,
        functionName: 'mintBatch',
        args: [
          fresh.map((id) => custodyAccount(id)),
          fresh.map((id) => tokenIdOf(id)),
          collectionKey(minted[0]!.collectionId),
          brandKey(minted[0]!.brandId),
        ],
      });
      expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
      expect(await read('totalSupply')).toBe(BigInt(minted.length + 2));
    } finally {
      await chain.stop();
    }
  }, 120_000);
});
