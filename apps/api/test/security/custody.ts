// The custody invariant: every item has exactly one custodian — an owner (maybe one who has not signed up
// yet), the brand's stock, an outside address it was sent to, or the phone number of a deleted account —
// the latest ledger entry of a minted item names that custodian's address, and the ledger chain verifies.
import { isRepairOpen, type RepairState } from '@heirloom/contract';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients, collections, items, ledgerEntries, repairs, users } from '../../src/db/schema';
import type { TestApp } from '../helpers';

const OWNED = ['active', 'in_repair', 'lost', 'stolen', 'pending_transfer'];

export async function checkCustody(t: TestApp): Promise<void> {
  const db = t.app.database.db;
  const itemRows = await db.select().from(items);
  const userRows = await db.select().from(users);
  const collectionRows = await db.select().from(collections);
  const clientRows = await db.select().from(clients);
  const ledger = await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.seq));
  const repairRows = await db.select().from(repairs);
  const userById = new Map(userRows.map((u) => [u.id, u]));
  const brandAddress = new Map(
    collectionRows.map((c) => [c.id, clientRows.find((b) => b.id === c.clientId)?.custodialAddress]),
  );
  const lastTo = new Map<string, string>();
  for (const entry of ledger) lastTo.set(entry.itemId, entry.toAddress);
  const custodialAddresses = new Set(userRows.map((u) => u.custodialAddress));
  const deletedAddresses = new Set(
    userRows.filter((u) => u.status === 'deleted').map((u) => u.custodialAddress),
  );
  const openRepair = new Set(
    repairRows.filter((r) => isRepairOpen(r.state as RepairState)).map((r) => r.itemId),
  );

  const problems: string[] = [];
  for (const item of itemRows) {
    const custodians: string[] = [];
    let address: string | null | undefined;
    if (item.ownerId) {
      const owner = userById.get(item.ownerId);
      custodians.push(`owner ${owner?.phone}`);
      address = owner?.custodialAddress;
      if (!owner || owner.status === 'deleted') problems.push(`${item.name}: owned by a deleted account`);
      if (!OWNED.includes(item.status)) problems.push(`${item.name}: owned yet ${item.status}`);
      if ((item.status === 'pending_transfer') !== (owner?.status === 'pending'))
        problems.push(`${item.name}: ${item.status} with an owner who is ${owner?.status}`);
      if ((item.status === 'in_repair') !== openRepair.has(item.id))
        problems.push(`${item.name}: ${item.status}, open repair: ${openRepair.has(item.id)}`);
    }
    if (!item.ownerId && ['on_sale', 'reserved'].includes(item.status)) {
      custodians.push('brand stock');
      address = brandAddress.get(item.collectionId);
    }
    if (!item.ownerId && item.status === 'withdrawn') {
      custodians.push('outside address');
      address = lastTo.get(item.id);
      if (custodialAddresses.has(address ?? null))
        problems.push(`${item.name}: withdrawn, yet its ledger points at a custodial address`);
    }
    if (item.heldForPhoneHash) {
      custodians.push('held for a deleted account');
      address = lastTo.get(item.id);
      if (address !== undefined && !deletedAddresses.has(address))
        problems.push(`${item.name}: held, yet its ledger points elsewhere than the deleted account`);
    }
    if (custodians.length !== 1) problems.push(`${item.name}: custodians ${JSON.stringify(custodians)}`);
    const minted = lastTo.get(item.id);
    if (minted !== undefined && minted !== address)
      problems.push(`${item.name}: the ledger says ${minted}, custody says ${address}`);
    if (!item.isToMint && minted === undefined) problems.push(`${item.name}: minted but not in the ledger`);
  }
  expect(problems).toEqual([]);
  const verdict = await t.app.providers.ledger.verify();
  expect(verdict.ok, `ledger broken at ${verdict.brokenAt}`).toBe(true);
}
