// The verdict of `npm run ledger -- verify` in words, with the exit code an operator's script can test.
import type { Db } from '../db/client';
import { LocalLedger } from '../providers/local-db/ledger';

/** 0 when the hash chain holds, 1 when an entry was changed or removed (and which one). */
export async function verifyLedger(db: Db, say: (text: string) => void): Promise<number> {
  const ledger = new LocalLedger(db);
  const verdict = await ledger.verify();
  if (verdict.ok) {
    say(`Ledger verified: ${verdict.entries} entries, the hash chain is intact.`);
    return 0;
  }
  const entry = verdict.brokenAt === undefined ? undefined : await ledger.entry(verdict.brokenAt);
  const what = entry ? ` (${entry.kind} of item ${entry.itemId}, ${entry.createdAt.toISOString()})` : '';
  say(
    `Ledger BROKEN at entry #${verdict.brokenAt ?? '?'}${what}: its hash does not match its content or ` +
      `the entry before it. Entries verified before it: ${verdict.entries}.`,
  );
  return 1;
}
