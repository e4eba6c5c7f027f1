// When the owner may declare an item lost or stolen (ARCHITECTURE §6 "Opposition"), or withdraw that.
import type { Item } from '../../api/items';

/** Not while it is at a store, reserved or on its way to someone: the server refuses those too. */
export function canDeclareOpposition(item: Pick<Item, 'opposition' | 'status'>): boolean {
  return !item.opposition.active && item.status === 'active';
}
