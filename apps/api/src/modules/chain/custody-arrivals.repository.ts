// SQL of the tokens that came back into custody from a wallet (decision 031): what an arrival needs to know of
// its item (its row, the send out that took it there, whether its sender still has an account), and the list
// of arrivals the brand resolves in its console (table custody_arrivals, its one writer).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository } from '../../db/repository';
import { chainWrites, collections, custodyArrivals, items, transfers, users } from '../../db/schema';
import type { ChainTarget } from './chain-write-calls';
import { type ChainWrite, writesTo } from './chain-writes.repository';

export type CustodyArrival = typeof custodyArrivals.$inferSelect;

export class CustodyArrivalsRepository extends Repository {
  /** The item's row as an arrival needs it (locked), or undefined. */
  async itemFor(tx: DbOrTx, itemId: string) {
    const [row] = await tx
      .select({ ownerId: items.ownerId, status: items.status, brandId: collections.clientId })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(eq(items.id, itemId))
      .for('update', { of: items });
    return row;
  }

  /** The item's writes on the contract, oldest first. */
  writesOf(tx: DbOrTx, target: ChainTarget, itemId: string): Promise<ChainWrite[]> {
    return tx
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.itemId, itemId), writesTo(target)))
      .orderBy(chainWrites.seq);
  }

  /** Who sent the item out with this transfer, if their account still exists (a deleted one keeps its row). */
  async liveSender(tx: DbOrTx, transferId: string | null): Promise<string | null> {
    if (!transferId) return null;
    const [row] = await tx
      .select({ id: users.id })
      .from(transfers)
      .innerJoin(users, eq(users.id, transfers.senderId))
      .where(and(eq(transfers.id, transferId), isNull(users.deletedAt)));
    return row?.id ?? null;
  }

  async add(tx: DbOrTx, arrival: Omit<CustodyArrival, 'id' | 'resolvedAt'>): Promise<void> {
    await tx.insert(custodyArrivals).values(arrival);
  }

  /** Forgets the arrival an event brought (a reorganisation took the event back). */
  async forget(tx: DbOrTx, transferId: string): Promise<void> {
    await tx.delete(custodyArrivals).where(eq(custodyArrivals.transferId, transferId));
  }

  /** A brand's arrivals still to resolve, newest first. */
  async page(brandId: string, limit: number, offset: number) {
    const where = and(eq(custodyArrivals.brandId, brandId), isNull(custodyArrivals.resolvedAt));
    const rows = await this.db
      .select({
        arrival: custodyArrivals,
        itemName: items.name,
        serialNumber: items.serialNumber,
        publicId: items.publicId,
      })
      .from(custodyArrivals)
      .innerJoin(items, eq(items.id, custodyArrivals.itemId))
      .where(where)
      .orderBy(desc(custodyArrivals.createdAt), desc(custodyArrivals.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(custodyArrivals).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** Marks a brand's arrival resolved, in the caller's transaction; its item's id, or null when the brand has no such unresolved arrival. */
  async resolve(tx: DbOrTx, brandId: string, id: string, at: Date): Promise<string | null> {
    const done = await tx
      .update(custodyArrivals)
      .set({ resolvedAt: at })
      .where(
        and(
          eq(custodyArrivals.id, id),
          eq(custodyArrivals.brandId, brandId),
          isNull(custodyArrivals.resolvedAt),
        ),
      )
      .returning({ itemId: custodyArrivals.itemId });
    return done[0]?.itemId ?? null;
  }
}
