// Benchmark: page-1 latency of an owner's items and of an item's history with the demo data, then
// with 100,000 items and 10,000 owners loaded (target: within 1.5×). Prints a table; writes JSON to
// bench/results/. Usage: npm run bench:scale -w apps/api [-- --items 100000 --owners 10000]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bulkLoad } from '../src/db/bulk-load';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ITEMS = arg('items', 100_000);
const OWNERS = arg('owners', 10_000);
const RUNS = arg('runs', 200);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-')),
  SEED_DEMO: 'true',
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
};

const before: Awaited<ReturnType<typeof measure>>[] = [];
for (const [label, run] of Object.entries(scenarios)) before.push(await measure(label, run));
const loadStart = performance.now();
await bulkLoad(app.database, OWNERS, ITEMS);
const loadSeconds = (performance.now() - loadStart) / 1000;
const after: Awaited<ReturnType<typeof measure>>[] = [];
for (const [label, run] of Object.entries(scenarios)) after.push(await measure(label, run));

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
].join('\n');
console.log(table);
const outDir = path.resolve(import.meta.dirname, '../../../bench/results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, `items-scale-${app.database.kind}.json`),
  JSON.stringify({ items: ITEMS, owners: OWNERS, runs: RUNS, rows }, null, 2),
);
fs.writeFileSync(path.join(outDir, `items-scale-${app.database.kind}.md`), `${table}\n`);
await app.close();
