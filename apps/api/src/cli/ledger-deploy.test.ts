// `npm run ledger -- deploy` on a local chain: deployed with the operator and the admin it is told, and
// refused when the RPC's chain is not CHAIN_ID or a setting is missing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsAbi } from '../chain/items-contract';
import { type LocalChain, startLocalChain } from '../chain/local-chain';
import { LOCAL_OPERATOR_KEY, chainClients } from '../chain/runtime';
import { deployCommand } from './ledger-deploy';

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-deploy-'));
let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ stateFile: path.join(dir, 'state.json') });
}, 30_000);
afterAll(async () => {
  await chain?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  CHAIN_RPC_URL: chain.rpcUrl,
  CHAIN_ID: String(chain.chainId),
  CHAIN_OPERATOR_KEY: LOCAL_OPERATOR_KEY,
  PUBLIC_URL: 'https://heirloom.example/',
});
async function run(vars: Record<string, string>, args: string[] = []) {
  const lines: string[] = [];
  const code = await deployCommand(vars, args, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

describe('ledger deploy', () => {
  it('deploys the items contract with the operator key as operator and the admin named', async () => {
    const admin = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const { code, text } = await run(env(), ['--admin', admin]);
    expect(code).toBe(0);
    const address = /at (0x[0-9a-fA-F]{40})/.exec(text)?.[1] as Address;
    expect(text).toContain(`CHAIN_ITEMS_CONTRACT=${address}`);
    const { reader } = chainClients(chain.rpcUrl, chain.chainId, LOCAL_OPERATOR_KEY);
    const role = (name: string) =>
      reader.readContract({ address, abi: itemsAbi, functionName: name, args: [] });
    const has = (r: unknown, who: string) =>
      reader.readContract({ address, abi: itemsAbi, functionName: 'hasRole', args: [r, who] });
    const operator = privateKeyToAccount(LOCAL_OPERATOR_KEY).address;
    expect(await has(await role('OPERATOR_ROLE'), operator)).toBe(true);
    expect(await has(await role('DEFAULT_ADMIN_ROLE'), admin)).toBe(true);
    expect(await has(await role('DEFAULT_ADMIN_ROLE'), operator)).toBe(false);
  }, 30_000);

  it('deploys nothing on another chain than CHAIN_ID, or without its settings', async () => {
    const own = { ...env(), CHAIN_ID: '137', CHAIN_OPERATOR_KEY: generatePrivateKey() };
    const multisig = ['--admin', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'];
    expect(await run(own, multisig)).toEqual({
      code: 1,
      text: `CHAIN_RPC_URL answers chain ${chain.chainId}, not CHAIN_ID 137: nothing deployed.`,
    });
    const missing = await run({ CHAIN_RPC_URL: chain.rpcUrl });
    expect(missing.code).toBe(1);
    expect(missing.text).toMatch(/CHAIN_ID.*CHAIN_OPERATOR_KEY.*PUBLIC_URL/);
    expect(missing.text).not.toContain(LOCAL_OPERATOR_KEY);
    expect((await run(env(), ['--admin', 'nobody'])).code).toBe(1);
  });

  it("off the local chain, refuses a development account's key, and an admin that is the operator or none", async () => {
    const own = { ...env(), CHAIN_ID: '137', CHAIN_OPERATOR_KEY: generatePrivateKey() };
    expect(
      await run({ ...env(), CHAIN_ID: '137' }, ['--admin', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']),
    ).toEqual({
      code: 1,
      text: 'CHAIN_OPERATOR_KEY is a public development key (Anvil, Hardhat): use a key of your own.',
    });
    const operator = privateKeyToAccount(own.CHAIN_OPERATOR_KEY as Hex).address;
    for (const args of [[], ['--admin', operator]]) {
      expect((await run(own, args)).text).toMatch(/^Name the contract admin with --admin/);
    }
  });
});
