// Tests of `npm run ledger -- verify`: an intact chain passes (exit 0), a changed entry is named (exit 1).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { LocalLedger } from '../providers/local-db/ledger';
import { verifyLedger } from './ledger-verify';

let database: Database;
beforeAll(async () => {
  database = await openDatabase('memory://', os.tmpdir());
  await database.migrate(path.join(import.meta.dirname, '../../drizzle'));
});
afterAll(async () => {
  await database.close();
});

async function run(): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await verifyLedger(database.db, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

describe('ledger verify', () => {
  it('passes an empty ledger and a chain of mints and transfers', async () => {
    expect(await run()).toEqual({
      code: 0,
      text: 'Ledger verified: 0 entries, the hash chain is intact.',
    });
    const ledger = new LocalLedger(database.db);
    const at = new Date('2026-11-22T10:00:00Z');
    const items = [randomUUID(), randomUUID(), randomUUID()];
    await database.db.transaction((tx) =>
      ledger.record(
        tx,
        'mint',
        items.map((itemId, n) => ({
          itemId,
          tokenId: String(n),
          from: null,
          to: '0xA',
          fromAccount: null,
          toAccount: null,
          at,
        })),
      ),
    );
    await database.db.transaction((tx) =>
      ledger.record(tx, 'transfer', [
        { itemId: items[1]!, tokenId: '1', from: '0xA', to: '0xB', fromAccount: null, toAccount: null, at },
      ]),
    );
    expect(await run()).toEqual({ code: 0, text: 'Ledger verified: 4 entries, the hash chain is intact.' });
  });

  it('exits 1 and names the first entry that was changed', async () => {
    const [second] = await database.db.select().from(ledgerEntries).orderBy(ledgerEntries.seq).offset(1);
    await database.db
      .update(ledgerEntries)
      .set({ toAddress: '0xBAD' })
      .where(eq(ledgerEntries.seq, second!.seq));
    const { code, text } = await run();
    expect(code).toBe(1);
    expect(text).toContain(`Ledger BROKEN at entry #${second!.seq} (mint of item ${second!.itemId},`);
    expect(text).toContain('Entries verified before it: 1.');
  });
});
