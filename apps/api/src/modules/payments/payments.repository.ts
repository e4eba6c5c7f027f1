// SQL of payments: orders and handled provider events (their one writer), the order's item locked. The item
// is handed over through ItemsRepository, a guest's account made through UsersRepository.
import { and, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { items, orders, paymentEvents, users } from '../../db/schema';
import { itemsWithContext } from '../items/items.repository';

export type OrderRow = typeof orders.$inferSelect;

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async userByAddress(address: string) {
    const [row] = await this.db.select().from(users).where(eq(users.custodialAddress, address)).limit(1);
    return row;
  }

  async user(id: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async orderBy(column: 'paymentIntentId' | 'checkoutSessionId' | 'externalId' | 'id', value: string) {
    const [row] = await this.db.select().from(orders).where(eq(orders[column], value)).limit(1);
    return row;
  }

  async lockOrder(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row;
  }

  /** The open intent order of a hold, to hand back the same payment when createDAN is called again. */
  async openIntentOrder(tx: DbOrTx, reservationId: string, buyerId: string) {
    const [row] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.reservationId, reservationId),
          eq(orders.buyerId, buyerId),
          eq(orders.kind, 'intent'),
          eq(orders.state, 'created'),
        ),
      )
      .limit(1);
    return row;
  }

  async insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert) {
    const [row] = await tx.insert(orders).values(values).returning();
    if (!row) throw new Error('order not stored');
    return row;
  }

  async updateOrder(tx: DbOrTx, id: string, values: Partial<typeof orders.$inferInsert>) {
    const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
    return row;
  }

  /** Notes a provider event; false when it was handled before. */
  async recordEvent(id: string, type: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(paymentEvents)
      .values({ id, type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return rows.length === 1;
  }

  async forgetEvent(id: string): Promise<void> {
    await this.db.delete(paymentEvents).where(eq(paymentEvents.id, id));
  }

  async lockItem(tx: DbOrTx, id: string) {
    const [row] = await itemsWithContext(tx).where(eq(items.id, id)).limit(1).for('update', { of: items });
    return row;
  }

  /** Orders paid for but not handed over (a webhook lost, a refund to retry): the timer looks again. */
  async stalledOrders(olderThan: Date, limit = 50) {
    return this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.state, 'paid'), lte(orders.updatedAt, olderThan)))
      .limit(limit);
  }
}
