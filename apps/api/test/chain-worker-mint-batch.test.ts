// The chain worker's batch mints (decision 048) on a real local chain (Anvil): mints of one collection and brand
// queued together leave as one `mintBatch` per collection, sharing a nonce, each token minted once with its own
// ERC-721 Transfer and its confirmation told to the app; a batch that reverts (one of its ids already minted
// elsewhere) loses no token and mints none twice: its other tokens are sent again alone, the one that cannot be
// minted is reverted alone; a batch refused for its fees is signed again whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { type Hex, erc721Abi, parseEventLogs, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { custodyAccount, custodyAddress, itemsAbi, tokenIdOf } from '../src/chain/items-contract';
import { type ChainRuntime, LOCAL_OPERATOR_KEY, chainClients, startChain } from '../src/chain/runtime';
import { chainWrites } from '../src/db/schema';
import { bulkItemOrigins, bulkLoad } from '../src/demo/bulk-load';
import { MINT_BATCH } from '../src/modules/chain/chain-worker';
import { mintWrite, moveWrite } from '../src/modules/chain/chain-write-calls';
import { ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import { chainWorkerFixtures } from './chain-worker-fixtures';
import { createTestApp, type TestApp } from './helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-mint-batch-'));
let t: TestApp;
let runtime: ChainRuntime;
let repo: ChainWritesRepository;
let bulk: Awaited<ReturnType<typeof bulkItemOrigins>>;
const log = { warn: vi.fn(), error: vi.fn() };
const { db, target, workerWith, settleAll, enqueue, signQueued, expectInCustody } = chainWorkerFixtures(
  () => ({ t, repo, runtime }),
  log,
);

const writesOf = (ids: string[]) =>
  db().select().from(chainWrites).where(inArray(chainWrites.itemId, ids)).orderBy(asc(chainWrites.seq));
/** Each item's mint queued, all in one transaction. */
const enqueueMints = (mints: typeof bulk) => enqueue(mints.map((m) => mintWrite(m, m.ownerId!)));
/** Items not queued yet, all of one collection and brand. */
async function unqueuedOfOneOrigin() {
  const queued = new Set((await db().select().from(chainWrites)).map((w) => w.itemId));
  const first = bulk.find((m) => !queued.has(m.id))!;
  return bulk.filter(
    (m) => !queued.has(m.id) && m.collectionId === first.collectionId && m.brandId === first.brandId,
  );
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  repo = new ChainWritesRepository(db());
  const started = await startChain(
    {
      mode: 'local',
      dir,
      blockTime: 0.2,
      metadataBase: 'http://localhost/t/',
      contractUri: 'http://localhost/c',
    },
    { info: () => undefined, warn: () => undefined },
  );
  if (!started) throw new Error('the local chain did not start');
  runtime = started;
  await bulkLoad(t.app.database, 10, 60);
  bulk = await bulkItemOrigins(t.app.database);
}, 60_000);
afterAll(async () => {
  await runtime?.stop();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('batch mints', () => {
  it('one mintBatch per collection and brand, each token once with its Transfer, a move behind it lands', async () => {
    const mints = bulk.slice(0, 24);
    const collections = new Set(mints.map((m) => `${m.collectionId}:${m.brandId}`));
    expect(collections.size).toBeGreaterThan(1);
    expect(collections.size).toBeLessThan(mints.length);
    await enqueueMints(mints);
    // and a move of the first token, queued behind its mint: signed after the batch, mined after it
    const first = mints[0]!;
    const to = bulk[30]!.ownerId!;
    await enqueue([moveWrite(first.id, first.ownerId!, to)]);
    const confirmed: string[] = [];
    await settleAll(workerWith(confirmed));

    const writes = await writesOf(mints.map((m) => m.id));
    expect(writes.every((w) => w.state === 'confirmed')).toBe(true);
    const minted = writes.filter((w) => w.kind === 'mint');
    // one transaction, one nonce, per collection and brand; each write its place in it
    expect(new Set(minted.map((w) => w.txHash)).size).toBe(collections.size);
    expect(new Set(minted.map((w) => w.nonce)).size).toBe(collections.size);
    for (const hash of new Set(minted.map((w) => w.txHash))) {
      const same = minted.filter((w) => w.txHash === hash);
      expect(same.map((w) => w.batchIndex).sort((a, b) => a - b)).toEqual(same.map((_, i) => i));
      expect(new Set(same.map((w) => w.call.collection)).size).toBe(1);
      // the receipt: one ERC-721 Transfer per token, from nowhere to its custody address
      const receipt = await runtime.items['reader'].getTransactionReceipt({ hash: hash as Hex });
      const transfers = parseEventLogs({ abi: erc721Abi, logs: receipt.logs, eventName: 'Transfer' });
      expect(transfers.map((e) => e.args)).toEqual(
        same.map((w) => ({
          from: zeroAddress,
          to: custodyAddress(w.call.account as Hex),
          tokenId: BigInt(w.call.tokenId!),
        })),
      );
    }
    // the app told once of each mint, each token where its writes put it
    expect(confirmed.filter((id) => minted.some((w) => w.id === id)).sort()).toEqual(
      minted.map((w) => w.id).sort(),
    );
    expect(await runtime.items.ownerOf(tokenIdOf(first.id))).toBe(custodyAddress(custodyAccount(to)));
    await expectInCustody(mints.slice(1));
    const { reader } = chainClients(runtime.items.rpcUrl, runtime.items.chainId, LOCAL_OPERATOR_KEY);
    expect(
      await reader.readContract({
        address: runtime.items.address,
        abi: itemsAbi,
        functionName: 'totalSupply',
      }),
    ).toBe(BigInt(mints.length));
  }, 60_000);

  it('a batch that reverts sends its other tokens again alone; the one already minted elsewhere is reverted', async () => {
    const sameOrigin = bulk
      .slice(24)
      .filter((m) => m.collectionId === bulk[24]!.collectionId && m.brandId === bulk[24]!.brandId);
    expect(sameOrigin.length).toBeGreaterThanOrEqual(3);
    const [taken, ...others] = sameOrigin;
    // its id minted by someone else's write first, into an account no write of the app names
    const elsewhere = custodyAccount('not-the-apps');
    const { wallet, reader } = chainClients(runtime.items.rpcUrl, runtime.items.chainId, LOCAL_OPERATOR_KEY);
    const hash = await wallet.writeContract({
      address: runtime.items.address,
      abi: itemsAbi,
      functionName: 'mint',
      args: [elsewhere, tokenIdOf(taken!.id), `0x${'0'.repeat(64)}`, `0x${'0'.repeat(64)}`],
    });
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    log.warn.mockClear();
    log.error.mockClear();
    await enqueueMints(sameOrigin);
    const confirmed: string[] = [];
    await settleAll(workerWith(confirmed));

    const writes = await writesOf(sameOrigin.map((m) => m.id));
    const byItem = new Map(writes.map((w) => [w.itemId, w]));
    // the one that cannot be minted: reverted alone, its token left where it was
    expect(byItem.get(taken!.id)).toMatchObject({ state: 'reverted', call: { alone: 'true' } });
    expect(await runtime.items.ownerOf(tokenIdOf(taken!.id))).toBe(custodyAddress(elsewhere));
    expect(confirmed).not.toContain(byItem.get(taken!.id)!.id);
    // the others: minted once each, alone, after their batch reverted
    for (const m of others) {
      const write = byItem.get(m.id)!;
      expect(write).toMatchObject({ state: 'confirmed', call: { alone: 'true' }, batchIndex: 0 });
      expect(confirmed).toContain(write.id);
      expect(await runtime.items.ownerOf(tokenIdOf(m.id))).toBe(custodyAddress(custodyAccount(m.ownerId!)));
    }
    expect(new Set(others.map((m) => byItem.get(m.id)!.txHash)).size).toBe(others.length);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ writes: sameOrigin.length }),
      expect.stringContaining('a batch mint reverted'),
    );
    expect(log.error).toHaveBeenCalledTimes(1);
    // one write per token: nothing queued twice
    expect(writes).toHaveLength(sameOrigin.length);
    const rows = await db().select().from(chainWrites).where(eq(chainWrites.itemId, others[0]!.id));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('a batch refused for its fees is signed again for all its writes, same nonce, for more', async () => {
    const same = await unqueuedOfOneOrigin();
    expect(same.length).toBeGreaterThanOrEqual(2);
    await enqueueMints(same);
    // signed for 1 wei a gas: below any block's base fee, the chain refuses it
    await signQueued({ fees: { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }, batch: MINT_BATCH });
    const cheap = await writesOf(same.map((m) => m.id));
    expect(new Set(cheap.map((w) => w.txHash)).size).toBe(1);
    await settleAll(workerWith());
    const done = await writesOf(same.map((m) => m.id));
    expect(done.every((w) => w.state === 'confirmed' && w.nonce === cheap[0]!.nonce)).toBe(true);
    expect(new Set(done.map((w) => w.txHash)).size).toBe(1);
    expect(done[0]!.txHash).not.toBe(cheap[0]!.txHash);
    expect(done.every((w) => w.priorHashes.includes(cheap[0]!.txHash!))).toBe(true);
    await expectInCustody(same);
  }, 60_000);

  it("a round's limit never splits a batch: its writes are taken whole", async () => {
    const same = await unqueuedOfOneOrigin();
    expect(same.length).toBeGreaterThanOrEqual(3);
    await enqueueMints(same);
    await signQueued({ batch: MINT_BATCH });
    const taken = await repo.takeDue(target(), t.clock.now(), 1);
    expect(taken.map((w) => w.itemId).sort()).toEqual(same.map((m) => m.id).sort());
    expect(taken.map((w) => w.batchIndex)).toEqual(same.map((_, i) => i));
    t.clock.advance(60); // past the lease
    await settleAll(workerWith());
    await expectInCustody(same);
  }, 60_000);

  it('with a batch size of 1, each mint is a transaction of its own', async () => {
    const queued = new Set((await db().select().from(chainWrites)).map((w) => w.itemId));
    const rest = bulk.filter((m) => !queued.has(m.id)).slice(0, 4);
    expect(rest).toHaveLength(4);
    await enqueueMints(rest);
    await settleAll(workerWith([], 1));
    const writes = await writesOf(rest.map((m) => m.id));
    expect(writes.every((w) => w.state === 'confirmed')).toBe(true);
    expect(new Set(writes.map((w) => w.nonce)).size).toBe(rest.length);
  }, 60_000);
});
