// The ledger from the command line: `npm run ledger -- verify` walks the hash chain of the local ledger and,
// where the server runs a chain, compares every item's custody with `ownerOf`; it exits 1 on any difference (the same database as the server: DATABASE_URL, else the
// PGlite files under DATA_DIR); `npm run ledger -- deploy` deploys the items contract on a chain; `npm run ledger --
// migrate` moves the tokens to this version of the contract (decision 030).
import { deployCommand } from './ledger-deploy';
import { loadConfig } from '../config';
import { migrateCommand } from './ledger-migrate';
import { verifyCommand } from './ledger-verify';
import { runCli, say, withCliDatabase } from './run';

const usage = `Usage:
  npm run ledger -- verify                  checks every ledger entry's hash and link, and on a chain (CHAIN) each
                                            item's custody against ownerOf; exits 1 on any difference
  npm run ledger -- deploy [--admin 0x…]    deploys the items contract on CHAIN_RPC_URL's chain (CHAIN_ID,
                                            CHAIN_OPERATOR_KEY as its operator, PUBLIC_URL for tokenURI)
  npm run ledger -- migrate [--admin 0x…]   server stopped: deploys this version of the items contract, re-creates
                                            every token of the one in use at its holder, and points the app at it
                                            (--admin, a multisig, off a local chain; decision 030)`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'verify') return withCliDatabase((db) => verifyCommand(db, loadConfig().chain, say));
  if (command === 'deploy') return deployCommand(process.env, rest, say);
  if (command === 'migrate')
    return withCliDatabase((db) => migrateCommand(db, loadConfig().chain, rest, say));
  console.error(usage);
  return 2;
}

runCli(main);
