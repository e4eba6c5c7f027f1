// SQL of payments: orders and handled provider events (their one writer), the order's item locked. The item
// is handed over through ItemWritesRepository, a guest's account made through UsersRepository.
import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idsWhere, Repository, rowWhere } from '../../db/repository';
import { items, orders, paymentEvents, users } from '../../db/schema';
import { itemsWithContext } from '../items/items.repository';

export type OrderRow = typeof orders.$inferSelect;

export class PaymentsRepository extends Repository {
  async userByAddress(address: string) {
    return rowWhere(this.db, users, eq(users.custodialAddress, address));
  }

  async user(id: string) {
    return rowWhere(this.db, users, eq(users.id, id));
  }

  async orderBy(column: 'paymentIntentId' | 'checkoutSessionId' | 'externalId' | 'id', value: string) {
    return rowWhere(this.db, orders, eq(orders[column], value));
  }

  async lockOrder(tx: DbOrTx, id: string) {
    return rowWhere(tx, orders, eq(orders.id, id), { lock: true });
  }

  /** The open intent order of a hold, to hand back the same payment when createDAN is called again. */
  async openIntentOrder(tx: DbOrTx, reservationId: string, buyerId: string) {
    return rowWhere(
      tx,
      orders,
      and(
        eq(orders.reservationId, reservationId),
        eq(orders.buyerId, buyerId),
        eq(orders.kind, 'intent'),
        eq(orders.state, 'created'),
      ),
    );
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
    return idsWhere(this.db, orders, and(eq(orders.state, 'paid'), lte(orders.updatedAt, olderThan)), limit);
  }
}
