// `npm run ledger -- migrate` from version 2 of the items contract (its artifact kept as a fixture) to version 3,
// whose batch mint keeps a batch's collection and brand once (decision 048): the demo's tokens minted by version
// 2's `mint` (collection and brand per token), one sent out to a wallet, as its worker left them. The command
// re-creates each at its holder, with its collection and brand; `ledger verify` then finds no difference, and the
// new contract takes batch mints.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { type Address, zeroAddress } from 'viem';
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
import { migrateCommand } from '../src/cli/ledger-migrate';
import { verifyCommand } from '../src/cli/ledger-verify';
import { chainWrites, items } from '../src/db/schema';
import { type QueuedWrite, mintInto, moveBetween } from '../src/modules/chain/chain-write-calls';
import { ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import { custodyOf } from '../src/modules/chain/custody-holder';
import {
  type LocalSettings,
  afterMigration,
  contractArtifact,
  earlierDeployment,
  itemsWithCustody,
  migrationSettings,
  run,
} from './chain-migrate-fixtures';
import { demoAppWithOwners } from './demo-app';
import { sendWithGrant } from './fixtures';

const { t, owner1 } = demoAppWithOwners(60_000);
const db = () => t.app.database.db;
const v2 = contractArtifact(2);

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-migrate-v2-'));
let settings: LocalSettings;
const wallet = privateKeyToAccount(generatePrivateKey()).address;
let sentOut: string;
let oldContract: Address;
/** each token minted on version 2: its item, collection and brand */
const minted: { itemId: string; collectionId: string; brandId: string }[] = [];

/** Version 2 deployed as `npm start` deployed it, each item minted by its `mint`, its outbox rows confirmed. */
async function versionTwo() {
  const args = (me: Address) => [settings.metadataBase, settings.contractUri, me, me, zeroAddress];
  oldContract = await earlierDeployment(settings, v2, args, async ({ chainId, address, reader, call }) => {
    expect(await reader.readContract({ address, abi: v2.abi, functionName: 'VERSION' })).toBe(2n);
    const target = { chainId, contract: address };
    const writes: QueuedWrite[] = [];
    for (const row of await itemsWithCustody(t)) {
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
      .where(eq(chainWrites.contract, address));
    await db()
      .update(items)
      .set({ mintChain: 'eip155:31337', mintContract: address })
      .where(
        inArray(
          items.id,
          minted.map((m) => m.itemId),
        ),
      );
  });
}

let owner1Id: string;

beforeAll(async () => {
  settings = await migrationSettings(t, dir);
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

    await afterMigration(settings, async ({ chain, contract, operator, reader, read }) => {
      expect(contract).not.toBe(oldContract);
      expect(await chain.items.version()).toBe(3n);
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
    });
  }, 120_000);
});
