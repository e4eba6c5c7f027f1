// Benchmark: the chain worker on the local chain (Anvil, its block time as npm start runs it) — mint N items'
// tokens, then move each to another owner; transactions per second and the time from queued to confirmed. Then,
// in the same run, the chain's own pace (the same transactions sent straight with viem to an Anvil with the same
// block time, bench-chain-baseline.ts), the worker's share of it against its target, and the gas per mint and
// per move beside OpenZeppelin's plain ERC-721; and a brand's CSV import sent as batch mints (bench-chain-batch.ts):
// its pace and gas per token beside a single mint's. Prints tables; writes JSON to bench/results/. Usage:
// npm run bench:chain -w apps/api [-- --items 1000 --block-time 1]; DATABASE_URL for PostgreSQL.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { recordTarget } from '../../../bench/lib/targets';
import { buildApp } from '../src/app';
import { custodyAddress, tokenIdOf } from '../src/chain/items-contract';
import { chainWrites } from '../src/db/schema';
import { bulkItemOrigins, bulkLoad } from '../src/demo/bulk-load';
import { systemClock } from '../src/lib/clock';
import { ChainWorker, MINT_BATCH } from '../src/modules/chain/chain-worker';
import { type QueuedWrite, mintInto, moveBetween } from '../src/modules/chain/chain-write-calls';
import { ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import { importPhase } from './bench-chain-batch';
import { type PacePhase, RECEIPT_POLL_MS, afterNextBlock, chainPace } from './bench-chain-baseline';
import { arg, benchConfig, resultPath } from './bench-support';

const ITEMS = arg('items', 1000);
const BLOCK_TIME = arg('block-time', 1);
/** The worker's target: this share of the chain's own pace (issue 35). */
const TARGET_SHARE = 0.9;
/** The batch mint's target: its gas per token at most this share of a single mint's (issue 35). */
const TARGET_BATCH_GAS = 0.6;

const config = benchConfig('bench-chain', { CHAIN: 'local', CHAIN_BLOCK_TIME: String(BLOCK_TIME) });
const app = await buildApp(config);
const chain = app.deps.chain;
if (!chain) throw new Error('the local chain did not start');
const db = app.database.db;
await bulkLoad(app.database, 100, ITEMS);
const bulk = await bulkItemOrigins(app.database);
const repo = new ChainWritesRepository(db);
const log = {
  warn: (o: object, m: string) => console.warn(m, o),
  error: (o: object, m: string) => console.error(m, o),
};
/** The worker as the app runs it, with batch mints of `mintBatch` tokens at most. */
const workerWith = (mintBatch: number) =>
  new ChainWorker({
    repo,
    chain: chain.items,
    clock: systemClock,
    log,
    confirmed: async () => {},
    pollMs: RECEIPT_POLL_MS,
    mintBatch,
  });
// the owners' mints and moves, each its own transaction, as the chain's pace sends them (the bulk items spread over
// every collection: batched, they would be compared with single mints)
const worker = workerWith(1);
const target = { chainId: chain.items.chainId, contract: chain.items.address };

/**
 * Queues writes of one kind (one transaction per `perTransaction`, 100 as many sends would), runs the worker
 * until all are final.
 */
async function phase(name: string, writes: QueuedWrite[], runner = worker, perTransaction = 100) {
  await afterNextBlock(chain!.items.rpcUrl);
  const start = performance.now();
  for (let i = 0; i < writes.length; i += perTransaction) {
    await repo.transaction((tx) => repo.enqueue(tx, target, writes.slice(i, i + perTransaction), new Date()));
  }
  const ids = writes.flatMap((w) => (w.itemId ? [w.itemId] : []));
  // this phase's writes: the items' writes of its kind (the transfers follow the same items' mints)
  const ofPhase = and(inArray(chainWrites.itemId, ids), eq(chainWrites.kind, writes[0]!.kind));
  for (;;) {
    await runner.round();
    // the worker's time ends with the round that settled the phase's last write (committed), not with this check
    const end = performance.now();
    const [left] = await db
      .select({ open: count() })
      .from(chainWrites)
      .where(and(ofPhase, notInArray(chainWrites.state, ['confirmed', 'reverted'])));
    if (left!.open > 0) continue;
    const mine = await db
      .select({
        state: chainWrites.state,
        created: chainWrites.createdAt,
        confirmed: chainWrites.confirmedAt,
        block: chainWrites.blockNumber,
      })
      .from(chainWrites)
      .where(ofPhase);
    const open = mine.filter((r) => r.state !== 'confirmed' && r.state !== 'reverted');
    if (open.length === 0 && mine.length >= writes.length) {
      const seconds = (end - start) / 1000;
      const latencies = mine
        .filter((r) => r.confirmed)
        .map((r) => (r.confirmed!.getTime() - r.created.getTime()) / 1000)
        .sort((a, b) => a - b);
      const at = (p: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
      return {
        name,
        writes: writes.length,
        reverted: mine.filter((r) => r.state === 'reverted').length,
        seconds: Number(seconds.toFixed(2)),
        perSecond: Number((writes.length / seconds).toFixed(1)),
        confirmP50: Number(at(0.5).toFixed(2)),
        confirmP95: Number(at(0.95).toFixed(2)),
        blocks: new Set(mine.map((r) => r.block)).size,
      };
    }
  }
}

// each token in the custody account of its holder for that item, as the app keeps them (decision 013): every
// mint and every move writes into an account holding nothing, the path the worker's gas limits are set for
/** The owner each item moves to: the next item's, or the one after when that is its own (a move is to another). */
const next = (i: number) => {
  for (let k = 1; ; k += 1) {
    const owner = bulk[(i + k) % bulk.length]!.ownerId!;
    if (owner !== bulk[i]!.ownerId) return owner;
  }
};
const accounts = bulk.map((item, i) => ({
  account: app.deps.custody.account(item.ownerId!, item.id),
  nextAccount: app.deps.custody.account(next(i), item.id),
}));
const mints = await phase(
  'mint',
  bulk.map((item, i) => mintInto(item.id, item, accounts[i]!.account)),
);
const moves = await phase(
  'transfer',
  bulk.map((item, i) => moveBetween(item.id, accounts[i]!.account, { account: accounts[i]!.nextAccount })),
);
// every token where the writes put it
let wrong = 0;
for (const [i, item] of bulk.entries()) {
  if ((await chain.items.ownerOf(tokenIdOf(item.id))) !== custodyAddress(accounts[i]!.nextAccount))
    wrong += 1;
}
// a brand's CSV import of as many items, one file, sent as batch mints
const imported = await importPhase({
  database: app.database,
  rpcUrl: chain.items.rpcUrl,
  custody: app.deps.custody,
  count: ITEMS,
  run: (name, writes, runner) => phase(name, writes, runner, writes.length),
  alone: worker,
  batched: workerWith(MINT_BATCH),
});
await app.close();

// the chain's own pace, in the same run, on a chain of its own: the same tokens, holders and calls
const pace = await chainPace(
  BLOCK_TIME,
  bulk.map((item, i) => ({
    tokenId: tokenIdOf(item.id),
    ...accounts[i]!,
    collectionId: item.collectionId,
    brandId: item.brandId,
  })),
);
/** The worker's pace as a share of the chain's, and whether it meets the target (90 %). */
const share = (worker: { perSecond: number }, chain: PacePhase) => {
  const ratio = worker.perSecond / chain.perSecond;
  return { ratio: Number(ratio.toFixed(3)), met: ratio >= TARGET_SHARE };
};
const shares = [share(mints, pace.items[0]!), share(moves, pace.items[1]!)];
const gas = ['mint', 'transfer'].map((name, i) => ({
  call: name,
  items: pace.items[i]!.gasPerTx,
  plain: pace.plain[i]!.gasPerTx,
}));

const database = config.databaseUrl?.startsWith('postgres') ? 'postgres' : 'pglite';
const result = {
  database,
  blockTime: BLOCK_TIME,
  items: ITEMS,
  phases: [mints, moves],
  chainPace: pace.items,
  workerShare: shares,
  gas,
  plainErc721: pace.plain,
  ownerOfMismatches: wrong,
  batchMint: { ...imported, mintBatch: MINT_BATCH },
};
const part = `chain · ${database}`;
for (const [i, p] of [mints, moves].entries()) {
  const c = pace.items[i]!;
  recordTarget({
    part,
    what: `worker ${p.name}s against the chain's pace (${c.perSecond} tx/s sent straight)`,
    figure: `${(shares[i]!.ratio * 100).toFixed(1)} % (${p.perSecond} tx/s)`,
    goal: `≥ ${TARGET_SHARE * 100} %`,
    met: shares[i]!.met,
  });
}
const batchMet = imported.share <= TARGET_BATCH_GAS;
recordTarget({
  part,
  what: `batch mint gas per token against a single mint (${imported.singleMintGas} gas)`,
  figure: `${(imported.share * 100).toFixed(1)} % (${imported.gasPerToken} gas)`,
  goal: `≤ ${TARGET_BATCH_GAS * 100} %`,
  met: batchMet,
});
recordTarget({
  part,
  what: 'tokens whose ownerOf matches the last write',
  figure: `${ITEMS - wrong} of ${ITEMS}`,
  goal: 'all',
  met: wrong === 0,
});
const metText = (met: boolean) => (met ? 'met' : 'NOT met');
console.log(`\nChain worker on Anvil (block time ${BLOCK_TIME} s), ${database}, ${ITEMS} items`);
console.log('| phase | writes | reverted | seconds | tx/s | queued → confirmed p50 | p95 |');
console.log('|---|---|---|---|---|---|---|');
for (const p of [mints, moves]) {
  console.log(
    `| ${p.name} | ${p.writes} | ${p.reverted} | ${p.seconds} | ${p.perSecond} | ${p.confirmP50} s | ${p.confirmP95} s |`,
  );
}
console.log(`ownerOf on the chain matches the last write for ${ITEMS - wrong} of ${ITEMS} tokens`);
console.log(
  `\nThe chain's pace: the same ${ITEMS} transactions signed with viem, sent straight (block time ${BLOCK_TIME} s)`,
);
console.log(
  '| phase | worker tx/s (seconds, blocks) | chain tx/s (seconds, blocks) | worker / chain | ≥ 90 % |',
);
console.log('|---|---|---|---|---|');
for (const [i, p] of [mints, moves].entries()) {
  const c = pace.items[i]!;
  console.log(
    `| ${p.name} | ${p.perSecond} (${p.seconds} s, ${p.blocks}) | ${c.perSecond} (${c.seconds} s, ${c.blocks}) | ${(shares[i]!.ratio * 100).toFixed(1)} % | ${metText(shares[i]!.met)} |`,
  );
}
console.log('\nGas per call (mean of the receipts), beside OpenZeppelin ERC721 `_mint`/`_transfer` alone');
console.log('| call | HeirloomItems | plain ERC721 | more |');
console.log('|---|---|---|---|');
for (const g of gas) console.log(`| ${g.call} | ${g.items} | ${g.plain} | ${g.items - g.plain} |`);
const plainMint = pace.plain[0]!.gasPerTx;
console.log(
  `\nA brand's CSV import of ${ITEMS} items (each into the brand's custody account for the item), batch mints of ` +
    `up to ${MINT_BATCH}: ${imported.transactions} transactions, ${imported.phase.perSecond} tokens/s ` +
    `(${imported.phase.seconds} s, p95 ${imported.phase.confirmP95} s)`,
);
console.log('| mint | gas per token | against a single mint | ≤ 60 % |');
console.log('|---|---|---|---|');
console.log(`| single mint (an account of its own) | ${imported.singleMintGas} | 100 % | |`);
console.log(
  `| batch mint | ${imported.gasPerToken} | ${(imported.share * 100).toFixed(1)} % | ${metText(batchMet)} |`,
);
console.log(
  `| plain ERC721 \`_mint\` (each into an account of its own, as above) | ${plainMint} | ${((plainMint / imported.singleMintGas) * 100).toFixed(1)} % | |`,
);
fs.writeFileSync(resultPath(`chain-${database}.json`), `${JSON.stringify(result, null, 2)}\n`);
if (wrong > 0) process.exitCode = 1;
