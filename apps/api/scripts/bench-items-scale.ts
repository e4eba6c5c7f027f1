// Benchmark: page-1 latency of an owner's items and of an item's history (and the shop's pages) with the
// demo data, then with 100,000 items and 10,000 owners loaded (target: within 1.5×), and EXPLAIN of every
// statement each of those requests runs. Prints tables; writes JSON to bench/results/.
// Usage: npm run bench:scale -w apps/api [-- --items 100000 --owners 10000]; DATABASE_URL for PostgreSQL.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { count, fillPlaceholders } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { bulkLoad } from '../src/demo/bulk-load';
import { items } from '../src/db/schema';
import { arg, benchConfig, resultPath } from './bench-support';

const ITEMS = arg('items', 100_000);
const OWNERS = arg('owners', 10_000);
const RUNS = arg('runs', 200);

const config = benchConfig('bench', {
  SMS_PER_IP_PER_HOUR: '100000',
  AUTH_REQUESTS_PER_IP_PER_MINUTE: '100000',
});
const app = await buildApp(config, {
  providers: { sms: { name: 'bench', send: async (m) => void (lastSms = m.text) } },
});
let lastSms = '';

await app.inject({ method: 'POST', url: '/api/v1/auth/sms', payload: { phone: '+33600000001' } });
const code = /(\d{6})/.exec(lastSms)?.[1];
const tokens = (
  await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { phone: '+33600000001', code } })
).json();
const headers = { authorization: `Bearer ${tokens.accessToken}` };
const collection = (
  await app.inject({ method: 'POST', url: '/api/v1/products/collections/10/0', headers, payload: {} })
).json().items[0];
const item = (
  await app.inject({ method: 'POST', url: `/api/v1/products/${collection.id}/10/0`, headers, payload: {} })
).json().items[0];
const onSale = (await app.inject({ url: '/api/nft-collections/forSale' })).json().items[0];

async function measure(label: string, request: () => Promise<{ statusCode: number }>) {
  for (let i = 0; i < 20; i++) await request();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await request();
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { label, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const scenarios = {
  'items page (collection, page 1)': () =>
    app.inject({ method: 'POST', url: `/api/v1/products/${collection.id}/10/0`, headers, payload: {} }),
  'history page (item, page 1)': () =>
    app.inject({ url: `/api/v1/products/getProductHistory/${item.id}`, headers }),
  'collections page': () =>
    app.inject({ method: 'POST', url: '/api/v1/products/collections/10/0', headers, payload: {} }),
  'item count': () => app.inject({ url: '/api/v1/products/count', headers }),
  'item page (signed in)': () => app.inject({ url: `/api/v1/products/${item.id}`, headers }),
  'shop: collections on sale': () => app.inject({ url: '/api/nft-collections/forSale' }),
  'shop: items for sale (page 1)': () =>
    app.inject({ method: 'POST', url: `/api/products/getProductsForSale/${onSale.id}/10/0`, payload: {} }),
};

/** Every statement a request runs, caught where Drizzle executes them: statements built per call and the ones
 * the repositories prepare once (both drivers' prepared queries share one class per driver). */
interface Statement {
  sql: string;
  params: unknown[];
}
interface PreparedQuery {
  query: { sql: string };
  params: unknown[];
  execute(values?: Record<string, unknown>): Promise<unknown>;
}
const preparedClass = Object.getPrototypeOf(
  app.database.db.select({ n: count() }).from(items).prepare('bench_probe'),
) as PreparedQuery;
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const original = preparedClass.execute;
  const caught: Statement[] = [];
  preparedClass.execute = function (this: PreparedQuery, values: Record<string, unknown> = {}) {
    caught.push({ sql: this.query.sql, params: fillPlaceholders(this.params, values) });
    return original.call(this, values);
  };
  try {
    await run();
  } finally {
    preparedClass.execute = original;
  }
  return caught;
}

/** The access path of each table in a plan: index names, or a sequential scan. */
async function accessPaths(statement: Statement): Promise<string[]> {
  const rows = await app.database.raw<Record<string, string>>(`EXPLAIN ${statement.sql}`, statement.params);
  const lines = rows.map((r) => String(Object.values(r)[0]));
  return lines
    .map((line) =>
      /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using| on) (\S+)(?: on (\S+))?/.exec(
        line,
      ),
    )
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => (m[1] === 'Seq Scan' ? `Seq Scan on ${m[2]}` : `${m[2]}${m[3] ? ` (${m[3]})` : ''}`));
}

const before: Awaited<ReturnType<typeof measure>>[] = [];
for (const [label, run] of Object.entries(scenarios)) before.push(await measure(label, run));
const loadStart = performance.now();
await bulkLoad(app.database, OWNERS, ITEMS);
// every owner signed in once, so the session check reads a realistic sessions table
await app.database.raw(
  `INSERT INTO sessions (user_id, refresh_hash, created_at, last_used_at, expires_at)
   SELECT id, md5(id::text), now(), now(), now() + interval '30 days' FROM users WHERE phone LIKE '+3399%'`,
);
await app.database.analyze();
const loadSeconds = (performance.now() - loadStart) / 1000;
const after: Awaited<ReturnType<typeof measure>>[] = [];
for (const [label, run] of Object.entries(scenarios)) after.push(await measure(label, run));

// EXPLAIN of what each request runs, with the data loaded (the session check included)
const explained: { scenario: string; statement: string; paths: string[] }[] = [];
for (const [label, run] of Object.entries(scenarios)) {
  const statements = (await statementsOf(run)).filter((st) => /^\s*(select|with)\b/i.test(st.sql));
  const seen = new Set<string>();
  for (const statement of statements) {
    if (seen.has(statement.sql)) continue;
    seen.add(statement.sql);
    const table = /\bfrom\s+"?(\w+)"?/i.exec(statement.sql)?.[1] ?? '?';
    explained.push({
      scenario: label,
      statement: `select … from ${table}`,
      paths: await accessPaths(statement),
    });
  }
}
// Small tables (brands, collections, the demo's pictures…) are read whole by design; these must not be.
const BIG = /Seq Scan on (items|item_events|users|sessions)\b/;
const seqOnBig = explained.filter((e) => e.paths.some((p) => BIG.test(p)));

const rows = before.map((b, i) => {
  const a = after[i]!;
  return { scenario: b.label, demo: b, loaded: a, ratioP50: a.p50 / b.p50 };
});
const f = (n: number) => n.toFixed(2);
const table = [
  `Scale benchmark — ${app.database.kind}, ${ITEMS.toLocaleString('en')} items / ${OWNERS.toLocaleString('en')} owners (loaded in ${loadSeconds.toFixed(1)} s), ${RUNS} runs each, through Fastify inject`,
  '',
  '| scenario | demo p50 ms | demo p99 ms | loaded p50 ms | loaded p99 ms | p50 ratio |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.scenario} | ${f(r.demo.p50)} | ${f(r.demo.p99)} | ${f(r.loaded.p50)} | ${f(r.loaded.p99)} | ${f(r.ratioP50)}× |`,
  ),
  '',
  `EXPLAIN of each statement those requests run, with the data loaded (${seqOnBig.length} sequential scans of a big table):`,
  '',
  '| request | statement | access paths |',
  '|---|---|---|',
  ...explained.map((e) => `| ${e.scenario} | ${e.statement} | ${e.paths.join(', ') || '(no table)'} |`),
].join('\n');
console.log(table);
fs.writeFileSync(
  resultPath(`items-scale-${app.database.kind}.json`),
  JSON.stringify({ items: ITEMS, owners: OWNERS, runs: RUNS, rows, explained }, null, 2),
);
fs.writeFileSync(resultPath(`items-scale-${app.database.kind}.md`), `${table}\n`);
await app.close();
