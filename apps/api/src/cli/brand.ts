// Brand administration from the command line: API keys, a brand's first console admin (who then invites the rest
// of the staff from the console), and the reset of a staff member's lost passkeys when no admin is left to do it. Uses the same database as the server (DATABASE_URL, else the PGlite
// files under DATA_DIR) and the same e-mail adapter (the dev outbox and the log outside production).
import { emailSchema } from '@heirloom/contract';
import pino from 'pino';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { systemClock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import { cliActor } from '../modules/audit/audit';
import { AuditRepository } from '../modules/audit/audit.repository';
import { BrandKeys } from '../modules/brand/brand-keys';
import { BrandKeysRepository } from '../modules/brand/brand-keys.repository';
import { PasskeyCeremonies } from '../modules/passkeys/ceremonies';
import { PasskeysRepository } from '../modules/passkeys/passkeys.repository';
import { WebAuthn } from '../modules/passkeys/webauthn';
import { StaffPasskeysService } from '../modules/staff/staff-passkeys.service';
import { StaffTeamService } from '../modules/staff/staff-team.service';
import { StaffRepository } from '../modules/staff/staff.repository';
import { StaffService } from '../modules/staff/staff.service';
import { emailProvider } from '../providers';
import { Outbox } from '../providers/local-db/outbox';
import { runCli, say, withCliDatabase } from './run';

const usage = `Usage:
  npm run brand -- create-key <brand slug or id> [label]   prints a new brand API key (shown once)
  npm run brand -- list-keys                               lists keys (prefixes only)
  npm run brand -- revoke-key <key prefix>                 revokes a key
  npm run brand -- invite <brand slug or id> <email>       invites the brand's first console admin
  npm run brand -- reset-passkeys <brand slug or id> <email>
                                   removes a staff member's console passkeys (lost, with no admin left to reset
                                   them): they sign in by e-mailed link again; audited in the brand, e-mailed`;

const commands = ['create-key', 'list-keys', 'revoke-key', 'invite', 'reset-passkeys'];

async function main(args: string[]): Promise<number> {
  const [command, argument, extra] = args;
  const needsArg = command !== 'list-keys';
  if (
    !command ||
    !commands.includes(command) ||
    (needsArg && !argument) ||
    ((command === 'invite' || command === 'reset-passkeys') && !extra)
  ) {
    console.error(usage);
    return 2;
  }
  const arg = argument ?? '';
  return withCliDatabase(async (db) => {
    const audit = new AuditRepository(db);
    const repo = new BrandKeysRepository(db);
    if (command === 'invite' || command === 'reset-passkeys') {
      return staffCommand(db, { audit, repo }, command, arg, extra ?? '');
    }
    return keyCommand(new BrandKeys({ repo, audit, clock: systemClock }), command, arg, extra);
  });
}

/** create-key, list-keys, revoke-key. */
async function keyCommand(keys: BrandKeys, command: string, arg: string, extra: string | undefined) {
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
  } else {
    const n = await keys.revoke(arg);
    say(n > 0 ? `Revoked ${n} key(s) starting with ${arg}.` : `No live key starts with ${arg}.`);
    if (n === 0) return 1;
  }
  return 0;
}

/** invite, reset-passkeys: a brand's staff member named by e-mail, with the server's e-mail adapter. */
async function staffCommand(
  db: Db,
  { audit, repo }: { audit: AuditRepository; repo: BrandKeysRepository },
  command: 'invite' | 'reset-passkeys',
  arg: string,
  extra: string,
) {
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
  const people = new StaffRepository(db);
  const base = {
    audit,
    email: emailProvider(config, log, outbox),
    publicUrl: config.publicUrl,
    clock: systemClock,
  };
  if (command === 'invite') {
    const team = new StaffTeamService({ repo: people, ...base });
    const { invitation, link } = await team.invite(cliActor(brand.id), email.data, ['admin'], 'en');
    say(`Invited ${invitation.email} as ${brand.name}'s admin; the invitation was e-mailed to them.`);
    say(`It is good until ${invitation.expiresAt}, once:\n\n  ${link}\n`);
    return 0;
  }
  const store = new PasskeysRepository(db);
  const passkeys = new StaffPasskeysService({
    people,
    staff: new StaffService({ repo: people, ...base }),
    ceremonies: new PasskeyCeremonies({
      repo: store,
      webauthn: new WebAuthn({ repo: store, config, clock: systemClock }),
      clock: systemClock,
    }),
    log,
    ...base,
  });
  return resetPasskeys(passkeys, await people.memberByEmail(email.data), {
    email: email.data,
    brand,
    publicUrl: config.publicUrl,
  });
}

/** Removes the member's console passkeys and ends their sessions; 1 when they do not work for the brand. */
async function resetPasskeys(
  passkeys: StaffPasskeysService,
  member: { id: string } | undefined,
  named: { email: string; brand: { id: string; name: string }; publicUrl: string },
) {
  const { email, brand } = named;
  let removed: number;
  try {
    if (!member) throw notFound();
    removed = await passkeys.reset(cliActor(brand.id), member.id);
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode !== 404) throw err;
    console.error(`${email} does not work for ${brand.name}.`);
    return 1;
  }
  if (removed === 0) {
    say(`${email} keeps no console passkey: nothing to reset.`);
    return 0;
  }
  say(`Removed ${removed} console passkey(s) of ${email} and ended their sessions; they were e-mailed.`);
  say(`They sign in with an e-mailed link at ${named.publicUrl}/console/sign-in, then add a new passkey.`);
  return 0;
}

runCli(main);
