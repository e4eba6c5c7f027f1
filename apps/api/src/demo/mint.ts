// The demo's certificates: each minted demo item is recorded in the ledger, and its record (the ledger entry's
// hash) is what the item and its "minted" history event show. Nothing here is made up.
import { and, eq } from 'drizzle-orm';
import type { LedgerMove, LedgerProvider } from '../providers/ledger/ledger-provider';
import type { Tx } from '../db/client';
import { itemEvents, items } from '../db/schema';

/** Where demo certificates are recorded: the local ledger (items are not tokens on a chain yet). */
export const DEMO_MINT_LEDGER = 'heirloom';

export async function recordDemoMints(tx: Tx, ledger: LedgerProvider, mints: LedgerMove[]): Promise<void> {
  const records = await ledger.record(tx, 'mint', mints);
  for (const [index, mint] of mints.entries()) {
    const record = records[index];
    if (!record) throw new Error(`the ledger gave no record for ${mint.itemId}`);
    await tx.update(items).set({ mintTxHash: record }).where(eq(items.id, mint.itemId));
    await tx
      .update(itemEvents)
      .set({ data: { record } })
      .where(and(eq(itemEvents.itemId, mint.itemId), eq(itemEvents.kind, 'minted')));
  }
}
