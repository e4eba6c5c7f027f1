// `npm run ledger -- migrate` (decision 030) from a deployment of the previous contract (its artifact kept as a
// fixture): the demo's tokens in custody and one sent out to a wallet, as the previous version's worker left them
// (its calls, its outbox rows). The command deploys this version, re-creates every token at its holder, records
// where each is, ends the migration, and points the app at the new address; `ledger verify` then finds no
// difference, no mint is queued again, and a second run has nothing to do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, not } from 'drizzle-orm';
import { type Address, type Hex, keccak256, stringToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERFACE_IDS, ITEMS_CONTRACT_VERSION, collectionKey, tokenIdOf } from '../src/chain/items-contract';
import { migrateCommand } from '../src/cli/ledger-migrate';
import { verifyCommand } from '../src/cli/ledger-verify';
import { chainWrites, collections, items } from '../src/db/schema';
import type { QueuedWrite } from '../src/modules/chain/chain-write-calls';
import { mintInto, moveBetween } from '../src/modules/chain/chain-write-calls';
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

const { t, owner1, owner2 } = demoAppWithOwners(60_000);
const db = () => t.app.database.db;
const v1 = contractArtifact(1);

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-migrate-'));
let settings: LocalSettings;
const wallet = privateKeyToAccount(generatePrivateKey()).address;
let sentOut: string;
/** sent to the other owner, its move still queued for the old contract when the migration runs */
let movedLater: string;
let oldContract: Address;
let tokens = 0;

/**
 * The previous version's deployment, as its worker left it: each item minted into its holder's custody account
 * with the previous `mint` (no brand), the item sent out withdrawn to its wallet; each call's outbox row confirmed
 * but one: the move of the item sent to the other owner, still queued (the chain had not taken it yet).
 */
async function previousDeployment(ownerId: string) {
  const args = (me: Address) => [settings.metadataBase, me, me];
  oldContract = await earlierDeployment(settings, v1, args, async ({ chainId, address, call }) => {
    const target = { chainId, contract: address };
    const writes: QueuedWrite[] = [];
    const account = (holder: string, itemId: string) => t.app.deps.custody.account(holder, itemId) as Hex;
    for (const row of await itemsWithCustody(t)) {
      const where = custodyOf(row);
      const holder =
        row.id === movedLater || row.id === sentOut
          ? ownerId
          : where.in === 'account'
            ? where.holderId
            : null;
      if (!holder) continue;
      const from = account(holder, row.id);
      await call('mint', [from, tokenIdOf(row.id), collectionKey(row.collectionId)]);
      // the previous mint's call: no brand
      const mint = mintInto(row.id, row, from);
      writes.push({ ...mint, call: { ...mint.call, brand: undefined } as unknown as Record<string, string> });
      if (row.id === sentOut) {
        await call('withdraw', [from, wallet, tokenIdOf(row.id)]);
        writes.push(moveBetween(row.id, from, { address: wallet }));
      }
      if (row.id === movedLater && where.in === 'account') {
        writes.push(moveBetween(row.id, from, { account: account(where.holderId, row.id) }));
      }
      tokens += 1;
    }
    const repo = new ChainWritesRepository(db());
    await repo.enqueue(db(), target, writes, t.clock.now());
    await db()
      .update(chainWrites)
      .set({ state: 'confirmed', confirmedAt: t.clock.now() })
      .where(
        and(
          eq(chainWrites.chainId, target.chainId),
          eq(chainWrites.contract, target.contract),
          not(and(eq(chainWrites.itemId, movedLater), eq(chainWrites.kind, 'move'))!),
        ),
      );
    // what the previous worker recorded of each confirmed mint
    await db()
      .update(items)
      .set({ mintChain: 'eip155:31337', mintContract: address })
      .where(inArray(items.id, [...new Set(writes.map((w) => w.itemId ?? ''))]));
  });
}

beforeAll(async () => {
  settings = await migrationSettings(t, dir);
  const ownerId = (await t.app.services.auth.authenticate(owner1.accessToken))!.userId;
  const [first, second] = await db()
    .select()
    .from(items)
    .where(and(eq(items.ownerId, ownerId), eq(items.isToMint, false)))
    .limit(2);
  sentOut = first!.id;
  movedLater = second!.id;
  const sent = await sendWithGrant(t, owner1, 'sendToAddress', { addressTo: wallet, productsIds: [sentOut] });
  expect(sent.statusCode, sent.body).toBe(200);
  t.clock.advance(60); // a second code for the same owner
  const given = await sendWithGrant(t, owner1, 'sendToPhone', {
    phoneTo: owner2.phone,
    productsIds: [movedLater],
  });
  expect(given.statusCode, given.body).toBe(200);
  await previousDeployment(ownerId);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ledger migrate', () => {
  it('starts from a previous deployment that `verify` finds right, one move still on its way', async () => {
    const verified = await run((say) => verifyCommand(db(), settings, say));
    expect(verified.text).toContain(`${tokens - 1} tokens match the database; 1 on their way to the chain.`);
    expect(verified.code).toBe(0);
  }, 60_000);

  it('re-creates every token at its holder on the new contract, and `verify` then finds no difference', async () => {
    const migrated = await run((say) => migrateCommand(db(), settings, [], say));
    expect(migrated.text, migrated.text).toContain(`${tokens} tokens re-created at their holders`);
    expect(migrated.code).toBe(0);
    expect(migrated.text).toContain('the migration is ended');
    expect(migrated.text).toContain('1 writes that had not reached');

    const verified = await run((say) => verifyCommand(db(), settings, say));
    expect(verified.text).toContain(`${tokens} tokens match the database.`);
    expect(verified.text).not.toContain('DIFFERENT');
    expect(verified.code).toBe(0);

    // the app's chain is the new contract: its tokens where they were, the wallet's included
    await afterMigration(settings, async ({ chain, contract, read }) => {
      expect(contract).not.toBe(oldContract);
      expect(await chain.items.ownerOf(tokenIdOf(sentOut))).toBe(wallet);
      // where the move the old contract never got would have left it: the new owner's custody
      const [moved] = await db().select().from(items).where(eq(items.id, movedLater));
      expect(await chain.items.ownerOf(tokenIdOf(movedLater))).toBe(
        t.app.deps.custody.address(moved!.ownerId!, movedLater),
      );
      expect(await read('totalSupply')).toBe(BigInt(tokens));
      expect(await read('supportsInterface', [INTERFACE_IDS.erc4906])).toBe(true);
      expect(await read('migrationEnded')).toBe(true);
      const role = keccak256(stringToBytes('MIGRATOR_ROLE'));
      expect(await read('hasRole', [role, chain.items.operator])).toBe(false);
      // the brand is on the new contract now: royalties follow
      const [row] = await db()
        .select({ id: items.id, brandId: collections.clientId })
        .from(items)
        .innerJoin(collections, eq(collections.id, items.collectionId))
        .limit(1);
      expect(await read('brandOf', [tokenIdOf(row!.id)])).toBe(
        keccak256(stringToBytes(`brand:${row!.brandId}`)),
      );
      // the outbox knows where each token is on it: nothing is minted again at the next start
      const target = { chainId: chain.items.chainId, contract };
      const again = await new ChainWritesRepository(db()).queueMissingMints(
        target,
        t.app.deps.custody,
        t.clock.now(),
      );
      expect(again.queued).toBe(0);
      const [minted] = await db().select().from(items).where(eq(items.id, row!.id));
      expect(minted!.mintContract).toBe(contract);
    });
  }, 120_000);

  it('has nothing to do a second time', async () => {
    const again = await run((say) => migrateCommand(db(), settings, [], say));
    expect(again).toEqual({
      code: 0,
      text: expect.stringContaining(`version ${ITEMS_CONTRACT_VERSION} already: nothing to migrate`),
    });
  }, 60_000);
});
