// Two API instances on one PostgreSQL database and one chain (as production runs them, decision 031): both run the
// indexer's rounds, the lease lets one read at a time, and each Transfer event is kept once and acted on once —
// a wallet's move seen by both, an item sent back to its owner once.
import { and, eq } from 'drizzle-orm';
import { type Address, createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicItem } from '@heirloom/contract';
import { deployItemsContract, itemsAbi, metadataAddresses, tokenIdOf } from '../src/chain/items-contract';
import { type LocalChain, startLocalChain } from '../src/chain/local-chain';
import { chainClients, LOCAL_OPERATOR_KEY } from '../src/chain/runtime';
import { chainIndex, chainTransfers, chainWrites, itemEvents, items } from '../src/db/schema';
import { DEMO_OWNER_1 } from './demo-app';
import { sendWithGrant } from './fixtures';
import { signIn, type TestApp } from './helpers';
import { createTestApps, testPostgresUrl } from './instances';

const wallet = (index: number) =>
  mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: index });

describe.skipIf(!testPostgresUrl)('the indexer on two instances of the app', () => {
  let chain: LocalChain;
  let contract: Address;
  let apps: TestApp[] = [];

  beforeAll(async () => {
    chain = await startLocalChain({ blockTime: 0.2 });
    const { wallet: operator, reader } = chainClients(chain.rpcUrl, chain.chainId, LOCAL_OPERATOR_KEY);
    contract = await deployItemsContract(operator, reader, metadataAddresses('http://localhost:3000'));
    apps = await createTestApps(2, {
      SEED_DEMO: 'true',
      CHAIN: 'rpc',
      CHAIN_RPC_URL: chain.rpcUrl,
      CHAIN_ID: String(chain.chainId),
      CHAIN_OPERATOR_KEY: LOCAL_OPERATOR_KEY,
      CHAIN_ITEMS_CONTRACT: contract,
      CHAIN_INDEX_CONFIRMATIONS: '2',
    });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await chain?.stop();
  });

  /** Polls while both apps' clocks move on (their workers and leases wait on them). */
  const eventually = async (check: () => Promise<void>, timeout = 60_000) => {
    const ticking = setInterval(() => apps.forEach((t) => t.clock.advance(1)), 100);
    try {
      await vi.waitFor(check, { timeout, interval: 250 });
    } finally {
      clearInterval(ticking);
    }
  };

  it('keeps each transfer once and brings an item back once, whichever instance reads it', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const db = a.app.database.db;
    await eventually(async () => {
      const minting = await db.select({ id: items.id }).from(items).where(eq(items.isToMint, true));
      expect(minting).toEqual([]);
    }, 120_000);
    const owner = await signIn(a, DEMO_OWNER_1);
    const ownerId = (await a.app.services.auth.authenticate(owner.accessToken))!.userId;
    const [item] = await db
      .select()
      .from(items)
      .where(and(eq(items.ownerId, ownerId), eq(items.status, 'active')))
      .limit(1);
    const [holder, onward] = [wallet(1), wallet(2)];
    const sent = await sendWithGrant(a, owner, 'sendToAddress', {
      addressTo: holder.address,
      productsIds: [item!.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reader = createPublicClient({ transport: http(chain.rpcUrl) });
    const ownerOf = () =>
      reader.readContract({
        address: contract,
        abi: itemsAbi,
        functionName: 'ownerOf',
        args: [tokenIdOf(item!.id)],
      });
    await eventually(async () => expect(await ownerOf()).toBe(holder.address));

    const move = async (from: typeof holder, to: Address) => {
      const hash = await createWalletClient({ transport: http(chain.rpcUrl) }).writeContract({
        account: from,
        chain: null,
        address: contract,
        abi: itemsAbi,
        functionName: 'transferFrom',
        args: [from.address, to, tokenIdOf(item!.id)],
      });
      expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
      return hash;
    };
    const onwardTx = await move(holder, onward.address);
    // both instances' public pages name the new holder
    await eventually(async () => {
      for (const t of apps) {
        const page = (await t.app.inject({ url: `/api/public/items/${item!.publicId}` })).json<PublicItem>();
        expect(page.token?.owner.address).toBe(onward.address);
      }
    });
    const back = await move(onward, a.app.deps.custody.address(ownerId, item!.id));
    await eventually(async () => {
      const [row] = await db.select().from(items).where(eq(items.id, item!.id));
      expect(row).toMatchObject({ ownerId, status: 'active' });
    });
    for (const hash of [onwardTx, back]) {
      expect(await db.select().from(chainTransfers).where(eq(chainTransfers.txHash, hash))).toHaveLength(1);
    }
    const returned = await db
      .select()
      .from(itemEvents)
      .where(and(eq(itemEvents.itemId, item!.id), eq(itemEvents.kind, 'returned')));
    expect(returned).toHaveLength(1);
    const arrivals = await db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.itemId, item!.id), eq(chainWrites.kind, 'arrival')));
    expect(arrivals).toHaveLength(1);
    // one cursor, held by one of the two
    const [cursor] = await b.app.database.db.select().from(chainIndex);
    expect(cursor?.leaseHolder).toBeTruthy();
  }, 300_000);
});
