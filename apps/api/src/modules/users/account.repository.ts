// The reads of giving held items back when a deleted account's number signs up again: the number, the held
// items (locked), where the ledger last put them. Account deletion writes nothing here: each table is
// written by its owner's repository (see account.service.ts).
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository } from '../../db/repository';
import { items, ledgerEntries, users } from '../../db/schema';

export class AccountRepository extends Repository {
  async phoneOf(tx: DbOrTx, userId: string) {
    const [row] = await tx
      .select({ phone: users.phone, address: users.custodialAddress })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async lockHeldItems(tx: DbOrTx, phoneHash: string) {
    return tx
      .select({ id: items.id, mintTokenId: items.mintTokenId })
      .from(items)
      .where(eq(items.heldForPhoneHash, phoneHash))
      .orderBy(items.id)
      .for('update');
  }

  /** Where the ledger last put each item: the deleted account's custodial address. */
  async ledgerAddresses(tx: DbOrTx, itemIds: string[]): Promise<Map<string, string>> {
    const rows = await tx
      .selectDistinctOn([ledgerEntries.itemId], {
        itemId: ledgerEntries.itemId,
        toAddress: ledgerEntries.toAddress,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.itemId, itemIds))
      .orderBy(ledgerEntries.itemId, desc(ledgerEntries.seq));
    return new Map(rows.map((r) => [r.itemId, r.toAddress]));
  }
}
