// SQL of repairs: the item and store checks, the repair rows and their steps (their one writer), the owner's
// and brand's lists. The item's status changes through ItemWritesRepository.
import { openRepairStates } from '@heirloom/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import { clients, collections, items, repairSteps, repairs, savStores } from '../../db/schema';

export type RepairRow = typeof repairs.$inferSelect;
export type StepRow = typeof repairSteps.$inferSelect;
export type StoreRow = typeof savStores.$inferSelect;

export interface RepairBundle {
  repair: RepairRow;
  store: StoreRow;
  steps: StepRow[];
  item: { id: string; publicId: string; name: string; serialNumber: string };
}

/** Which repairs a call may touch: an owner's (on an item they hold) or a brand's. */
export type RepairScope =
  | { ownerId: string; itemId: string; repairId?: string }
  | { clientId: string; repairId?: string; state?: string };

function inScope(scope: RepairScope): SQL | undefined {
  const { repairId } = scope;
  const id = repairId === undefined ? undefined : eq(repairs.id, repairId);
  if ('ownerId' in scope)
    return and(id, eq(repairs.itemId, scope.itemId), eq(repairs.ownerId, scope.ownerId));
  const { clientId, state } = scope;
  return and(id, eq(repairs.clientId, clientId), state === undefined ? undefined : eq(repairs.state, state));
}

export class RepairsRepository extends Repository {
  /** The owner's item with its brand, locked for the rest of the transaction. */
  async lockOwnedItem(tx: DbOrTx, ownerId: string, itemId: string) {
    const [row] = await tx
      .select({ item: items, clientId: clients.id, features: clients.features })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(clients, eq(collections.clientId, clients.id))
      .where(and(eq(items.id, itemId), eq(items.ownerId, ownerId)))
      .limit(1)
      .for('update', { of: items });
    return row;
  }

  async store(tx: DbOrTx, storeId: string) {
    return rowWhere(tx, savStores, eq(savStores.id, storeId));
  }

  async openRepairOf(tx: DbOrTx, itemId: string) {
    return rowWhere(
      tx,
      repairs,
      and(eq(repairs.itemId, itemId), inArray(repairs.state, [...openRepairStates])),
    );
  }

  async insert(tx: DbOrTx, values: typeof repairs.$inferInsert) {
    const [row] = await tx.insert(repairs).values(values).returning();
    if (!row) throw new Error('repair not stored');
    return row;
  }

  /**
   * The item of the repair in `scope`, locked: the brand's moves take it before the repair's own lock, in
   * the order the owner's moves do, so that the two cannot deadlock.
   */
  async lockItemOfRepair(tx: DbOrTx, scope: RepairScope) {
    const [row] = await tx
      .select({ id: items.id })
      .from(items)
      .innerJoin(repairs, eq(repairs.itemId, items.id))
      .where(inScope(scope))
      .limit(1)
      .for('update', { of: items });
    return row;
  }

  /** A repair, locked, if it is in `scope` (the owner's or the brand's). */
  async lock(tx: DbOrTx, scope: RepairScope) {
    return rowWhere(tx, repairs, inScope(scope), { lock: true });
  }

  async update(tx: DbOrTx, id: string, values: Partial<typeof repairs.$inferInsert>) {
    await tx.update(repairs).set(values).where(eq(repairs.id, id));
  }

  async addStep(tx: DbOrTx, values: typeof repairSteps.$inferInsert) {
    await tx.insert(repairSteps).values(values);
  }

  /** Repairs with their stores, steps and items, in the order given. */
  async bundles(tx: DbOrTx, rows: RepairRow[]): Promise<RepairBundle[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [stores, steps, itemRows] = await Promise.all([
      tx
        .select()
        .from(savStores)
        .where(inArray(savStores.id, [...new Set(rows.map((r) => r.storeId))])),
      tx.select().from(repairSteps).where(inArray(repairSteps.repairId, ids)).orderBy(asc(repairSteps.seq)),
      tx
        .select({
          id: items.id,
          publicId: items.publicId,
          name: items.name,
          serialNumber: items.serialNumber,
        })
        .from(items)
        .where(inArray(items.id, [...new Set(rows.map((r) => r.itemId))])),
    ]);
    return rows.map((repair) => {
      const store = stores.find((s) => s.id === repair.storeId);
      const item = itemRows.find((i) => i.id === repair.itemId);
      if (!store || !item) throw new Error(`repair ${repair.id} lost its store or item`);
      return { repair, store, item, steps: steps.filter((s) => s.repairId === repair.id) };
    });
  }

  async bundle(tx: DbOrTx, id: string): Promise<RepairBundle> {
    const [row] = await tx.select().from(repairs).where(eq(repairs.id, id)).limit(1);
    if (!row) throw new Error(`repair ${id} not found`);
    const [bundle] = await this.bundles(tx, [row]);
    if (!bundle) throw new Error(`repair ${id} not found`);
    return bundle;
  }

  async page(scope: RepairScope, limit: number, offset: number) {
    const where = inScope(scope);
    const rows = await this.db
      .select()
      .from(repairs)
      .where(where)
      .orderBy(desc(repairs.createdAt), asc(repairs.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(repairs).where(where);
    return { bundles: await this.bundles(this.db, rows), total: total?.n ?? 0 };
  }

  async isOwner(ownerId: string, itemId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.ownerId, ownerId)))
      .limit(1);
    return row !== undefined;
  }

  // ---- account deletion and return ----

  /**
   * Cancels the owner's repairs in `states` as if the owner had (a step each); gives the repairs cancelled,
   * with their item and store. Called once the items are locked, so the repairs are locked second, in the
   * order every repair move takes.
   */
  async cancelOwnedBy(tx: DbOrTx, userId: string, states: readonly string[], now: Date) {
    const rows = await tx
      .select({ id: repairs.id, itemId: repairs.itemId, store: savStores.name })
      .from(repairs)
      .innerJoin(savStores, eq(repairs.storeId, savStores.id))
      .where(and(eq(repairs.ownerId, userId), inArray(repairs.state, [...states])))
      .orderBy(repairs.id)
      .for('update', { of: repairs });
    if (rows.length === 0) return [];
    await tx
      .update(repairs)
      .set({ state: 'cancelled', updatedAt: now })
      .where(
        inArray(
          repairs.id,
          rows.map((r) => r.id),
        ),
      );
    await tx.insert(repairSteps).values(
      rows.map((r) => ({
        repairId: r.id,
        kind: 'state',
        state: 'cancelled',
        actor: 'owner',
        createdAt: now,
      })),
    );
    return rows;
  }

  /**
   * The owner's free text may say anything about them: the words of their repair requests and their own
   * notes are blanked. The rows stay (the brand's repair records).
   */
  async eraseWordsOf(tx: DbOrTx, userId: string): Promise<void> {
    await tx.update(repairs).set({ details: '' }).where(eq(repairs.ownerId, userId));
    await tx
      .update(repairSteps)
      .set({ note: null })
      .where(
        and(
          eq(repairSteps.actor, 'owner'),
          isNotNull(repairSteps.note),
          inArray(
            repairSteps.repairId,
            tx.select({ id: repairs.id }).from(repairs).where(eq(repairs.ownerId, userId)),
          ),
        ),
      );
  }

  /** The repairs in `states` on these items become `userId`'s (held items given back to their owner). */
  async handOver(tx: DbOrTx, itemIds: string[], userId: string, states: readonly string[]) {
    await tx
      .update(repairs)
      .set({ ownerId: userId })
      .where(and(inArray(repairs.itemId, itemIds), inArray(repairs.state, [...states])));
  }
}
