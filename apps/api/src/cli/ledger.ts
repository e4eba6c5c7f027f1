// The ledger from the command line: `npm run ledger -- verify` walks the hash chain of the local ledger
// and exits 1 if any entry was changed or removed. Uses the same database as the server (DATABASE_URL,
// else the PGlite files under DATA_DIR).
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runningServer } from '../lib/pglite-lock';
import { verifyLedger } from './ledger-verify';

const say = (text: string) => process.stdout.write(`${text}\n`);

const usage = `Usage:
  npm run ledger -- verify   checks every ledger entry's hash and link; exits 1 if the chain is broken`;

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command !== 'verify') {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningServer(config.dataDir);
    if (pid) {
      console.error(
        `The server (pid ${pid}) is using the PGlite database in ${config.dataDir}: stop it first ` +
          '(PGlite serves one process), or run the server on PostgreSQL with DATABASE_URL.',
      );
      return 1;
    }
  }
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    await database.migrate(config.migrationsDir);
    return await verifyLedger(database.db, say);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
