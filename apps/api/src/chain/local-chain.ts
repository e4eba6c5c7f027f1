// The local EVM chain for development and tests: Foundry's Anvil from its npm package (the binary ships in
// the platform package, nothing is downloaded), on loopback only, its state kept in a file so that a
// restart keeps the tokens.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Hex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';

const require = createRequire(import.meta.url);

/** Anvil's chain id; a constant so that the custody of tokens and explorer links never depend on a run. */
export const LOCAL_CHAIN_ID = 31337;

/** The mnemonic of Anvil's (and Hardhat's) development accounts: public, so their keys are everyone's. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
let devAddresses: Set<string> | undefined;

/**
 * Whether a key is one of the development accounts' (the first 10 of the public mnemonic): on any chain but the
 * local one, whoever reads this repository could sign as its operator.
 */
export function isPublicDevKey(key: Hex): boolean {
  devAddresses ??= new Set(
    Array.from({ length: 10 }, (_, i) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: i }).address),
  );
  return devAddresses.has(privateKeyToAccount(key).address);
}

export interface LocalChainOptions {
  /** where the chain's state is loaded from and saved to (on exit and every few seconds); none: in memory */
  stateFile?: string;
  /** seconds between blocks (a transaction waits for its block, as on a real chain); none: a block per transaction */
  blockTime?: number;
  /** the loopback port (a restarted chain keeps its address); a free one by default */
  port?: number;
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  stop(): Promise<void>;
}

const ARCHES: Partial<Record<NodeJS.Architecture, string>> = { x64: 'amd64', arm64: 'arm64' };

/** The Anvil binary of this platform's package, or null (with the reason) where there is none. */
export function anvilBinary(): { path: string } | { missing: string } {
  const arch = ARCHES[process.arch];
  const name = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`;
  if (!arch) return { missing: `no Anvil build for ${process.platform}/${process.arch}` };
  try {
    const dir = path.dirname(require.resolve(`${name}/package.json`));
    return { path: path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil') };
  } catch {
    return { missing: `${name} is not installed` };
  }
}

/** A port free on loopback now (for a chain that must keep its address across restarts). */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no loopback port');
  return address.port;
}

async function answersRpc(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The pid of an Anvil running on this state file (a server's local chain), or null. */
export function chainRunningOn(stateFile: string): number | null {
  try {
    const pid = Number(readFileSync(`${stateFile}.pid`, 'utf8'));
    if (process.platform === 'linux' && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('anvil'))
      return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * A chain left running by a server that was killed outright (its child outlives it) holds the state file: it
 * is stopped before a new one starts on that file. Its pid is kept beside the state.
 */
async function stopOrphan(stateFile: string): Promise<void> {
  const pid = chainRunningOn(stateFile);
  if (pid === null) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // gone already
  }
  // it writes its state as it exits: wait for that before the next one reads it (5 s, then it is killed)
  for (let i = 0; i < 120; i++) {
    try {
      process.kill(pid, i === 100 ? 'SIGKILL' : 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`an earlier chain (pid ${pid}) still holds ${stateFile}`);
}

/** Starts Anvil and resolves once it answers JSON-RPC; rejects (with Anvil's own words) if it cannot run. */
export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const binary = anvilBinary();
  if ('missing' in binary) throw new Error(binary.missing);
  const port = options.port ?? (await freeLoopbackPort());
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(LOCAL_CHAIN_ID),
    '--silent',
  ];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  const pidFile = options.stateFile ? `${options.stateFile}.pid` : null;
  if (options.stateFile && pidFile) {
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    await stopOrphan(options.stateFile);
    args.push('--state', options.stateFile, '--state-interval', '5');
  }
  const child = spawn(binary.path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`anvil stopped (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no output'}`)),
    );
  });
  failed.catch(() => undefined);
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  const ready = (async () => {
    while (!(await answersRpc(rpcUrl))) {
      if (Date.now() > deadline) throw new Error(`anvil did not answer on ${rpcUrl} within 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  child.removeAllListeners('exit');
  return {
    rpcUrl,
    chainId: LOCAL_CHAIN_ID,
    async stop() {
      // SIGTERM: Anvil writes its state file before it exits.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(timer);
      if (pidFile) rmSync(pidFile, { force: true });
    },
  };
}
