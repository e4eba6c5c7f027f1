// What the owner may do with an item as it stands (docs/product.md "Transfers", "Repairs", "Opposition", "Heirs and
// care"): the item page offers only these actions, their screens check again, and the server refuses the others too.
import type { Item } from '../api/items';

/** Minted, theirs and free: not pending mint, declared lost or stolen, reserved, in repair, on its way or in care. */
export function canSend(item: Pick<Item, 'isToMint' | 'opposition' | 'status' | 'inCareUntil'>): boolean {
  return !item.isToMint && !item.opposition.active && item.status === 'active' && !item.inCareUntil;
}

/** Not while declared lost or stolen, reserved, on its way to someone, or already in repair. */
export function canRequestRepair(item: Pick<Item, 'opposition' | 'status'>): boolean {
  return !item.opposition.active && item.status === 'active';
}

/** Not while it is at a store, reserved, on its way to someone or in someone's care: the server refuses those too. */
export function canDeclareOpposition(item: Pick<Item, 'opposition' | 'status' | 'inCareUntil'>): boolean {
  return !item.opposition.active && item.status === 'active' && !item.inCareUntil;
}

/**
 * Entrusted to someone for a while (decision 044): a free item, or one in repair (then to the repairing store only);
 * never one already in care or declared lost or stolen.
 */
export function canEntrust(item: Pick<Item, 'opposition' | 'status' | 'inCareUntil'>): boolean {
  return (
    !item.inCareUntil && !item.opposition.active && (item.status === 'active' || item.status === 'in_repair')
  );
}
