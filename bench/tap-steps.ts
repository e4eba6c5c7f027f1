// What one tap costs, step by step (issue 31's benchmark): the API built in this process (buildApp, as the server
// builds it), genuine taps of the demo chips sent one at a time through Fastify's inject, each repository
// call of the tap timed, and the tap's cryptography timed alone. One request in flight: these are costs, not
// queueing. `npx tsx bench/tap-steps.ts [memory:// | postgres://…] [taps]` (CHAIN=off: without the chain)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { demoItems } from '../apps/api/src/demo/data';
import { demoTagUid } from '../apps/api/src/demo/tags';
import { brandMetaReadKey, chipKey, chipKeys, KEY_NUMBER } from '../apps/api/src/lib/sun/key-diversification';
import { sunParameters } from '../apps/api/src/lib/sun/soft-chip';
import { readSunMessage } from '../apps/api/src/lib/sun/sun-message';
import { ProtectionService } from '../apps/api/src/modules/protection/protection.service';
import { TagKeyVault } from '../apps/api/src/modules/tags/tag-key-vault';
import { TagsRepository } from '../apps/api/src/modules/tags/tags.repository';
import { DEMO_TAG_MASTER_KEY } from '../apps/api/src/modules/tags/tags.service';
import { fixed, markdownTable } from './lib/results';

const databaseUrl = process.argv[2] ?? 'memory://';
const taps = Number(process.argv[3] ?? 500);

const spent = new Map<string, { calls: number; ms: number }>();
const add = (name: string, ms: number) => {
  const entry = spent.get(name) ?? { calls: 0, ms: 0 };
  entry.calls++;
  entry.ms += ms;
  spent.set(name, entry);
};
/** Times every call of `proto[method]` (sync or async) under `name`. */
function timed(proto: object, method: string, name: string): void {
  const target = proto as Record<string, (...args: unknown[]) => unknown>;
  const original = target[method]!;
  target[method] = function (this: unknown, ...args: unknown[]) {
    const start = performance.now();
    const result = original.apply(this, args);
    if (result instanceof Promise) return result.finally(() => add(name, performance.now() - start));
    add(name, performance.now() - start);
    return result;
  };
}
for (const method of [
  'addressed',
  'masterKey',
  'tagByUid',
  'recordProvenTap',
  'recordUnprovenTap',
  'replaysSince',
]) {
  timed(TagsRepository.prototype, method, `repository.${method}`);
}
timed(TagKeyVault.prototype, 'open', 'vault.open (master key)');
timed(ProtectionService.prototype, 'publicItem', 'protection.publicItem (the answer’s item)');

const config = loadConfig({
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-tap-steps-')),
  SEED_DEMO: 'true',
  // as the benchmarked API runs (bench/lib/processes.ts): items are tokens on a local chain
  CHAIN: process.env.CHAIN ?? 'local',
  LOG_LEVEL: 'silent',
  LOG_REQUESTS: 'false',
  RESPONSE_CHECKS: 'false',
  TAPS_PER_IP_PER_MINUTE: '100000000',
});
const app = await buildApp(config);
await app.ready();

const master = Buffer.from(DEMO_TAG_MASTER_KEY, 'hex');
const chips: {
  gtin: string;
  serial: string;
  keys: { uid: Buffer; metaRead: Buffer; fileRead: Buffer };
  counter: number;
}[] = [];
for (const item of demoItems) {
  const res = await app.inject({ url: `/api/dev/tap?serial=${encodeURIComponent(item.serial)}` });
  const url = new URL(res.json<{ url: string }>().url);
  const [, , gtin, , serial] = url.pathname.split('/');
  const uid = Buffer.from(demoTagUid(item.serial), 'hex');
  const keys = { uid, ...chipKeys(master, uid) };
  const next = readSunMessage(
    { e: url.searchParams.get('e'), c: url.searchParams.get('c') },
    { metaRead: keys.metaRead, fileRead: () => keys.fileRead },
  );
  if (!next.ok) throw new Error(`${item.serial}: ${next.reason}`);
  chips.push({ gtin: gtin ?? '', serial: decodeURIComponent(serial ?? ''), keys, counter: next.counter });
}

const tap = async (i: number, forge = false) => {
  const chip = chips[i % chips.length]!;
  const sun = sunParameters(chip.keys, forge ? chip.counter : chip.counter++);
  if (forge) sun.c = `${sun.c.slice(0, -1)}${sun.c.endsWith('0') ? '1' : '0'}`;
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/taps',
    payload: { address: { gtin: chip.gtin, serial: chip.serial }, sun },
  });
  const ms = performance.now() - start;
  const verdict = res.json<{ verdict?: string }>().verdict ?? String(res.statusCode);
  return { ms, verdict };
};

// warm-up, then the measured taps
for (let i = 0; i < 200; i++) await tap(i);
spent.clear();
const totals: number[] = [];
const verdicts: Record<string, number> = {};
for (let i = 0; i < taps; i++) {
  const { ms, verdict } = await tap(i);
  totals.push(ms);
  verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
}
const genuineSteps = new Map(spent);
spent.clear();
const forgedTotals: number[] = [];
for (let i = 0; i < taps; i++) forgedTotals.push((await tap(i, true)).ms);
const forgedSteps = new Map(spent);

// the tap's cryptography alone: what verdict() computes per request, besides the statements
const chip = chips[0]!;
const sun = sunParameters(chip.keys, 1);
const uid = chip.keys.uid;
const cryptoRuns = 5000;
const cryptoStart = performance.now();
for (let i = 0; i < cryptoRuns; i++) {
  const metaRead = brandMetaReadKey(master);
  readSunMessage(sun, { metaRead, fileRead: () => undefined });
  const fileRead = chipKey(master, uid, KEY_NUMBER.fileRead);
  readSunMessage(sun, { metaRead, fileRead: () => fileRead });
}
const cryptoMs = (performance.now() - cryptoStart) / cryptoRuns;

const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.floor(p * (list.length - 1))]!;
const stepRows = (steps: Map<string, { calls: number; ms: number }>, n: number) =>
  [...steps]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .map(([name, { calls, ms }]) => [name, fixed(calls / n, 2), fixed(ms / n, 3)]);
console.log(
  `\nOne tap at a time on ${databaseUrl.startsWith('memory') ? 'PGlite' : 'PostgreSQL'}, ${taps} taps each ` +
    `(verdicts ${JSON.stringify(verdicts)})\n`,
);
console.log(
  markdownTable(
    ['request', 'mean ms', 'p50 ms', 'p99 ms'],
    [
      [
        'genuine tap (inject, whole request)',
        fixed(mean(totals), 3),
        fixed(pct(totals, 0.5), 3),
        fixed(pct(totals, 0.99), 3),
      ],
      [
        'forged tap (inject, whole request)',
        fixed(mean(forgedTotals), 3),
        fixed(pct(forgedTotals, 0.5), 3),
        fixed(pct(forgedTotals, 0.99), 3),
      ],
    ],
  ),
);
console.log(
  `\nGenuine, per tap:\n\n${markdownTable(
    ['step', 'calls', 'ms'],
    [
      ...stepRows(genuineSteps, taps),
      ['cryptography (2 key derivations, decrypt ×2, CMAC ×2)', '1', fixed(cryptoMs, 3)],
    ],
  )}`,
);
console.log(`\nForged, per tap:\n\n${markdownTable(['step', 'calls', 'ms'], stepRows(forgedSteps, taps))}`);
await app.close();
process.exit(0);
