// One writer per table (issue 14): each table's rows are inserted, updated and deleted by one file, its
// owner; everyone else calls the owner's methods, passing their transaction. This test reads the source
// and fails when a table is written anywhere else, or when a new table has no owner in the list below.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '..');

/**
 * Table (its export in db/schema/) → the one file under src/ that writes it; null: only demo data does. A list only
 * where the owner's statements are split over files of its own that nothing else calls.
 */
const OWNERS: Record<string, string | string[] | null> = {
  users: 'modules/users/users.repository.ts',
  emailConfirmations: 'modules/users/users.repository.ts',
  pushDevices: 'modules/users/users.repository.ts',
  verificationCodes: 'modules/auth/auth.repository.ts',
  sessions: 'modules/auth/auth.repository.ts',
  stepUpGrants: 'modules/auth/auth.repository.ts',
  passkeys: 'modules/passkeys/passkeys.repository.ts',
  passkeyChallenges: 'modules/passkeys/passkeys.repository.ts',
  passkeyRecoveries: 'modules/passkeys/passkeys.repository.ts',
  items: 'modules/items/item-writes.repository.ts',
  itemEvents: 'modules/history/history.repository.ts',
  itemImages: 'modules/images/images.repository.ts',
  transfers: 'modules/transfers/transfers.repository.ts',
  transferItems: 'modules/transfers/transfers.repository.ts',
  repairs: 'modules/repairs/repairs.repository.ts',
  repairSteps: 'modules/repairs/repairs.repository.ts',
  oppositions: 'modules/protection/protection.repository.ts',
  finderMessages: 'modules/protection/protection.repository.ts',
  brandMessages: 'modules/messages/messages.repository.ts',
  brandMessageNotices: 'modules/messages/messages.repository.ts',
  messageReads: 'modules/messages/messages.repository.ts',
  legalDocuments: 'modules/legal/legal.repository.ts',
  legalAcceptances: 'modules/legal/legal.repository.ts',
  brandApiKeys: 'modules/brand/brand-keys.repository.ts',
  reservations: 'modules/shop/shop.repository.ts',
  orders: 'modules/payments/payments.repository.ts',
  paymentEvents: 'modules/payments/payments.repository.ts',
  tagMasterKeys: 'modules/tags/tags.repository.ts',
  tags: 'modules/tags/tags.repository.ts',
  tagTaps: 'modules/tags/tags.repository.ts',
  ledgerEntries: 'providers/local-db/ledger.ts',
  localPayments: 'providers/local-db/payments.ts',
  outboxMessages: 'providers/local-db/outbox.ts',
  // the worker's statements for a whole round (decision 040), called by the repository only
  chainWrites: ['modules/chain/chain-writes.repository.ts', 'modules/chain/chain-write-batches.ts'],
  chainSigners: 'modules/chain/chain-writes.repository.ts',
  chainIndex: 'modules/chain/chain-index.repository.ts',
  chainBlocks: 'modules/chain/chain-index.repository.ts',
  chainTransfers: 'modules/chain/chain-index.repository.ts',
  custodyArrivals: 'modules/chain/custody-arrivals.repository.ts',
  ownershipCredentials: 'modules/credentials/credentials.repository.ts',
  jobs: 'modules/jobs/jobs.repository.ts',
  appMeta: 'db/app-meta.ts',
  appSecrets: 'db/app-meta.ts',
  staffMembers: 'modules/staff/staff.repository.ts',
  staffMemberships: 'modules/staff/staff.repository.ts',
  staffInvitations: 'modules/staff/staff.repository.ts',
  staffLinks: 'modules/staff/staff.repository.ts',
  staffSessions: 'modules/staff/staff.repository.ts',
  auditEntries: 'modules/audit/audit.repository.ts',
  savStores: 'modules/clients/clients.repository.ts',
  // brands are made by the demo seed; the clients repository sets a brand's custodial address
  clients: 'modules/clients/clients.repository.ts',
  collections: 'modules/catalogue/catalogue.repository.ts',
  // written by no file: the database's trigger on items keeps it (decision 039)
  collectionItemCounts: null,
  passportVersions: 'modules/passport/passport.repository.ts',
  passportDocuments: 'modules/passport/passport.repository.ts',
  passportConsents: 'modules/passport/passport-consents.repository.ts',
  authorityKeys: 'modules/passport/authority-keys.repository.ts',
  carePeriods: 'modules/care/care.repository.ts',
  heirs: 'modules/heirs/heirs.repository.ts',
  heirItems: 'modules/heirs/heirs.repository.ts',
  inactivityWatches: 'modules/heirs/heirs.repository.ts',
  brandHeirSettings: 'modules/heirs/heirs.repository.ts',
  heirClaims: 'modules/heirs/claims.repository.ts',
  heirClaimParts: 'modules/heirs/claims.repository.ts',
  heirClaimItems: 'modules/heirs/claims.repository.ts',
  heirClaimDocuments: 'modules/heirs/claims.repository.ts',
};

/**
 * Files that may write any table: the demo seed and the bulk loader create demo data with plain inserts, and
 * the one-time data migrations (phones, custody addresses) run before the repositories exist (like the SQL
 * migrations), and the one-time move of the tokens to a new contract (ledger migrate).
 */
const EXEMPT = [
  /^demo\//,
  /^db\/normalise-phones\.ts$/,
  /^db\/custody-addresses\.ts$/,
  // `ledger migrate` moves every token to a new contract once: it records them there in the outbox and names the
  // new contract on the items minted on the old one (decision 030)
  /^modules\/chain\/migration\.repository\.ts$/,
];

/** The schema's tables: export name → SQL name. */
function schemaTables(): Map<string, string> {
  const dir = join(src, 'db/schema');
  const schema = readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  return new Map(
    [...schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => [m[1]!, m[2]!]),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The tables a source text writes: Drizzle's insert/update/delete(table) and raw SQL on a table. */
function tablesWritten(text: string, tables: Map<string, string>): string[] {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
  const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));
  const found = new Set<string>();
  for (const m of code.matchAll(/\.\s*(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    if (tables.has(m[1]!)) found.add(m[1]!);
  }
  const raw = /\b(?:insert\s+into|delete\s+from|update)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi;
  for (const m of code.matchAll(raw)) {
    const name = m[1] ?? bySqlName.get(m[2]!.toLowerCase());
    if (name && tables.has(name)) found.add(name);
  }
  return [...found];
}

describe('one writer per table', () => {
  const tables = schemaTables();

  it('gives every table of the schema an owner (or says only the demo writes it)', () => {
    expect(tables.size).toBeGreaterThan(20);
    expect([...tables.keys()].filter((t) => !(t in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !tables.has(t))).toEqual([]);
  });

  it('finds Drizzle and raw SQL writes', () => {
    const sample = [
      'await tx\n  .update(items)\n  .set({ status })',
      'await this.db.insert(users).values(v);',
      'await tx.execute(sql`insert into ${legalAcceptances} (user_id) values (1)`);',
      "await database.raw('DELETE FROM push_devices WHERE true');",
      '// a comment may say .update(orders) or update items set',
      'this.live.delete(sessionId); storage.delete(r.storageKey);',
    ].join('\n');
    expect(tablesWritten(sample, tables).sort()).toEqual([
      'items',
      'legalAcceptances',
      'pushDevices',
      'users',
    ]);
  });

  it('sees each table written only by its owner', () => {
    const strays: string[] = [];
    for (const file of sourceFiles(src)) {
      const path = relative(src, file).split('\\').join('/');
      if (EXEMPT.some((pattern) => pattern.test(path))) continue;
      for (const table of tablesWritten(readFileSync(file, 'utf8'), tables)) {
        const owner = OWNERS[table];
        const owners = owner === null || owner === undefined ? [] : [owner].flat();
        if (!owners.includes(path)) {
          strays.push(`${path} writes ${table} (owner: ${owners.join(', ') || 'the demo seed only'})`);
        }
      }
    }
    expect(strays).toEqual([]);
  });
});
