// Brand administration from the command line: API keys, and a brand's first console admin (who then invites
// the rest of the staff from the console). Uses the same database as the server (DATABASE_URL, else the PGlite
// files under DATA_DIR) and the same e-mail adapter (the dev outbox and the log outside production).
import { emailSchema } from '@heirloom/contract';
import pino from 'pino';
import { loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { cliActor } from '../modules/audit/audit';
import { AuditRepository } from '../modules/audit/audit.repository';
import { BrandKeys } from '../modules/brand/brand-keys';
import { BrandKeysRepository } from '../modules/brand/brand-keys.repository';
import { StaffRepository } from '../modules/staff/staff.repository';
import { StaffService } from '../modules/staff/staff.service';
import { emailProvider } from '../providers';
import { Outbox } from '../providers/local-db/outbox';
import { runCli, say, withCliDatabase } from './run';

const usage = `Usage:
  npm run brand -- create-key <brand slug or id> [label]   prints a new brand API key (shown once)
  npm run brand -- list-keys                               lists keys (prefixes only)
  npm run brand -- revoke-key <key prefix>                 revokes a key
  npm run brand -- invite <brand slug or id> <email>       invites the brand's first console admin`;

const commands = ['create-key', 'list-keys', 'revoke-key', 'invite'];

async function main(args: string[]): Promise<number> {
  const [command, argument, extra] = args;
  const needsArg = command !== 'list-keys';
  if (
    !command ||
    !commands.includes(command) ||
    (needsArg && !argument) ||
    (command === 'invite' && !extra)
  ) {
    console.error(usage);
    return 2;
  }
  const arg = argument ?? '';
  return withCliDatabase(async (db) => {
    const audit = new AuditRepository(db);
    const repo = new BrandKeysRepository(db);
    const keys = new BrandKeys({ repo, audit, clock: systemClock });
    if (command === 'create-key') {
      const created = await keys.create(arg, extra);
      say(`Brand API key for ${created.clientName} (shown once, keep it secret):\n\n  ${created.key}\n`);
      say('Use it as: Authorization: Bearer <key>   e.g. GET /api/brand/repairs/10/0');
    } else if (command === 'list-keys') {
      for (const k of await keys.list()) {
        const state = k.revokedAt ? 'revoked' : 'live';
        const used = k.lastUsedAt ? k.lastUsedAt.toISOString() : 'never';
        say(`${k.prefix}…  ${k.brand}  ${state}  last used ${used}  ${k.label ?? ''}`);
      }
    } else if (command === 'revoke-key') {
      const n = await keys.revoke(arg);
      say(n > 0 ? `Revoked ${n} key(s) starting with ${arg}.` : `No live key starts with ${arg}.`);
      if (n === 0) return 1;
    } else {
      const email = emailSchema.safeParse(extra);
      if (!email.success) {
        console.error(`"${extra}" is not an e-mail address.`);
        return 2;
      }
      const brand = await repo.brand(arg);
      if (!brand) {
        console.error(`No brand "${arg}".`);
        return 1;
      }
      const config = loadConfig();
      const log = pino({ level: 'warn' });
      const outbox = config.devOutbox ? new Outbox(db, systemClock) : undefined;
      const staff = new StaffService({
        repo: new StaffRepository(db),
        audit,
        email: emailProvider(config, log, outbox),
        publicUrl: config.publicUrl,
        clock: systemClock,
      });
      const { invitation, link } = await staff.invite(cliActor(brand.id), email.data, ['admin'], 'en');
      say(`Invited ${invitation.email} as ${brand.name}'s admin; the invitation was e-mailed to them.`);
      say(`It is good until ${invitation.expiresAt}, once:\n\n  ${link}\n`);
    }
    return 0;
  });
}

runCli(main);
