// Where an item's token is, read from the item's row: the one rule behind the mints queued at start
// (queueMissingMints) and `npm run ledger -- verify`. It names the accounts every move already names as it
// changes the row (decision 013): an owner's items in the owner's custody, the brand's stock in the brand's.
import { collections, items } from '../../db/schema';

/** The statuses of an unowned item in its brand's stock: imported or taken back (stock), on sale, reserved. */
export const BRAND_STOCK_STATUSES: readonly string[] = ['stock', 'on_sale', 'reserved'];

export interface CustodyFacts {
  ownerId: string | null;
  status: string;
  brandId: string;
  heldForPhoneHash: string | null;
}

/** The columns of an item's row, joined to its collection, that custodyOf reads. */
export const custodyFactColumns = {
  ownerId: items.ownerId,
  status: items.status,
  heldForPhoneHash: items.heldForPhoneHash,
  brandId: collections.clientId,
};

/**
 * In an account's custody (its owner's, pending transfers and repairs included; its brand's for stock); held for
 * a deleted account, whose id only the ledger still knows; out in a wallet (sent out); or nowhere the row can
 * say (an unowned item in no state that puts it somewhere).
 */
export type Custody =
  { in: 'account'; holderId: string } | { in: 'held' } | { in: 'wallet' } | { in: 'nowhere' };

export function custodyOf(item: CustodyFacts): Custody {
  if (item.ownerId) return { in: 'account', holderId: item.ownerId };
  if (item.heldForPhoneHash) return { in: 'held' };
  if (item.status === 'withdrawn') return { in: 'wallet' };
  if (BRAND_STOCK_STATUSES.includes(item.status)) return { in: 'account', holderId: item.brandId };
  return { in: 'nowhere' };
}

/** The owner or brand whose custody account holds the token; null when the row names none. */
export function holderInCustody(item: CustodyFacts): string | null {
  const custody = custodyOf(item);
  return custody.in === 'account' ? custody.holderId : null;
}
