// What the owner may do with an item as it stands (docs/product.md "Transfers", "Repairs", "Opposition"): the
// item page offers only these actions, their screens check again, and the server refuses the others too.
import type { Item } from '../api/items';

/** Minted, theirs and free: not pending mint, declared lost or stolen, reserved, in repair or on its way. */
export function canSend(item: Pick<Item, 'isToMint' | 'opposition' | 'status'>): boolean {
  return !item.isToMint && !item.opposition.active && item.status === 'active';
}

/** Not while declared lost or stolen, reserved, on its way to someone, or already in repair. */
export function canRequestRepair(item: Pick<Item, 'opposition' | 'status'>): boolean {
  return !item.opposition.active && item.status === 'active';
}

/** Not while it is at a store, reserved or on its way to someone: the server refuses those too. */
export function canDeclareOpposition(item: Pick<Item, 'opposition' | 'status'>): boolean {
  return !item.opposition.active && item.status === 'active';
}
