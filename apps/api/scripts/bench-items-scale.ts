// Benchmark: page-1 latency of an owner's items and of an item's history (and the shop's pages) with the
// demo data, then with 100,000 items and 10,000 owners loaded (--million: 1,000,000 items of 100,000 owners; one
// item in ten unowned, on sale where its collection is), each beside the target (within 1.5× of the demo's), and
// EXPLAIN of every statement each of those requests runs. Prints tables; writes JSON to bench/results/.
// Usage: npm run bench:scale -w apps/api [-- --million | --items 100000 --owners 10000]; DATABASE_URL for
// PostgreSQL.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { count, fillPlaceholders } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { bulkLoad } from '../src/demo/bulk-load';
import { items } from '../src/db/schema';
import { recordTarget } from '../../../bench/lib/targets';
import { arg, benchConfig, resultPath } from './bench-support';

const MILLION = process.argv.includes('--million');
const ITEMS = arg('items', MILLION ? 1_000_000 : 100_000);
const OWNERS = arg('owners', MILLION ? 100_000 : 10_000);
/** The loaded p50 may be at most this many times the demo's. */
const TARGET = 1.5;
const RUNS = arg('runs', 200);

type App = Awaited<ReturnType<typeof buildApp>>;
type Request = () => Promise<{ statusCode: number }>;

/** An app on the seeded demo (DATABASE_URL, else in-memory PGlite), and the requests measured on it. */
async function startApp(databaseUrl: string | undefined) {
  let lastSms = '';
  const app = await buildApp(
    benchConfig('bench', {
      SMS_PER_IP_PER_HOUR: '100000',
      AUTH_REQUESTS_PER_IP_PER_MINUTE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    { providers: { sms: { name: 'bench', send: async (m) => void (lastSms = m.text) } } },
  );
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
  const scenarios: Record<string, Request> = {
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
    'shop: items for sale by name (page 1)': () =>
      app.inject({
        method: 'POST',
        url: `/api/products/getProductsForSale/${onSale.id}/10/0`,
        payload: { filters: { sort: 'name' } },
      }),
  };
  return { app, scenarios };
}

/** A database of its own for the demo app beside the loaded one: PGlite in memory, or a sibling PostgreSQL one. */
async function demoDatabaseUrl(loaded: App): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) return undefined;
  const sibling = new URL(url);
  const name = `${sibling.pathname.slice(1) || 'postgres'}_demo`.replace(/\W/g, '_');
  await loaded.database.raw(`DROP DATABASE IF EXISTS ${name}`);
  await loaded.database.raw(`CREATE DATABASE ${name}`);
  sibling.pathname = `/${name}`;
  return sibling.toString();
}

const { app, scenarios } = await startApp(undefined);
const demo = await startApp(await demoDatabaseUrl(app));

type Stats = { p50: number; p95: number; p99: number };
function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** The same request on the demo and on the loaded app, taken in turns (the machine's load hits both alike). */
async function compare(label: string, onDemo: Request, onLoaded: Request) {
  const times = { demo: [] as number[], loaded: [] as number[] };
  for (let i = 0; i < RUNS + 20; i++) {
    for (const [which, request] of [
      ['demo', onDemo],
      ['loaded', onLoaded],
    ] as const) {
      const start = performance.now();
      const res = await request();
      if (i >= 20) times[which].push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${label} (${which}): HTTP ${res.statusCode}`);
    }
  }
  return { scenario: label, demo: stats(times.demo), loaded: stats(times.loaded) };
}

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

const loadStart = performance.now();
// one item in ten the brand's, unowned: on sale in the collections on sale (tens of thousands in the shop)
await bulkLoad(app.database, OWNERS, ITEMS, 10);
// every owner signed in once, so the session check reads a realistic sessions table
await app.database.raw(
  `INSERT INTO sessions (user_id, refresh_hash, created_at, last_used_at, expires_at)
   SELECT id, md5(id::text), now(), now(), now() + interval '30 days' FROM users WHERE phone LIKE '+3399%'`,
);
// as autovacuum would soon after such a load (then it does not run during the measures): the statistics, and
// the visibility map that lets a count read an index alone
await app.database.raw('VACUUM ANALYZE');
const loadSeconds = (performance.now() - loadStart) / 1000;
const measured: Awaited<ReturnType<typeof compare>>[] = [];
for (const [label, run] of Object.entries(scenarios))
  measured.push(await compare(label, demo.scenarios[label]!, run));
await demo.app.close();

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

const rows = measured.map((m) => ({
  ...m,
  ratioP50: m.loaded.p50 / m.demo.p50,
  met: m.loaded.p50 / m.demo.p50 <= TARGET,
}));
const f = (n: number) => n.toFixed(2);
for (const r of rows) {
  recordTarget({
    part: `scale · ${app.database.kind}`,
    what: `${r.scenario} at ${ITEMS.toLocaleString('en')} items, p50 against the demo's`,
    figure: `${f(r.ratioP50)}×`,
    goal: `≤ ${TARGET}×`,
    met: r.met,
  });
}
recordTarget({
  part: `scale · ${app.database.kind}`,
  what: `sequential scans of a big table (items, item_events, users, sessions) at ${ITEMS.toLocaleString('en')} items`,
  figure: String(seqOnBig.length),
  goal: '0',
  met: seqOnBig.length === 0,
});
const table = [
  `Scale benchmark — ${app.database.kind}, ${ITEMS.toLocaleString('en')} items / ${OWNERS.toLocaleString('en')} owners (loaded in ${loadSeconds.toFixed(1)} s), ${RUNS} runs each, on the demo app and the loaded one in turns, through Fastify inject`,
  '',
  `| scenario | demo p50 ms | demo p99 ms | loaded p50 ms | loaded p99 ms | p50 ratio | target ≤ ${TARGET}× |`,
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.scenario} | ${f(r.demo.p50)} | ${f(r.demo.p99)} | ${f(r.loaded.p50)} | ${f(r.loaded.p99)} | ${f(r.ratioP50)}× | ${r.met ? 'met' : 'NOT MET'} |`,
  ),
  '',
  `Target (every page within ${TARGET}× of the demo's p50): ${rows.every((r) => r.met) ? 'met' : `NOT MET (${rows.filter((r) => !r.met).length} of ${rows.length})`}`,
  '',
  `EXPLAIN of each statement those requests run, with the data loaded (${seqOnBig.length} sequential scans of a big table):`,
  '',
  '| request | statement | access paths |',
  '|---|---|---|',
  ...explained.map((e) => `| ${e.scenario} | ${e.statement} | ${e.paths.join(', ') || '(no table)'} |`),
].join('\n');
console.log(table);
fs.writeFileSync(
  resultPath(`items-scale-${app.database.kind}-${ITEMS}.json`),
  JSON.stringify({ items: ITEMS, owners: OWNERS, runs: RUNS, target: TARGET, rows, explained }, null, 2),
);
fs.writeFileSync(resultPath(`items-scale-${app.database.kind}-${ITEMS}.md`), `${table}\n`);
await app.close();
