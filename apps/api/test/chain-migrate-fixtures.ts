// What the tests of `npm run ledger -- migrate` (chain-migrate.test.ts, from version 1; chain-migrate-v2.test.ts,
// from version 2) do the same way: an earlier contract's artifact kept as a fixture, deployed on the local chain as
// `npm start` deployed it; the demo's items with where each is held; a command's lines and exit code; and the
// chain the app starts on after the migration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { type Abi, type Address, getAddress, type Hex } from 'viem';
import { expect } from 'vitest';
import { itemsAbi } from '../src/chain/items-contract';
import { freeLoopbackPort, startLocalChain } from '../src/chain/local-chain';
import {
  type ChainRuntime,
  type ChainSettings,
  chainClients,
  LOCAL_OPERATOR_KEY,
  localChainFiles,
  recordLocalDeployment,
  startChain,
} from '../src/chain/runtime';
import { collections, items } from '../src/db/schema';
import { custodyFactColumns } from '../src/modules/chain/custody-holder';
import type { TestApp } from './helpers';

export type LocalSettings = Extract<ChainSettings, { mode: 'local' }>;
type Clients = ReturnType<typeof chainClients>;

/** An earlier version of the items contract, as compiled then (test/fixtures/chain/README.md). */
export function contractArtifact(version: 1 | 2): { abi: Abi; bytecode: Hex } {
  const file = `fixtures/chain/heirloom-items-v${version}.artifact.json`;
  return JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), file), 'utf8'));
}

/** The local chain's settings in `dir`, as the app of `t` writes its tokens' addresses, on a free port. */
export async function migrationSettings(t: TestApp, dir: string): Promise<LocalSettings> {
  return {
    mode: 'local',
    dir,
    blockTime: 0.1,
    metadataBase: `${t.config.publicUrl}/api/v1/tokens/`,
    contractUri: `${t.config.publicUrl}/api/v1/contract-metadata`,
    port: await freeLoopbackPort(),
  };
}

/** What a command said, and its exit code. */
export async function run(command: (say: (line: string) => void) => Promise<number>) {
  const lines: string[] = [];
  const code = await command((line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

/** The earlier contract on the local chain, its operator's clients, and a call of it mined with success. */
export interface EarlierContract {
  chainId: number;
  address: Address;
  operator: Clients['wallet'];
  reader: Clients['reader'];
  call(functionName: string, args: readonly unknown[]): Promise<void>;
}

/**
 * `artifact` deployed on the local chain of `settings` (with the arguments `args` gives for the operator's
 * address) and recorded as the app's deployment, as `npm start` left it; `build` then fills it. The chain stops
 * after.
 */
export async function earlierDeployment(
  settings: LocalSettings,
  artifact: { abi: Abi; bytecode: Hex },
  args: (operator: Address) => readonly unknown[],
  build: (contract: EarlierContract) => Promise<void>,
): Promise<Address> {
  const chain = await startLocalChain({
    stateFile: localChainFiles(settings.dir).stateFile,
    port: settings.port,
  });
  try {
    const { wallet: operator, reader } = chainClients(chain.rpcUrl, chain.chainId, LOCAL_OPERATOR_KEY);
    const deployed = await reader.waitForTransactionReceipt({
      hash: await operator.deployContract({
        abi: artifact.abi,
        bytecode: artifact.bytecode,
        args: args(operator.account.address),
      }),
    });
    const address = getAddress(deployed.contractAddress!);
    recordLocalDeployment(settings.dir, chain.chainId, address);
    const call = async (functionName: string, callArgs: readonly unknown[]) => {
      const hash = await operator.writeContract({ address, abi: artifact.abi, functionName, args: callArgs });
      expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    };
    await build({ chainId: chain.chainId, address, operator, reader, call });
    return address;
  } finally {
    await chain.stop();
  }
}

/** Every item of the app with its collection, brand and where it is held (custodyOf reads it). */
export const itemsWithCustody = (t: TestApp) =>
  t.app.database.db
    .select({ id: items.id, collectionId: items.collectionId, ...custodyFactColumns })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collectionId));

/** The migrated chain as the app starts on it (nothing deployed), read through the current contract's ABI. */
export async function afterMigration(
  settings: LocalSettings,
  check: (on: {
    chain: ChainRuntime;
    contract: Address;
    operator: Clients['wallet'];
    reader: Clients['reader'];
    read(functionName: string, args?: readonly unknown[]): Promise<unknown>;
  }) => Promise<void>,
): Promise<void> {
  const chain = (await startChain(
    settings,
    { info: () => undefined, warn: () => undefined },
    { deploy: false },
  ))!;
  try {
    const contract = chain.items.address;
    const { wallet: operator, reader } = chainClients(
      chain.items.rpcUrl,
      chain.items.chainId,
      LOCAL_OPERATOR_KEY,
    );
    const read = (functionName: string, args: readonly unknown[] = []) =>
      reader.readContract({ address: contract, abi: itemsAbi, functionName, args });
    await check({ chain, contract, operator, reader, read });
  } finally {
    await chain.stop();
  }
}
