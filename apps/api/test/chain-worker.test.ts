// The chain worker on a real local chain (Anvil) and the test database: writes queued with a change of
// custody reach the chain once, in order, through a chain that stops and a worker that dies mid-way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { custodyAccount, custodyAddress, tokenIdOf } from '../src/chain/items-contract';
import { freeLoopbackPort } from '../src/chain/local-chain';
import {
  type ChainRuntime,
  type ChainSettings,
  LOCAL_OPERATOR_KEY,
  chainClients,
  startChain,
} from '../src/chain/runtime';
import { chainSigners, chainWrites, collections, items } from '../src/db/schema';
import { mintWrite, moveWrite } from '../src/modules/chain/chain-write-calls';
import { ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import { chainWorkerFixtures } from './chain-worker-fixtures';
import { createTestApp, type TestApp } from './helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-chain-worker-'));
let t: TestApp;
let runtime: ChainRuntime;
let repo: ChainWritesRepository;
let settings: Extract<ChainSettings, { mode: 'local' }>;
const log = { warn: vi.fn(), error: vi.fn() };
const { db, workerWith, settleAll, enqueue, signQueued } = chainWorkerFixtures(
  () => ({ t, repo, runtime }),
  log,
);
/** The worker's first half alone: queued writes get their nonces and signed transactions, nothing is sent. */
const signOnly = () => signQueued();

async function chainUp(): Promise<ChainRuntime> {
  const started = await startChain(settings, { info: () => undefined, warn: log.warn });
  if (!started) throw new Error('the local chain did not start');
  return started;
}

const writesOf = (itemId: string) =>
  db().select().from(chainWrites).where(eq(chainWrites.itemId, itemId)).orderBy(asc(chainWrites.seq));

/** Two demo items and their owners. */
async function demoItems() {
  const rows = await db()
    .select({
      id: items.id,
      ownerId: items.ownerId,
      collectionId: items.collectionId,
      brandId: collections.clientId,
    })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collectionId))
    .orderBy(asc(items.id));
  return rows.filter((r) => r.ownerId !== null);
}

const mint = (item: { id: string; ownerId: string | null; collectionId: string; brandId: string }) =>
  mintWrite(item, item.ownerId!);
const move = moveWrite;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  repo = new ChainWritesRepository(db());
  settings = {
    mode: 'local',
    dir,
    blockTime: 0.2,
    metadataBase: 'http://localhost/t/',
    contractUri: 'http://localhost/c',
    port: await freeLoopbackPort(),
  };
  runtime = await chainUp();
}, 60_000);
afterAll(async () => {
  await runtime?.stop();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the chain worker', () => {
  it('mints and moves in the order they were queued, each once, and tells the app of each confirmation', async () => {
    const [a, b] = await demoItems();
    const confirmed: string[] = [];
    // each mint alone (batch mints, in order and once: chain-worker-mint-batch.test.ts)
    const worker = workerWith(async (_tx, write) => {
      confirmed.push(write.id);
    }, 1);
    const firstNonce = await runtime.items.pendingNonce();
    // the move is queued behind its mint, in the same transaction: it is signed before the mint is mined
    await enqueue([mint(a!), mint(b!), move(a!.id, a!.ownerId!, b!.ownerId!)]);
    await settleAll(worker);

    expect(await runtime.items.ownerOf(tokenIdOf(a!.id))).toBe(custodyAddress(custodyAccount(b!.ownerId!)));
    expect(await runtime.items.ownerOf(tokenIdOf(b!.id))).toBe(custodyAddress(custodyAccount(b!.ownerId!)));
    const written = [...(await writesOf(a!.id)), ...(await writesOf(b!.id))];
    expect(written.map((w) => w.state)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(written.map((w) => w.nonce).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([
      firstNonce,
      firstNonce + 1,
      firstNonce + 2,
    ]);
    expect(written.every((w) => /^0x[0-9a-f]{64}$/.test(w.txHash ?? '') && w.blockNumber)).toBe(true);
    expect(confirmed.sort()).toEqual(written.map((w) => w.id).sort());
    expect(await runtime.items.pendingNonce()).toBe(firstNonce + 3);
  }, 60_000);

  it('keeps a write signed while the chain is down and sends it when the chain is back', async () => {
    const [, , c] = await demoItems();
    const worker = workerWith();
    await enqueue([mint(c!)]);
    await signOnly(); // signed while the chain runs …
    const [signed] = await writesOf(c!.id);
    expect(signed?.state).toBe('signed');
    await runtime.stop(); // … which stops before it is sent

    t.clock.advance(31);
    log.warn.mockClear();
    await worker.round();
    await worker.round();
    const [waiting] = await writesOf(c!.id);
    expect(waiting?.state).toBe('signed');
    expect(waiting?.attempts).toBeGreaterThan(0);
    expect(waiting?.lastError).toBeTruthy();
    // said once, not at every round; the worker rests longer while the chain is down
    const down = log.warn.mock.calls.filter(([, msg]) => /the chain does not answer/.test(String(msg)));
    expect(down).toHaveLength(1);
    expect(worker.restMs(0, 400)).toBe(1600);

    runtime = await chainUp(); // the same chain (state file), at the same address
    t.clock.advance(120);
    await settleAll(worker);
    const [done] = await writesOf(c!.id);
    expect(done?.state).toBe('confirmed');
    expect(await runtime.items.ownerOf(tokenIdOf(c!.id))).toBe(custodyAddress(custodyAccount(c!.ownerId!)));
    expect(worker.restMs(0, 400)).toBe(400);
    expect(worker.restMs(1, 400)).toBe(0);
  }, 60_000);

  it('a worker that dies after sending, before recording: the next one finds the transaction and sends nothing new', async () => {
    const [, , , d] = await demoItems();
    const dying = workerWith(async () => {
      throw new Error('killed between send and record');
    });
    await enqueue([mint(d!)]);
    const before = await runtime.items.pendingNonce();
    for (let i = 0; i < 40 && (await runtime.items.ownerOf(tokenIdOf(d!.id))) === null; i++) {
      await dying.round().catch(() => undefined);
      t.clock.advance(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // mined on the chain, but the record of it rolled back with the failure
    expect(await runtime.items.ownerOf(tokenIdOf(d!.id))).not.toBeNull();
    expect((await writesOf(d!.id))[0]?.state).toBe('signed');

    t.clock.advance(60); // past the dead worker's lease
    await settleAll(workerWith());
    const [done] = await writesOf(d!.id);
    expect(done?.state).toBe('confirmed');
    expect(await runtime.items.pendingNonce()).toBe(before + 1);
    // a worker whose lease ran out while it asked the chain finds it settled: it changes nothing more
    const again = { state: 'confirmed', blockNumber: 1n, txHash: done!.txHash! } as const;
    expect(await repo.transaction((tx) => repo.settle(tx, done!.id, again, t.clock.now()))).toBe(false);
  }, 60_000);

  it('signs a write again, and every write after it, when the chain gave its nonce to another transaction', async () => {
    const all = await demoItems();
    const e = all[4]!;
    const other = all.find((i) => i.ownerId !== e.ownerId)!;
    log.error.mockClear();
    // the item's mint, then its move: the move must not land before the mint
    await enqueue([mint(e), move(e.id, e.ownerId!, other.ownerId!)]);
    await signOnly();
    const [signed, moveSigned] = await writesOf(e.id);
    expect(moveSigned?.nonce).toBe(signed!.nonce! + 1);
    // someone sends with the operator's key from elsewhere, with the mint's very nonce
    const { wallet } = chainClients(runtime.items.rpcUrl, runtime.items.chainId, LOCAL_OPERATOR_KEY);
    const foreign = await wallet.sendTransaction({
      to: wallet.account.address,
      value: 0n,
      nonce: signed!.nonce!,
    });
    await vi.waitFor(
      async () => expect((await runtime.items.confirmation(foreign)).state).toBe('confirmed'),
      {
        timeout: 10_000,
        interval: 100,
      },
    );

    await settleAll(workerWith());
    const [minted, moved] = await writesOf(e.id);
    expect([minted?.state, moved?.state]).toEqual(['confirmed', 'confirmed']);
    expect(minted?.nonce).not.toBe(signed!.nonce);
    expect(moved!.nonce).toBeGreaterThan(minted!.nonce!);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ write: minted!.id, nonce: signed!.nonce }),
      expect.stringMatching(/nonce taken/),
    );
    expect(await runtime.items.ownerOf(tokenIdOf(e.id))).toBe(custodyAddress(custodyAccount(other.ownerId!)));
  }, 60_000);

  it('two workers at once hand out each nonce once', async () => {
    const rest = (await demoItems()).slice(5, 11);
    expect(rest.length).toBeGreaterThan(2);
    const first = await runtime.items.pendingNonce();
    await enqueue(rest.map(mint));
    // each mint alone: one nonce a write (mints sharing a batch share its nonce, chain-worker-mint-batch.test.ts)
    const [one, two] = [workerWith(undefined, 1), workerWith(undefined, 1)];
    await Promise.all([one.round(), two.round(), one.round()]);
    await settleAll(one);
    const nonces = (await Promise.all(rest.map((r) => writesOf(r.id)))).flat().map((w) => w.nonce);
    expect(nonces.sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(rest.map((_, i) => first + i));
    expect(await runtime.items.pendingNonce()).toBe(first + rest.length);
  }, 60_000);

  it('follows the chain’s count: ahead of it (the key used elsewhere), and behind it (a chain that lost what was signed)', async () => {
    const [f, g, h] = (await demoItems()).slice(11, 14);
    const { wallet } = chainClients(runtime.items.rpcUrl, runtime.items.chainId, LOCAL_OPERATOR_KEY);
    // the operator's key sends from elsewhere: the next write takes the nonce after that transaction
    const other = await wallet.sendTransaction({ to: wallet.account.address, value: 0n });
    await vi.waitFor(async () => expect((await runtime.items.confirmation(other)).state).toBe('confirmed'), {
      timeout: 10_000,
      interval: 100,
    });
    const counted = await runtime.items.pendingNonce();
    await enqueue([mint(f!)]);
    await settleAll(workerWith());
    expect((await writesOf(f!.id))[0]).toMatchObject({ state: 'confirmed', nonce: counted });

    // the database's sequence runs ahead of the chain (a local chain started afresh), nothing waiting
    const bump = () =>
      db()
        .update(chainSigners)
        .set({ nextNonce: sql`${chainSigners.nextNonce} + 10` })
        .where(eq(chainSigners.address, runtime.items.operator));
    await bump();
    await enqueue([mint(g!)]);
    await settleAll(workerWith());
    expect((await writesOf(g!.id))[0]).toMatchObject({ state: 'confirmed', nonce: counted + 1 });

    // a write signed after a gap the chain never fills: signed again from the chain's count
    await bump();
    await enqueue([mint(h!)]);
    const [signer] = await db()
      .select()
      .from(chainSigners)
      .where(eq(chainSigners.address, runtime.items.operator));
    await signQueued({ counted: signer!.nextNonce }); // a count that believes the gap is filled
    expect((await writesOf(h!.id))[0]?.nonce).toBe(counted + 12);
    await settleAll(workerWith());
    // confirmed under the nonce the chain counted (its first signing's, counted + 12, could never be mined)
    expect((await writesOf(h!.id))[0]).toMatchObject({ state: 'confirmed', nonce: counted + 2 });
    expect(await runtime.items.ownerOf(tokenIdOf(h!.id))).toBe(custodyAddress(custodyAccount(h!.ownerId!)));
  }, 60_000);

  it('a write refused for its fees is signed again, same nonce, for more; the first signing’s hash is kept', async () => {
    const [, , , , , , , , , , , , , , i] = await demoItems();
    log.warn.mockClear();
    await enqueue([mint(i!)]);
    // signed for 1 wei a gas: below any block's base fee, the chain refuses it
    await signQueued({ fees: { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n } });
    const [cheap] = await writesOf(i!.id);
    await settleAll(workerWith());
    const [done] = await writesOf(i!.id);
    expect(done).toMatchObject({ state: 'confirmed', nonce: cheap!.nonce, priorHashes: [cheap!.txHash] });
    expect(done?.txHash).not.toBe(cheap!.txHash);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ write: done!.id, why: 'refused as underpriced' }),
      'chain worker: fees raised',
    );
    expect(await runtime.items.ownerOf(tokenIdOf(i!.id))).toBe(custodyAddress(custodyAccount(i!.ownerId!)));
  }, 60_000);

  it('a write sent but left unmined look after look is signed again for more, and the chain mines that one', async () => {
    const [, , , , , , , , , , , , , , , j] = await demoItems();
    const { reader } = chainClients(runtime.items.rpcUrl, runtime.items.chainId, LOCAL_OPERATOR_KEY);
    const rpc = (method: string, params: unknown[]) =>
      (reader as unknown as { request(a: { method: string; params: unknown[] }): Promise<unknown> }).request({
        method,
        params,
      });
    await enqueue([mint(j!)]);
    await signOnly();
    const [first] = await writesOf(j!.id);
    // the chain stops making blocks: the transaction waits in its pool
    await rpc('evm_setIntervalMining', [0]);
    try {
      const worker = workerWith(undefined, undefined, { stuckLooks: 3 });
      for (let n = 0; n < 6; n++) {
        await worker.round();
        t.clock.advance(1);
      }
      const [raised] = await writesOf(j!.id);
      expect(raised).toMatchObject({ state: 'signed', nonce: first!.nonce, priorHashes: [first!.txHash] });
      // blocks again: the chain takes the signing that pays more (a worker that waits longer before raising)
      await rpc('evm_setIntervalMining', [1]);
      await settleAll(workerWith());
      const [done] = await writesOf(j!.id);
      expect(done).toMatchObject({ state: 'confirmed', txHash: raised!.txHash });
    } finally {
      await rpc('evm_setIntervalMining', [1]);
    }
    expect(await runtime.items.ownerOf(tokenIdOf(j!.id))).toBe(custodyAddress(custodyAccount(j!.ownerId!)));
  }, 60_000);
});
