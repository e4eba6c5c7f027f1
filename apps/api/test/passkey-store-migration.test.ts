// Migration 0026 (decision 027): a database at 0025 with an owner's passkey and a console staff member's, each in
// its own table, comes out with both in the one passkey store, keyed by who owns them, ids and counters kept.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { postgresNamePrefix } from './database-pool';
import { testPostgresUrl } from './helpers';

const migrationsDir = path.resolve(import.meta.dirname, '..', 'drizzle');

/** The migrations as they stood before 0026: the same files, the journal cut after 0025. */
function migrationsAt0025(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-0025-'));
  fs.cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === '0025_tags_and_taps');
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A new, empty database: in memory (PGlite), or a new one on the test server. */
async function newDatabase(): Promise<Database> {
  if (!testPostgresUrl) return openDatabase('memory://', os.tmpdir());
  const name = `${postgresNamePrefix(inject('testRunId'))}migration_${randomBytes(3).toString('hex')}`;
  const admin = postgres(testPostgresUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return openDatabase(url.toString(), os.tmpdir());
}

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

const credential = (id: string) =>
  `'${id}', 'pk-${id}', 7, '["internal"]'::jsonb, 'multiDevice', true, 'Phone ${id}', now(), now()`;

describe('migration 0026: one passkey store', () => {
  it(
    "moves a database at 0025 with an owner's and a staff member's passkey into the one store",
    { timeout: 240_000 },
    async () => {
      const database = await newDatabase();
      opened.push(database);
      await database.migrate(migrationsAt0025());
      const [user] = await database.raw<{ id: string }>(
        `insert into users (phone, custodial_address, created_at) values ('+33600000026', '0x26', now()) returning id`,
      );
      const [member] = await database.raw<{ id: string }>(
        `insert into staff_members (email, created_at) values ('sav@example.com', now()) returning id`,
      );
      const [owners] = await database.raw<{ id: string }>(
        `insert into passkeys (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name,
         created_at, last_used_at) values ('${user!.id}', ${credential('owner')}) returning id`,
      );
      const session = '00000000-0000-4000-8000-000000000026';
      const [staffs] = await database.raw<{ id: string }>(
        `insert into staff_passkeys (staff_id, credential_id, public_key, counter, transports, device_type, backed_up,
         name, created_at, last_used_at, added_in_session)
       values ('${member!.id}', ${credential('staff')}, '${session}') returning id`,
      );

      await database.migrate(migrationsDir);

      const rows = await database.raw<Record<string, unknown>>(
        `select id, owner_kind, user_id, staff_id, credential_id, public_key, counter, transports, name,
         added_in_session from passkeys order by owner_kind desc`,
      );
      expect(rows).toEqual([
        {
          id: owners!.id,
          owner_kind: 'user',
          user_id: user!.id,
          staff_id: null,
          credential_id: 'owner',
          public_key: 'pk-owner',
          counter: expect.anything(),
          transports: ['internal'],
          name: 'Phone owner',
          added_in_session: null,
        },
        {
          id: staffs!.id,
          owner_kind: 'staff',
          user_id: null,
          staff_id: member!.id,
          credential_id: 'staff',
          public_key: 'pk-staff',
          counter: expect.anything(),
          transports: ['internal'],
          name: 'Phone staff',
          added_in_session: session,
        },
      ]);
      expect(rows.map((r) => Number(r.counter))).toEqual([7, 7]);
      const tables = await database.raw(
        `select 1 from information_schema.tables where table_name = 'staff_passkeys'`,
      );
      expect(tables).toEqual([]);
      // the owner is named by the kind: a staff passkey with an owner's id (or none) is refused
      await expect(
        database.raw(
          `insert into passkeys (owner_kind, user_id, credential_id, public_key, device_type, backed_up, name, created_at)
         values ('staff', '${user!.id}', 'x', 'pk', 'singleDevice', false, 'x', now())`,
        ),
      ).rejects.toThrow();
      // and a staff member's passkeys go with them
      await database.raw(`delete from staff_members where id = $1`, [member!.id]);
      expect(await database.raw(`select id from passkeys where owner_kind = 'staff'`)).toEqual([]);
    },
  );
});
