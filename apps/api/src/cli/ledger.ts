// The ledger from the command line: `npm run ledger -- verify` walks the hash chain of the local ledger
// and exits 1 if any entry was changed or removed. Uses the same database as the server (DATABASE_URL,
// else the PGlite files under DATA_DIR).
import { verifyLedger } from './ledger-verify';
import { runCli, say, withCliDatabase } from './run';

const usage = `Usage:
  npm run ledger -- verify   checks every ledger entry's hash and link; exits 1 if the chain is broken`;

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command !== 'verify') {
    console.error(usage);
    return 2;
  }
  return withCliDatabase((db) => verifyLedger(db, say));
}

runCli(main);
