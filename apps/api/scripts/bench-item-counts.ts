// Benchmark: what keeping each collection's counts costs the writes to items (decision 039). In the same run, on
// the seeded demo: a 1,000-item import's insert (one statement, as the CSV import's) and a purchase's item writes
// (the hold marks the item reserved, the sale moves it to its buyer), each in its own transaction, measured three
// ways: no counts kept (the triggers disabled), counts kept by the database's trigger, and counts kept by the
// writer (triggers disabled, the same upsert sent by the application after its write, one more statement).
// Usage: npm run bench:counts -w apps/api [-- --imports 20 --purchases 300 --rounds 3]; DATABASE_URL for PostgreSQL.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { DbOrTx } from '../src/db/client';
import { collections, items, users } from '../src/db/schema';
import { ItemWritesRepository } from '../src/modules/items/item-writes.repository';
import { arg, benchConfig, resultPath } from './bench-support';

const IMPORTS = arg('imports', 20);
const PURCHASES = arg('purchases', 300);
const ROUNDS = arg('rounds', 3);
const TRIGGERS = ['items_counts_insert', 'items_counts_update', 'items_counts_delete'];

const app = await buildApp(benchConfig('counts'));
const db = app.database.db;
const writes = new ItemWritesRepository();
const [collection] = await db.select().from(collections).where(eq(collections.onSale, true)).limit(1);
const [buyer] = await db.select().from(users).limit(1);
if (!collection || !buyer) throw new Error('the demo seed has no collection on sale or no user');

type Way = 'none' | 'trigger' | 'writer';
async function setTriggers(on: boolean) {
  for (const name of TRIGGERS)
    await app.database.raw(`ALTER TABLE items ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${name}`);
}

/** What the writer would send after its write: the change of one collection's counts. */
async function writerUpsert(tx: DbOrTx, way: Way, itemsDelta: number, unsoldDelta: number) {
  if (way !== 'writer') return;
  await tx.execute(
    sql`INSERT INTO collection_item_counts AS c (collection_id, items, unsold)
        VALUES (${collection!.id}, ${itemsDelta}, ${unsoldDelta})
        ON CONFLICT (collection_id) DO UPDATE SET items = c.items + excluded.items, unsold = c.unsold + excluded.unsold`,
  );
}

let serial = 0;
async function oneImport(way: Way) {
  const rows = Array.from({ length: 1_000 }, () => {
    serial += 1;
    return {
      publicId: `counts-bench-${serial}`,
      collectionId: collection!.id,
      name: `Counted ${serial}`,
      serialNumber: `CB-${serial}`,
      status: 'on_sale',
      acquiredAt: new Date(),
    };
  });
  await db.transaction(async (tx) => {
    await writes.create(tx, rows);
    await writerUpsert(tx, way, rows.length, rows.length);
  });
}

async function onePurchase(way: Way, itemId: string) {
  // the hold changes no count (on sale and reserved are both unsold): a writer that knew it would send nothing
  await db.transaction((tx) => writes.setStatus(tx, itemId, 'reserved', { unowned: true }));
  await db.transaction(async (tx) => {
    await writes.moveOwner(tx, [itemId], { from: null, to: buyer!.id, status: 'active', now: new Date() });
    await writerUpsert(tx, way, 0, -1);
  });
}

function median(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(n: number, run: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const results: Record<Way, { importMs: number; purchaseMs: number }> = {
  none: { importMs: 0, purchaseMs: 0 },
  trigger: { importMs: 0, purchaseMs: 0 },
  writer: { importMs: 0, purchaseMs: 0 },
};
// warm-up, then the ways interleaved round by round, each round starting with the next way, so that drift (the
// table growing, the other processes of the machine) and being first after a change of triggers hit each alike
await oneImport('trigger');
const WAYS = ['none', 'trigger', 'writer'] as const;
for (let round = 0; round < ROUNDS; round++) {
  const first = round % WAYS.length;
  for (const way of [...WAYS.slice(first), ...WAYS.slice(0, first)]) {
    await setTriggers(way === 'trigger');
    const importMs = await timed(Math.ceil(IMPORTS / ROUNDS), () => oneImport(way));
    const unsold = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.collectionId, collection.id), isNull(items.ownerId), eq(items.status, 'on_sale')))
      .limit(Math.ceil(PURCHASES / ROUNDS));
    let next = 0;
    const purchaseMs = await timed(unsold.length, () => onePurchase(way, unsold[next++]!.id));
    results[way].importMs += importMs / ROUNDS;
    results[way].purchaseMs += purchaseMs / ROUNDS;
  }
}
await setTriggers(true);

const f = (n: number) => n.toFixed(2);
const over = (n: number, base: number) =>
  `${n >= base ? '+' : ''}${(((n - base) / base) * 100).toFixed(1)} %`;
const table = [
  `Counts' write cost — ${app.database.kind}, medians, ${IMPORTS} imports of 1,000 items and ${PURCHASES} purchases (hold + sale) in ${ROUNDS} rounds, each way's medians averaged`,
  '',
  '| way | 1,000-item import ms | vs none | purchase (hold + sale) ms | vs none |',
  '|---|---|---|---|---|',
  ...WAYS.map(
    (way) =>
      `| ${way} | ${f(results[way].importMs)} | ${over(results[way].importMs, results.none.importMs)} | ${f(results[way].purchaseMs)} | ${over(results[way].purchaseMs, results.none.purchaseMs)} |`,
  ),
].join('\n');
console.log(table);
fs.writeFileSync(resultPath(`item-counts-${app.database.kind}.md`), `${table}\n`);
await app.close();
