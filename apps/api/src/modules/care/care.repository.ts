// SQL of entrusted care (docs/decisions/044-entrusted-care.md): the care periods (their one writer), the owner's
// item, the brand's stores and open repairs it checks, and what a carer may read of the item. The item's own
// "in care" mark is written by ItemWritesRepository (the items table's one writer).
import { openRepairStates } from '@heirloom/contract';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countWhere, paged } from '../../db/paged';
import { firstRow, Repository, rowWhere } from '../../db/repository';
import {
  carePeriods,
  clients,
  collections,
  itemImages,
  items,
  repairs,
  savStores,
  users,
} from '../../db/schema';

export type CareRow = typeof carePeriods.$inferSelect;
export type NewCare = Omit<typeof carePeriods.$inferInsert, 'id'>;
export type StoreRow = typeof savStores.$inferSelect;

/** A care period with what its views name: the item, its brand and collection, the store. */
export interface CareBundle {
  care: CareRow;
  item: typeof items.$inferSelect;
  brand: { id: string; name: string };
  collection: { name: string; gtin: string | null };
  store: StoreRow | null;
}

/** Which care periods a call may read or end: the owner's, the person's entrusted (open), a brand's. */
export type CareScope =
  { ownerId: string } | { carerUserId: string } | { clientId: string; openOnly?: boolean };

const isOpen = isNull(carePeriods.endedAt);

function inScope(scope: CareScope): SQL | undefined {
  if ('ownerId' in scope) return eq(carePeriods.ownerId, scope.ownerId);
  if ('carerUserId' in scope) return and(eq(carePeriods.carerUserId, scope.carerUserId), isOpen);
  // a brand's staff see the periods of its stores, never a person's
  return and(
    eq(carePeriods.clientId, scope.clientId),
    eq(carePeriods.carerKind, 'store'),
    scope.openOnly ? isOpen : undefined,
  );
}

export class CareRepository extends Repository {
  /** The owner's item with its brand, locked for the rest of the transaction (`lock`, the default). */
  async lockOwnedItem(tx: DbOrTx, ownerId: string, itemId: string, lock = true) {
    const query = tx
      .select({ item: items, clientId: clients.id })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .where(and(eq(items.id, itemId), eq(items.ownerId, ownerId)))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: items }) : await query;
    return row;
  }

  store(tx: DbOrTx, storeId: string) {
    return rowWhere(tx, savStores, eq(savStores.id, storeId));
  }

  /** The item's open repair `repairId`, if it is open. */
  openRepair(tx: DbOrTx, itemId: string, repairId: string) {
    return rowWhere(
      tx,
      repairs,
      and(
        eq(repairs.id, repairId),
        eq(repairs.itemId, itemId),
        inArray(repairs.state, [...openRepairStates]),
      ),
    );
  }

  user(tx: DbOrTx, userId: string) {
    return rowWhere(tx, users, eq(users.id, userId));
  }

  async insert(tx: DbOrTx, care: NewCare): Promise<CareRow> {
    const [row] = await tx.insert(carePeriods).values(care).returning();
    return firstRow(row);
  }

  /** One care period in scope, locked (with its item) for the rest of the transaction. */
  async lock(tx: DbOrTx, scope: CareScope, careId: string): Promise<CareRow | undefined> {
    const [row] = await tx
      .select({ care: carePeriods })
      .from(carePeriods)
      .innerJoin(items, eq(items.id, carePeriods.itemId))
      .where(and(eq(carePeriods.id, careId), inScope(scope)))
      .limit(1)
      .for('update');
    return row?.care;
  }

  /** Ends the period if still open; false when another call ended it first. */
  async end(tx: DbOrTx, careId: string, endedBy: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(carePeriods)
      .set({ endedAt: at, endedBy })
      .where(and(eq(carePeriods.id, careId), isOpen))
      .returning({ id: carePeriods.id });
    return rows.length === 1;
  }

  /** The open periods of these items, or of this repair. */
  openOf(tx: DbOrTx, which: { itemIds: string[] } | { repairId: string }): Promise<CareRow[]> {
    const where =
      'itemIds' in which
        ? inArray(carePeriods.itemId, which.itemIds)
        : eq(carePeriods.repairId, which.repairId);
    return tx.select().from(carePeriods).where(and(where, isOpen)).for('update');
  }

  /**
   * Up to `limit` open periods past their end, locked; those another instance holds are skipped (it ends them),
   * so several instances share the round without waiting for each other.
   */
  due(tx: DbOrTx, now: Date, limit: number): Promise<CareRow[]> {
    return tx
      .select()
      .from(carePeriods)
      .where(and(isOpen, lte(carePeriods.endsAt, now)))
      .orderBy(asc(carePeriods.endsAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** One period with what its views need (in scope), or undefined. */
  async bundle(scope: CareScope, careId: string, db: DbOrTx = this.db): Promise<CareBundle | undefined> {
    const [row] = await this.bundles(db, and(eq(carePeriods.id, careId), inScope(scope)), 1, 0);
    return row;
  }

  /** The item's open period, with what its views need (a read: nothing locked). */
  async openBundleOf(db: DbOrTx, ownerId: string, itemId: string): Promise<CareBundle | undefined> {
    const [row] = await this.bundles(
      db,
      and(eq(carePeriods.itemId, itemId), eq(carePeriods.ownerId, ownerId), isOpen),
      1,
      0,
    );
    return row;
  }

  /** A page of periods in scope: open ones first, soonest end first, then ended ones, latest first. */
  async page(scope: CareScope, limit: number, offset: number) {
    const where = inScope(scope);
    return paged(this.bundles(this.db, where, limit, offset), countWhere(this.db, carePeriods, where));
  }

  private async bundles(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
    const rows = await db
      .select({
        care: carePeriods,
        item: items,
        brand: { id: clients.id, name: clients.name },
        collection: { name: collections.name, gtin: collections.gtin },
        store: savStores,
      })
      .from(carePeriods)
      .innerJoin(items, eq(items.id, carePeriods.itemId))
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .leftJoin(savStores, eq(savStores.id, carePeriods.storeId))
      .where(where)
      .orderBy(
        sql`${carePeriods.endedAt} is not null`,
        sql`case when ${carePeriods.endedAt} is null then ${carePeriods.endsAt} end asc`,
        desc(carePeriods.endedAt),
        asc(carePeriods.id),
      )
      .limit(limit)
      .offset(offset);
    return rows satisfies CareBundle[];
  }

  /** The pictures a carer sees when shared: the brand's and the entrusting owner's, oldest first. */
  pictures(itemId: string, ownerId: string) {
    return this.db
      .select()
      .from(itemImages)
      .where(
        and(
          eq(itemImages.itemId, itemId),
          or(isNull(itemImages.uploaderId), eq(itemImages.uploaderId, ownerId)),
        ),
      )
      .orderBy(asc(itemImages.createdAt), asc(itemImages.id));
  }
}
