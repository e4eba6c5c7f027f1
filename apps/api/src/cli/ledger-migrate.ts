// `npm run ledger -- migrate` (decision 030): moves the app from the items contract it uses to this version of it,
// server stopped. It deploys the new contract with the operator as its migrator, re-creates every token of the old
// one at its holder there (a custody address or a wallet, as `ownerOf` on the old contract says), records in the
// outbox where each one is, renounces the migrator's role (and ends the migration when the operator is the
// admin: on a local chain), and points the app at the new address. `ledger verify` then compares as before.
import { type Address, type Hex, getAddress, isAddress } from 'viem';
import {
  brandKey,
  collectionKey,
  custodyAddress,
  deployItemsContract,
  ITEMS_CONTRACT_VERSION,
  itemsAbi,
  type MetadataAddresses,
  tokenIdOf,
} from '../chain/items-contract';
import type { ItemsChain } from '../chain/items-chain';
import { chainRunningOn, isPublicDevKey, LOCAL_CHAIN_ID } from '../chain/local-chain';
import {
  type ChainSettings,
  chainClients,
  LOCAL_OPERATOR_KEY,
  localChainFiles,
  recordLocalDeployment,
  startChain,
} from '../chain/runtime';
import type { Db } from '../db/client';
import type { ChainTarget } from '../modules/chain/chain-write-calls';
import {
  type CarriedToken,
  MigrationRepository,
  type TokenToCarry,
} from '../modules/chain/migration.repository';

type Clients = ReturnType<typeof chainClients>;
type OnChain = Exclude<ChainSettings, { mode: 'off' }>;

/** Tokens re-created per round: sent one after another, then their receipts awaited. */
const BATCH = 50;

/** Migrates, and says how it went; 1 (and why) when it cannot. */
export async function migrateCommand(
  db: Db,
  settings: ChainSettings,
  args: string[],
  say: (line: string) => void,
  now: () => Date = () => new Date(),
): Promise<number> {
  if (settings.mode === 'off') {
    say('No chain is configured (CHAIN): nothing to migrate.');
    return 1;
  }
  if (settings.mode === 'local' && chainRunningOn(localChainFiles(settings.dir).stateFile)) {
    say('The server’s local chain is running: stop the server first.');
    return 1;
  }
  if (settings.mode === 'local' && !localChainFiles(settings.dir).deployed) {
    say('No local chain yet (the server deploys this version at its first start): nothing to migrate.');
    return 0;
  }
  const key = settings.mode === 'local' ? LOCAL_OPERATOR_KEY : settings.operatorKey;
  const admin = adminOf(settings, key, args, say);
  if (admin === null) return 1;
  const chain = await startChain(
    settings,
    { info: () => undefined, warn: (_o, msg) => say(msg) },
    { deploy: false },
  );
  if (!chain) return 1;
  try {
    const old = chain.items;
    const clients = chainClients(old.rpcUrl, old.chainId, key);
    const version = await old.version();
    if (version >= ITEMS_CONTRACT_VERSION) {
      say(`The items contract ${old.address} is version ${version} already: nothing to migrate.`);
      return 0;
    }
    const repo = new MigrationRepository(db);
    const from = { chainId: old.chainId, contract: old.address };
    const address = await deployItemsContract(clients.wallet, clients.reader, metadataOf(settings), admin, {
      migrating: true,
    });
    say(
      `HeirloomItems version ${ITEMS_CONTRACT_VERSION} deployed at ${address} (the old one: ${old.address}).`,
    );
    const to = { chainId: old.chainId, contract: address };
    const carried = await carryTokens(repo, old, clients, from, to, now);
    say(`${carried.tokens} tokens re-created at their holders (${carried.notTokens} items were no token).`);
    // the writes the old contract never got: the new one starts where they would have left each token
    const closed = await repo.closeInFlight(from, address);
    if (closed) say(`${closed} writes that had not reached ${old.address} were carried with the tokens.`);
    await finish(clients, address, admin, say);
    if (settings.mode === 'local') {
      recordLocalDeployment(settings.dir, old.chainId, address);
      say('The app now uses the new contract. Check with `npm run ledger -- verify`.');
    } else {
      say(`Set CHAIN_ITEMS_CONTRACT=${address} and restart; then check with \`npm run ledger -- verify\`.`);
    }
    return 0;
  } finally {
    await chain.stop();
  }
}

/** The new contract's admin: the operator on a local chain, else `--admin` (a multisig), never the operator. */
function adminOf(settings: OnChain, key: Hex, args: string[], say: (line: string) => void): Address | null {
  const operator = chainClients('http://127.0.0.1', LOCAL_CHAIN_ID, key).wallet.account.address;
  if (settings.mode === 'local') return operator;
  const given = args[args.indexOf('--admin') + 1];
  if (!args.includes('--admin') || !given || !isAddress(given) || getAddress(given) === operator) {
    say('Name the new contract’s admin with --admin 0x… (a multisig), another address than the operator.');
    return null;
  }
  if (settings.chainId !== LOCAL_CHAIN_ID && isPublicDevKey(key)) {
    say('CHAIN_OPERATOR_KEY is a public development key (Anvil, Hardhat): use a key of your own.');
    return null;
  }
  return getAddress(given);
}

/** Where the new contract points its tokenURI and contractURI: the app's public address (PUBLIC_URL). */
function metadataOf(settings: OnChain): MetadataAddresses {
  if (!settings.metadataBase || !settings.contractUri)
    throw new Error('PUBLIC_URL is needed for the metadata');
  return { metadataBase: settings.metadataBase, contractUri: settings.contractUri };
}

/** Re-creates every token of the old contract on the new one, a batch at a time, and records each batch. */
async function carryTokens(
  repo: MigrationRepository,
  old: ItemsChain,
  clients: Clients,
  from: ChainTarget,
  to: ChainTarget,
  now: () => Date,
): Promise<{ tokens: number; notTokens: number }> {
  let after = '00000000-0000-0000-0000-000000000000';
  let tokens = 0;
  let notTokens = 0;
  for (;;) {
    const page = await repo.tokens(from, after, BATCH);
    if (page.length === 0) return { tokens, notTokens };
    after = page.at(-1)?.itemId ?? after;
    const held: { token: TokenToCarry; holder: Address }[] = [];
    for (const token of page) {
      const holder = await holderOf(old, token);
      if (holder) held.push({ token, holder });
      else notTokens += 1;
    }
    const carried = await remint(clients, to.contract as Address, held);
    await repo.transaction((tx) => repo.carried(tx, from, to, carried, now()));
    tokens += carried.length;
  }
}

/**
 * Where a token is re-created: where the outbox leaves it in custody (a write still on its way included: the app
 * has made that move already); sent out to a wallet, where the old contract has it now (the wallet may have moved
 * it on), or the wallet it was on its way to. Null: its mint never landed, nothing to re-create (the next start
 * mints it on the new contract).
 */
async function holderOf(old: ItemsChain, token: TokenToCarry): Promise<Address | null> {
  const onChain = await old.ownerOf(tokenIdOf(token.itemId));
  const { kind, call, state } = token.last;
  if (kind === 'withdraw') return state === 'confirmed' ? onChain : (call.to as Address);
  if (!onChain) return null;
  return custodyAddress((kind === 'mint' ? call.account : call.to) as Hex);
}

/** Sends one `remint` per token with consecutive nonces, then waits for each; any revert stops the migration. */
async function remint(
  { wallet, reader }: Clients,
  contract: Address,
  held: { token: TokenToCarry; holder: Address }[],
): Promise<CarriedToken[]> {
  let nonce = await reader.getTransactionCount({ address: wallet.account.address, blockTag: 'pending' });
  const sent: { token: TokenToCarry; hash: Hex }[] = [];
  for (const { token, holder } of held) {
    const hash = await wallet.writeContract({
      address: contract,
      abi: itemsAbi,
      functionName: 'remint',
      args: [holder, tokenIdOf(token.itemId), collectionKey(token.collectionId), brandKey(token.brandId)],
      nonce: nonce++,
      gas: 250_000n,
    });
    sent.push({ token, hash });
  }
  const carried: CarriedToken[] = [];
  for (const { token, hash } of sent) {
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`re-creating ${token.itemId} reverted (${hash})`);
    carried.push({ token, txHash: hash, blockNumber: receipt.blockNumber });
  }
  return carried;
}

/** The operator gives up re-creating tokens; an admin that is the operator ends the migration for ever. */
async function finish(clients: Clients, contract: Address, admin: Address, say: (line: string) => void) {
  const { wallet, reader } = clients;
  const operator = wallet.account.address;
  const role = (await reader.readContract({
    address: contract,
    abi: itemsAbi,
    functionName: 'MIGRATOR_ROLE',
  })) as Hex;
  const calls: { functionName: string; args: readonly unknown[] }[] = [
    { functionName: 'renounceRole', args: [role, operator] },
  ];
  if (admin === operator) calls.push({ functionName: 'endMigration', args: [] });
  for (const call of calls) {
    const hash = await wallet.writeContract({ address: contract, abi: itemsAbi, ...call });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted (${hash})`);
  }
  say(
    admin === operator
      ? 'The operator renounced re-creating tokens, and the migration is ended: no token can be re-created again.'
      : `The operator renounced re-creating tokens. Have the admin ${admin} call endMigration() on ${contract}: ` +
          'until then the admin could grant that role again.',
  );
}
