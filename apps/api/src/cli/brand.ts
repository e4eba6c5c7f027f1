// Brand administration from the command line: `npm run brand -- create-key <brand> [label]`,
// `npm run brand -- list-keys`, `npm run brand -- revoke-key <prefix>`. Uses the same database as the
// server (DATABASE_URL, else the PGlite files under DATA_DIR).
import { BrandKeys } from '../modules/brand/brand-keys';
import { BrandKeysRepository } from '../modules/brand/brand-keys.repository';
import { runCli, say, withCliDatabase } from './run';

const usage = `Usage:
  npm run brand -- create-key <brand slug or id> [label]   prints a new brand API key (shown once)
  npm run brand -- list-keys                               lists keys (prefixes only)
  npm run brand -- revoke-key <key prefix>                 revokes a key`;

async function main(args: string[]): Promise<number> {
  const [command, arg, label] = args;
  if (!command || !['create-key', 'list-keys', 'revoke-key'].includes(command)) {
    console.error(usage);
    return 2;
  }
  return withCliDatabase(async (db) => {
    const keys = new BrandKeys({ repo: new BrandKeysRepository(db) });
    if (command === 'create-key') {
      if (!arg) {
        console.error(usage);
        return 2;
      }
      const created = await keys.create(arg, new Date(), label);
      say(`Brand API key for ${created.clientName} (shown once, keep it secret):\n\n  ${created.key}\n`);
      say('Use it as: Authorization: Bearer <key>   e.g. GET /api/brand/repairs/10/0');
    } else if (command === 'list-keys') {
      for (const k of await keys.list()) {
        const state = k.revokedAt ? 'revoked' : 'live';
        const used = k.lastUsedAt ? k.lastUsedAt.toISOString() : 'never';
        say(`${k.prefix}…  ${k.brand}  ${state}  last used ${used}  ${k.label ?? ''}`);
      }
    } else {
      if (!arg) {
        console.error(usage);
        return 2;
      }
      const n = await keys.revoke(arg, new Date());
      say(n > 0 ? `Revoked ${n} key(s) starting with ${arg}.` : `No live key starts with ${arg}.`);
      if (n === 0) return 1;
    }
    return 0;
  });
}

runCli(main);
