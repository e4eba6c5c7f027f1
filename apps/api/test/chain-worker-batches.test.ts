// The chain worker's rounds in JSON-RPC batches (decision 040), counted by a proxy between the worker and a local
// chain (Anvil): a round of 60 writes asks the chain a handful of times, not a few times per write; and the gas
// limits the worker signs with cover what each call costs in its dearest path, measured by the node.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Hex, encodeFunctionData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ItemsCall, ItemsChain, gasLimit, intrinsicGas } from '../src/chain/items-chain';
import { custodyAccount, itemsAbi, tokenIdOf } from '../src/chain/items-contract';
import { type ChainRuntime, LOCAL_OPERATOR_KEY, chainClients, startChain } from '../src/chain/runtime';
import { chainWrites } from '../src/db/schema';
import { bulkItemOrigins, bulkLoad } from '../src/demo/bulk-load';
import { ChainWorker, MINT_BATCH } from '../src/modules/chain/chain-worker';
import { mintWrite, moveWrite } from '../src/modules/chain/chain-write-calls';
import { ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import { createTestApp, type TestApp } from './helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-chain-batches-'));
let t: TestApp;
let runtime: ChainRuntime;
let proxy: http.Server;
/** HTTP requests and JSON-RPC calls that went through the proxy */
const seen = { requests: 0, calls: 0 };

/** Forwards every request to the chain, counting requests and the JSON-RPC calls in them. */
function countingProxy(target: string): Promise<string> {
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as unknown;
      seen.requests += 1;
      seen.calls += Array.isArray(parsed) ? parsed.length : 1;
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(await answer.text());
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)),
  );
}

let proxyUrl: string | undefined;
const proxied = async () => (proxyUrl ??= await countingProxy(runtime.items.rpcUrl));

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  const started = await startChain(
    {
      mode: 'local',
      dir,
      blockTime: 0.5,
      metadataBase: 'http://localhost/t/',
      contractUri: 'http://localhost/c',
    },
    { info: () => undefined, warn: () => undefined },
  );
  if (!started) throw new Error('the local chain did not start');
  runtime = started;
}, 60_000);
afterAll(async () => {
  proxy?.close();
  await runtime?.stop();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the chain worker in JSON-RPC batches', () => {
  it('a round of 60 writes asks the chain a few times, not per write; the next settles all 60 as few times', async () => {
    const url = await proxied();
    const { wallet, reader } = chainClients(url, runtime.items.chainId, LOCAL_OPERATOR_KEY);
    const chain = new ItemsChain(runtime.items.chainId, url, runtime.items.address, wallet, reader, 1);
    const db = t.app.database.db;
    const repo = new ChainWritesRepository(db);
    const target = { chainId: chain.chainId, contract: chain.address };
    await bulkLoad(t.app.database, 20, 60);
    const bulk = await bulkItemOrigins(t.app.database);
    expect(bulk).toHaveLength(60);
    await repo.transaction((tx) =>
      repo.enqueue(
        tx,
        target,
        bulk.map((item) => mintWrite(item, item.ownerId!)),
        t.clock.now(),
      ),
    );
    const worker = new ChainWorker({
      repo,
      chain,
      clock: t.clock,
      log: { warn() {}, error() {} },
      confirmed: async () => {},
      // each mint its own transaction: the calls counted here are per transaction (batch mints: decision 048)
      mintBatch: 1,
    });

    seen.requests = 0;
    seen.calls = 0;
    expect(await worker.round()).toBe(0);
    // a round that signed writes is followed at once: the queue may hold more
    expect(worker.restMs(0, 400)).toBe(0);
    // signed and sent: the nonce, fees and supply asked together, the fee estimate's own block read, the 60 sends
    expect(seen.calls).toBeGreaterThanOrEqual(60);
    expect(seen.requests).toBeLessThanOrEqual(4);
    const signed = await db.select({ state: chainWrites.state }).from(chainWrites);
    expect(signed.filter((w) => w.state === 'signed')).toHaveLength(60);

    // mined in the next blocks: one round reads the 60 receipts and the head, and settles them all
    await new Promise((resolve) => setTimeout(resolve, 1500));
    t.clock.advance(5);
    seen.requests = 0;
    seen.calls = 0;
    expect(await worker.round()).toBe(60);
    expect(seen.calls).toBeGreaterThanOrEqual(60);
    expect(seen.requests).toBeLessThanOrEqual(3);
    for (const item of bulk.slice(0, 5)) expect(await chain.ownerOf(tokenIdOf(item.id))).not.toBeNull();

    // and the moves that follow, signed before anything of theirs is asked of the chain, land as well
    const next = (i: number) => bulk[(i + 1) % bulk.length]!.ownerId!;
    await repo.transaction((tx) =>
      repo.enqueue(
        tx,
        target,
        bulk.map((item, i) => moveWrite(item.id, item.ownerId!, next(i))),
        t.clock.now(),
      ),
    );
    expect(await worker.round()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    t.clock.advance(5);
    expect(await worker.round()).toBe(60);
    const states = await db.select({ state: chainWrites.state }).from(chainWrites);
    expect(states.every((w) => w.state === 'confirmed')).toBe(true);
  }, 60_000);
});

describe('CHAIN_RPC_BATCH', () => {
  it('sets the calls a request carries; 0 sends each call alone, for an RPC that refuses batches', async () => {
    const url = await proxied();
    const ask = async (rpcBatch?: number) => {
      const { reader } = chainClients(url, runtime.items.chainId, LOCAL_OPERATOR_KEY, rpcBatch);
      seen.requests = 0;
      const addresses = Array.from(
        { length: 6 },
        (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as const,
      );
      await Promise.all(addresses.map((address) => reader.getBalance({ address })));
      return seen.requests;
    };
    expect(await ask()).toBe(1);
    expect(await ask(4)).toBe(2);
    expect(await ask(0)).toBe(6);
  });
});

describe('the gas limits the worker signs with', () => {
  /** What the node says the call needs as the operator sends it now (its dearest path set up by the caller). */
  const needed = (data: Hex) =>
    runtime.items['reader'].estimateGas({ account: runtime.items.operator, to: runtime.items.address, data });
  const dataOf = (call: ItemsCall): Hex => {
    switch (call.fn) {
      case 'mint':
        return encodeFunctionData({
          abi: itemsAbi,
          functionName: 'mint',
          args: [call.account, call.tokenId, call.collection, call.brand],
        });
      case 'mintBatch':
        return encodeFunctionData({
          abi: itemsAbi,
          functionName: 'mintBatch',
          args: [call.accounts, call.tokenIds, call.collection, call.brand],
        });
      case 'move':
        return encodeFunctionData({
          abi: itemsAbi,
          functionName: 'move',
          args: [call.from, call.to, call.tokenId],
        });
      case 'withdraw':
        return encodeFunctionData({
          abi: itemsAbi,
          functionName: 'withdraw',
          args: [call.from, call.to, call.tokenId],
        });
      case 'updateMetadata':
        return encodeFunctionData({ abi: itemsAbi, functionName: 'updateMetadata', args: [call.tokenId] });
      case 'setRoyalty':
        return encodeFunctionData({
          abi: itemsAbi,
          functionName: 'setRoyalty',
          args: [call.brand, call.receiver, BigInt(call.bps)],
        });
    }
  };
  /** The limit covers the node's estimate, with no more than a few thousand gas to spare (blocks fill by limits). */
  async function fits(call: ItemsCall, hasTokens: boolean) {
    const data = dataOf(call);
    const limit = gasLimit(call, data, hasTokens);
    const estimate = await needed(data);
    expect(limit).toBeGreaterThanOrEqual(estimate);
    expect(limit - estimate).toBeLessThanOrEqual(5_000n);
  }

  it('covers each call in its dearest path, with little to spare', async () => {
    // a chain of its own: its contract has no token yet
    const own = mkdtempSync(path.join(tmpdir(), 'heirloom-chain-gas-'));
    const fresh = await startChain(
      {
        mode: 'local',
        dir: own,
        blockTime: 0.2,
        metadataBase: 'http://localhost/t/',
        contractUri: 'http://localhost/c',
      },
      { info: () => undefined, warn: () => undefined },
    );
    if (!fresh) throw new Error('the local chain did not start');
    const saved = runtime;
    runtime = fresh;
    try {
      const brand = `0x${'b1'.repeat(32)}` as Hex;
      const first: ItemsCall = {
        fn: 'mint',
        account: custodyAccount('a'),
        tokenId: 1n << 120n,
        collection: `0x${'c1'.repeat(32)}`,
        brand,
      };
      await fits(first, false);
      // a batch mint as the contract's first: its collection and brand new to it, each account holding nothing
      const batchOf = (size: number, from: bigint, collection: Hex): ItemsCall => ({
        fn: 'mintBatch',
        accounts: Array.from({ length: size }, (_, i) => custodyAccount(`batch-${from + BigInt(i)}`)),
        tokenIds: Array.from({ length: size }, (_, i) => from + BigInt(i)),
        collection,
        brand,
      });
      await fits(batchOf(1, 1n << 121n, `0x${'c2'.repeat(32)}`), false);
      await fits(batchOf(100, 1n << 121n, `0x${'c2'.repeat(32)}`), false);
      const sent = await fresh.items.sign(first, await fresh.items.pendingNonce());
      await fresh.items.broadcast(sent.raw);
      await fresh.items['reader'].waitForTransactionReceipt({ hash: sent.hash });
      await fresh.items.readSupply();
      // the next mints: into an account holding nothing (each item has its own custody account)
      await fits({ ...first, account: custodyAccount('b'), tokenId: (1n << 120n) + 1n }, true);
      for (const size of [1, 2, 10, MINT_BATCH, 100])
        await fits(
          batchOf(size, (1n << 122n) + BigInt(size) * 1000n, `0x${size.toString(16).padStart(64, 'd')}`),
          true,
        );
      await fits(
        { fn: 'move', from: custodyAccount('a'), to: custodyAccount('z'), tokenId: 1n << 120n },
        true,
      );
      await fits(
        {
          fn: 'withdraw',
          from: custodyAccount('a'),
          to: '0x00000000000000000000000000000000000000aa',
          tokenId: 1n << 120n,
        },
        true,
      );
      await fits({ fn: 'updateMetadata', tokenId: 1n << 120n }, true);
      await fits(
        { fn: 'setRoyalty', brand, receiver: '0x00000000000000000000000000000000000000aa', bps: 1000 },
        true,
      );
      // the intrinsic cost as the yellow paper counts it: 21,000, 16 a non-zero byte, 4 a zero byte
      expect(intrinsicGas('0x00ff')).toBe(21_020n);
    } finally {
      runtime = saved;
      await fresh.stop();
      rmSync(own, { recursive: true, force: true });
    }
  }, 60_000);
});
