// The demo's certificates: each minted demo item is recorded in the ledger, and its record (the ledger entry's
// hash) is what the item and its "minted" history event show. On a chain the mints are queued instead, and
// each item shows its mint once the chain confirms it (the chain worker). Nothing here is made up.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { items } from '../db/schema';
import type { HistoryRepository } from '../modules/history/history.repository';
import type { LedgerMove, LedgerProvider } from '../providers/ledger/ledger-provider';

/** Where demo certificates are recorded: the local ledger (items are not tokens on a chain yet). */
export const DEMO_MINT_LEDGER = 'heirloom';

/**
 * The columns of a demo item minted as token `tokenId` (its record comes from recordDemoMints); on a chain
 * (`ledger.confirmsLater`) the item waits for its mint to be confirmed.
 */
export function mintedColumns(ledger: LedgerProvider, tokenId: string, mintedAt: Date) {
  if (ledger.confirmsLater) return { isToMint: true };
  return { isToMint: false, mintChain: DEMO_MINT_LEDGER, mintTokenId: tokenId, mintedAt };
}

/** Records the mints in the ledger; each item keeps its record, and its "minted" history line shows it. */
export async function recordDemoMints(
  tx: Tx,
  deps: { ledger: LedgerProvider; history: HistoryRepository },
  mints: LedgerMove[],
): Promise<void> {
  const records = await deps.ledger.record(tx, 'mint', mints);
  if (deps.ledger.confirmsLater) return;
  const minted = mints.map((mint, index) => {
    const record = records[index];
    if (!record) throw new Error(`the ledger gave no record for ${mint.itemId}`);
    return { itemId: mint.itemId, record, at: mint.at };
  });
  for (const { itemId, record } of minted) {
    await tx.update(items).set({ mintTxHash: record }).where(eq(items.id, itemId));
  }
  await deps.history.record(
    tx,
    minted.map(({ itemId, record, at }) => ({
      itemId,
      kind: 'minted',
      actor: 'system',
      data: { record },
      createdAt: at,
    })),
  );
}
