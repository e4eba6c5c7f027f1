// Whether an item may change hands now: the one rule behind sending, reserving and selling (docs/product.md
// "Transfers", "Opposition"). Checked under the item's row lock by every flow that moves an item.
import type { ErrorCode } from '@heirloom/contract';

export type HandOver = 'send' | 'reserve' | 'sell';

export interface ItemState {
  isToMint: boolean;
  oppositionKind: string | null;
  status: string;
  /** set while the owner has entrusted it to someone (docs/decisions/044-entrusted-care.md) */
  inCareUntil: Date | null;
}

/** The 409 code that refuses `purpose` for this item, or undefined when it may go. */
export function handOverRefusal(item: ItemState, purpose: HandOver): ErrorCode | undefined {
  // in care: nobody hands it over, its owner included, until the care ends (the owner may end it at any time)
  if (item.inCareUntil) return 'ITEM_IN_CARE';
  if (item.oppositionKind) return 'ITEM_UNDER_OPPOSITION';
  if (item.isToMint && purpose === 'send') return 'ITEM_PENDING_MINT';
  // the brand's stock: an unsold item can be held and sold, never sent by anyone
  if (item.status === 'on_sale') return purpose === 'send' ? 'ITEM_UNAVAILABLE' : undefined;
  if (item.status === 'in_repair') return 'ITEM_IN_REPAIR';
  if (item.status === 'reserved') return 'ITEM_RESERVED';
  if (item.status === 'pending_transfer') return 'ITEM_PENDING_TRANSFER';
  if (item.status !== 'active') return 'ITEM_UNAVAILABLE';
  return undefined;
}

/** The item's lost or stolen declaration, or null (a stored value this app does not know counts as none). */
export function declaredKind(item: { oppositionKind: string | null }): 'lost' | 'stolen' | null {
  return item.oppositionKind === 'lost' || item.oppositionKind === 'stolen' ? item.oppositionKind : null;
}
