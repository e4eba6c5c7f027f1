// Child processes of the benchmark: the API's production build, the baseline server, their memory.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './results';

export interface Server {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startNode(
  script: string,
  env: Record<string, string>,
  healthPath: string,
  port: number,
  nodeArgs: string[] = [],
): Promise<Server> {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`))),
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  };
  return Promise.race([waitFor(url + healthPath), exited]).then(
    () => ({ url, process: child, stop }),
    async (err: unknown) => {
      await stop();
      throw err;
    },
  );
}

/** Settings of the benchmarked API: what production would run, where it still works on one machine. */
export function apiEnv(databaseUrl: string): Record<string, string> {
  return {
    // production refuses the console SMS adapter and the demo seed, both needed here: see docs/performance.md
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // …but the rest as production runs: responses written by the compiled serialisers unchecked, no line per request
    RESPONSE_CHECKS: 'false',
    LOG_REQUESTS: 'false',
    DATABASE_URL: databaseUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-data-')),
    SEED_DEMO: 'true',
    // items are tokens on a local chain, its worker running, as in development (CHAIN=off to compare without)
    CHAIN: process.env.CHAIN ?? 'local',
    SMS_PER_IP_PER_HOUR: '10000000',
    AUTH_REQUESTS_PER_IP_PER_MINUTE: '10000000',
  };
}

/** `node apps/api/dist/server.js` (the production build) on a spare port. */
export function startApi(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Server> {
  const script = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');
  if (!fs.existsSync(script))
    throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  // BENCH_CPU_PROF=<dir>: each API started writes a CPU profile there when it stops (open it in Chrome's DevTools)
  const profile = process.env.BENCH_CPU_PROF;
  const nodeArgs = profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : [];
  return startNode(script, { ...apiEnv(databaseUrl), ...env }, '/api/health', port, nodeArgs);
}

/** A bare Fastify hello-world, the throughput baseline. */
export function startBaseline(port: number): Promise<Server> {
  return startNode(path.join(repoRoot, 'bench', 'baseline-server.mjs'), {}, '/', port);
}

/**
 * The database baseline (bench/db-baseline.ts): a bare Fastify route running the item page's one prepared
 * statement through the same driver, on `databaseUrl` (memory:// → its own seeded PGlite).
 */
export function startDbBaseline(databaseUrl: string, itemSerial: string, port: number): Promise<Server> {
  return startNode(
    path.join(repoRoot, 'bench', 'db-baseline.ts'),
    { DATABASE_URL: databaseUrl, ITEM_SERIAL: itemSerial },
    '/',
    port,
    ['--import', 'tsx'],
  );
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
