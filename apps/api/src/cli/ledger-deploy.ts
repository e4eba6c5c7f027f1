// `npm run ledger -- deploy`: deploys the items contract on the chain of CHAIN_RPC_URL (Polygon, Base…) with
// CHAIN_OPERATOR_KEY's address as its operator, once, before the server is set to CHAIN=rpc.
import { type Address, type Hex, getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { deployItemsContract, metadataAddresses } from '../chain/items-contract';
import { isPublicDevKey, LOCAL_CHAIN_ID } from '../chain/local-chain';
import { chainClients } from '../chain/runtime';

const settingsSchema = z.object({
  CHAIN_RPC_URL: z.url(),
  CHAIN_ID: z.coerce.number().int().min(1),
  CHAIN_OPERATOR_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte hex private key'),
  PUBLIC_URL: z.url(),
});

/** Deploys and says what to set next; 1 (with the reason) when the settings or the chain are not right. */
export async function deployCommand(
  env: Record<string, string | undefined>,
  args: string[],
  say: (line: string) => void,
): Promise<number> {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const wrong = parsed.error.issues.map((i) => String(i.path[0]));
    const missing = wrong.filter((name) => !env[name]);
    const invalid = parsed.error.issues.filter((i) => env[String(i.path[0])]);
    if (missing.length) say(`Set ${missing.join(', ')} (docs/operations.md, "The chain").`);
    for (const issue of invalid) say(`${String(issue.path[0])}: ${issue.message}.`);
    return 1;
  }
  const adminArg = args[args.indexOf('--admin') + 1];
  if (args.includes('--admin') && !(adminArg && isAddress(adminArg))) {
    say('--admin takes the address of the contract admin (a multisig), e.g. --admin 0x…');
    return 1;
  }
  const admin: Address | undefined = adminArg && args.includes('--admin') ? getAddress(adminArg) : undefined;
  const e = parsed.data;
  const { wallet, reader } = chainClients(e.CHAIN_RPC_URL, e.CHAIN_ID, e.CHAIN_OPERATOR_KEY as Hex);
  if (e.CHAIN_ID !== LOCAL_CHAIN_ID) {
    if (isPublicDevKey(e.CHAIN_OPERATOR_KEY as Hex)) {
      say('CHAIN_OPERATOR_KEY is a public development key (Anvil, Hardhat): use a key of your own.');
      return 1;
    }
    // the admin replaces a leaked operator key: it cannot be that key
    if (!admin || admin === wallet.account.address) {
      say('Name the contract admin with --admin 0x… (a multisig), another address than the operator.');
      return 1;
    }
  }
  const actual = await reader.getChainId();
  if (actual !== e.CHAIN_ID) {
    say(`CHAIN_RPC_URL answers chain ${actual}, not CHAIN_ID ${e.CHAIN_ID}: nothing deployed.`);
    return 1;
  }
  const metadata = metadataAddresses(e.PUBLIC_URL);
  const address = await deployItemsContract(wallet, reader, metadata, admin);
  say(`HeirloomItems deployed on chain ${actual} at ${address}.`);
  say(
    `  operator ${wallet.account.address}, admin ${admin ?? wallet.account.address}, tokenURI ${metadata.metadataBase}<id>, contractURI ${metadata.contractUri}`,
  );
  say(
    `Set CHAIN_ITEMS_CONTRACT=${address} (with CHAIN_RPC_URL, CHAIN_ID and CHAIN_OPERATOR_KEY) and restart.`,
  );
  return 0;
}
