// The chain the server writes items to: a local Anvil it starts itself (development, tests), a chain reached
// by RPC (production), or none. The items contract is deployed at the first start of a local chain and found
// again at the next (its address kept beside the chain's state).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Address,
  type Hex,
  type PublicClient,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployItemsContract } from './items-contract';
import { ItemsChain } from './items-chain';
import { LOCAL_CHAIN_ID, type LocalChain, startLocalChain } from './local-chain';

/** Anvil's first development account: a public key pair, right for a local chain and for nothing else. */
export const LOCAL_OPERATOR_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export type ChainSettings =
  | { mode: 'off' }
  | {
      mode: 'local';
      /** the chain's state and the contract's address are kept here */
      dir: string;
      /** seconds between blocks */
      blockTime: number;
      metadataBase: string;
      /** the contract-level metadata's address (ERC-7572 contractURI) */
      contractUri: string;
      /** the chain's loopback port; a free one by default */
      port?: number;
      /** blocks on top of a transaction's own before it counts (1 unless set: a test of a reorganisation sets more) */
      confirmations?: number;
    }
  | {
      mode: 'rpc';
      rpcUrl: string;
      chainId: number;
      operatorKey: Hex;
      itemsContract: Address;
      confirmations: number;
      /** the most calls in one JSON-RPC batch; 0: none (RPC_BATCH unless set) */
      rpcBatch?: number;
      explorerUrl?: string;
      /** where a contract deployed by `npm run ledger -- migrate` points its tokenURI and contractURI */
      metadataBase?: string;
      contractUri?: string;
    };

export interface ChainRuntime {
  name: string;
  /** a local chain the server started: its one node's count of transactions is the truth */
  local: boolean;
  /** the items contract was deployed at this start (a local chain started afresh): nothing written before is there */
  fresh: boolean;
  explorerUrl?: string;
  items: ItemsChain;
  stop(): Promise<void>;
}

interface Deployment {
  chainId: number;
  items: Address;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The most calls in one JSON-RPC batch (a round's receipts or sends; nodes cap a batch, often at 1,000). */
export const RPC_BATCH = 500;

/** viem's clients for a chain, signing as the given key. */
export function chainClients(rpcUrl: string, chainId: number, operatorKey: Hex, rpcBatch = RPC_BATCH) {
  const chain = defineChain({
    id: chainId,
    name: chainId === LOCAL_CHAIN_ID ? 'Local chain' : `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  // `retryCount: 0`: the queue retries with its own backoff; a chain that is down answers at once. Calls made in
  // the same tick go as one JSON-RPC batch (the worker asks for a round's receipts and sends together, decision 040)
  const batch = rpcBatch > 0 ? { batchSize: rpcBatch, wait: 0 } : false;
  const transport = http(rpcUrl, { retryCount: 0, timeout: 10_000, batch });
  const wallet = createWalletClient({ account: privateKeyToAccount(operatorKey), chain, transport });
  const reader = createPublicClient({ chain, transport, pollingInterval: 250 }) as PublicClient;
  return { wallet, reader };
}

const deploymentFile = (dir: string) => path.join(dir, 'deployment.json');

/** Records the items contract a local chain kept in `dir` uses (its first deployment, or a migration's). */
export function recordLocalDeployment(dir: string, chainId: number, items: Address): void {
  writeFileSync(deploymentFile(dir), `${JSON.stringify({ chainId, items } satisfies Deployment, null, 2)}\n`);
}

/** The state file of a local chain kept in `dir`, and whether its items contract was deployed there. */
export function localChainFiles(dir: string) {
  return {
    stateFile: path.join(dir, 'anvil-state.json'),
    deployed: existsSync(deploymentFile(dir)),
  };
}

async function localRuntime(
  settings: Extract<ChainSettings, { mode: 'local' }>,
  log: Log,
  deploy: boolean,
): Promise<ChainRuntime> {
  const local: LocalChain = await startLocalChain({
    stateFile: localChainFiles(settings.dir).stateFile,
    blockTime: settings.blockTime,
    port: settings.port,
  });
  try {
    const { wallet, reader } = chainClients(local.rpcUrl, local.chainId, LOCAL_OPERATOR_KEY);
    const recordFile = deploymentFile(settings.dir);
    const recorded = existsSync(recordFile)
      ? (JSON.parse(readFileSync(recordFile, 'utf8')) as Deployment)
      : null;
    let items = recorded?.chainId === local.chainId ? recorded.items : null;
    if (items && !(await reader.getCode({ address: items }))) items = null;
    const fresh = !items;
    if (!items && !deploy) throw new Error('the local chain has no items contract (its state was lost?)');
    if (!items) {
      items = await deployItemsContract(wallet, reader, settings);
      recordLocalDeployment(settings.dir, local.chainId, items);
      log.info({ contract: items, rpcUrl: local.rpcUrl }, 'local chain: items contract deployed');
    }
    return {
      name: 'Local chain (Anvil)',
      local: true,
      fresh,
      items: new ItemsChain(local.chainId, local.rpcUrl, items, wallet, reader, settings.confirmations ?? 1),
      stop: () => local.stop(),
    };
  } catch (error) {
    await local.stop();
    throw error;
  }
}

/**
 * Starts or reaches the configured chain. A local chain that cannot run is not fatal: the server says so in
 * one line and keeps items on the local ledger (null).
 */
export async function startChain(
  settings: ChainSettings,
  log: Log,
  { deploy = true }: { deploy?: boolean } = {},
): Promise<ChainRuntime | null> {
  if (settings.mode === 'off') return null;
  if (settings.mode === 'rpc') {
    const { wallet, reader } = chainClients(
      settings.rpcUrl,
      settings.chainId,
      settings.operatorKey,
      settings.rpcBatch,
    );
    const chain = new ItemsChain(
      settings.chainId,
      settings.rpcUrl,
      settings.itemsContract,
      wallet,
      reader,
      settings.confirmations,
    );
    return {
      name: `Chain ${settings.chainId}`,
      local: false,
      fresh: false,
      explorerUrl: settings.explorerUrl,
      items: chain,
      stop: async () => {},
    };
  }
  try {
    return await localRuntime(settings, log, deploy);
  } catch (error) {
    log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'the local chain (Anvil) could not start: items stay on the local ledger',
    );
    return null;
  }
}
