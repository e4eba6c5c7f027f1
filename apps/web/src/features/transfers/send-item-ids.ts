// Which items a send flow moves: the page's own item first, then any others picked with it (`?ids=a,b`).
import { MAX_ITEMS_PER_TRANSFER } from '@heirloom/contract';

export function sendItemIds(id: string, search: URLSearchParams): string[] {
  const listed = (search.get('ids') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set([id, ...listed].filter(Boolean))].slice(0, MAX_ITEMS_PER_TRANSFER);
}
