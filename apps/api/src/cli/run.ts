// What every command-line tool shares: the database the server uses (DATABASE_URL, else the PGlite files
// under DATA_DIR, refused while a server holds them), migrated first and closed after; and the exit code.
import { ConfigError, loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { runningServer } from '../lib/pglite-lock';

export const say = (text: string) => process.stdout.write(`${text}\n`);

/** Opens and migrates the server's database, runs `work` on it and closes it; 1 if a server holds PGlite. */
export async function withCliDatabase(work: (db: Db) => Promise<number>): Promise<number> {
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
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Runs a CLI's main on the process arguments and exits with its code (1, with the message, on an error). */
export function runCli(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
