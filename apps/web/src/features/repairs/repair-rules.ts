// When the owner may ask for a repair: the item is theirs and free (ARCHITECTURE §6 "Repairs", "Opposition").
import type { Item } from '../../api/items';

/** Not while declared lost or stolen, reserved, on its way to someone, or already in repair. */
export function canRequestRepair(item: Pick<Item, 'opposition' | 'status'>): boolean {
  return !item.opposition.active && item.status === 'active';
}
