// One-time data migration (decision 013): the custody addresses stored for owners and brands become the items
// contract's custody addresses of their ids. Before, they were random addresses, which no contract could tell
// from a wallet's. Nothing else refers to them by value except a guest pass not yet spent (30 minutes).
import { eq, isNotNull } from 'drizzle-orm';
import { custodialAddressOf } from '../lib/address';
import { claimMark } from './app-meta';
import type { Db } from './client';
import { clients, users } from './schema';

const MARK = 'custody_addresses_derived';

/** Runs once per database (marked in app_meta in the same transaction); gives how many addresses changed. */
export async function deriveCustodyAddresses(db: Db, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    if (!(await claimMark(tx, MARK, now))) return undefined;
    let changed = 0;
    for (const user of await tx.select({ id: users.id, address: users.custodialAddress }).from(users)) {
      const derived = custodialAddressOf(user.id);
      if (user.address === derived) continue;
      await tx.update(users).set({ custodialAddress: derived }).where(eq(users.id, user.id));
      changed += 1;
    }
    const brands = await tx
      .select({ id: clients.id, address: clients.custodialAddress })
      .from(clients)
      .where(isNotNull(clients.custodialAddress));
    for (const brand of brands) {
      const derived = custodialAddressOf(brand.id);
      if (brand.address === derived) continue;
      await tx.update(clients).set({ custodialAddress: derived }).where(eq(clients.id, brand.id));
      changed += 1;
    }
    return changed;
  });
}
