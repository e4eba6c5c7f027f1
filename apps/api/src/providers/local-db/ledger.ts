// Local ledger: an append-only, hash-chained log in our own database (hence local-db/). Each entry's hash
// covers its content and the previous entry's hash, so changing or removing any entry breaks every hash after it.
import { createHash } from 'node:crypto';
import { asc, desc, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { lockKeys } from '../../db/locks';
import { ledgerEntries } from '../../db/schema';
import type { LedgerMove, LedgerProvider, LedgerVerdict } from '../ledger/ledger-provider';

export const GENESIS_HASH = '0'.repeat(64);

type Entry = Pick<
  typeof ledgerEntries.$inferSelect,
  'kind' | 'itemId' | 'tokenId' | 'fromAddress' | 'toAddress' | 'createdAt' | 'prevHash'
>;

export function entryHash(entry: Entry): string {
  const content = [
    entry.prevHash,
    entry.kind,
    entry.itemId,
    entry.tokenId,
    entry.fromAddress ?? '',
    entry.toAddress,
    entry.createdAt.toISOString(),
  ];
  return createHash('sha256').update(content.join('|')).digest('hex');
}

export class LocalLedger implements LedgerProvider {
  readonly name = 'local';
  readonly confirmsLater = false;
  constructor(private readonly db: Db) {}

  async record(tx: DbOrTx, kind: 'mint' | 'transfer', moves: LedgerMove[]): Promise<string[]> {
    if (moves.length === 0) return [];
    // One appender at a time (across instances too): the chain has a single head.
    await lockKeys(tx, 'local-ledger:append');
    const [head] = await tx
      .select({ hash: ledgerEntries.hash })
      .from(ledgerEntries)
      .orderBy(desc(ledgerEntries.seq))
      .limit(1);
    let prevHash = head?.hash ?? GENESIS_HASH;
    const records: string[] = [];
    for (const move of moves) {
      const entry: Entry = {
        kind,
        itemId: move.itemId,
        tokenId: move.tokenId,
        fromAddress: move.from,
        toAddress: move.to,
        createdAt: move.at,
        prevHash,
      };
      const hash = entryHash(entry);
      await tx.insert(ledgerEntries).values({ ...entry, hash });
      prevHash = hash;
      records.push(hash);
    }
    return records;
  }

  /** The entry at `seq` (the one verify() says is broken), if there is one. */
  async entry(seq: number) {
    const [row] = await this.db.select().from(ledgerEntries).where(eq(ledgerEntries.seq, seq)).limit(1);
    return row;
  }

  async verify(): Promise<LedgerVerdict> {
    let prevHash = GENESIS_HASH;
    let lastSeq = 0;
    let entries = 0;
    for (;;) {
      const batch = await this.db
        .select()
        .from(ledgerEntries)
        .where(gt(ledgerEntries.seq, lastSeq))
        .orderBy(asc(ledgerEntries.seq))
        .limit(1000);
      if (batch.length === 0) return { ok: true, entries };
      for (const row of batch) {
        if (row.prevHash !== prevHash || entryHash(row) !== row.hash)
          return { ok: false, entries, brokenAt: row.seq };
        prevHash = row.hash;
        lastSeq = row.seq;
        entries += 1;
      }
    }
  }
}
