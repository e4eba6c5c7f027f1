// Test support: brand messages and unseen counts shaped exactly as the contract says.
import type { Message, UnseenByCollection, UnseenByProduct } from '../../api/messages';
import { makeItem } from '../items/shared/fixtures.testing';

const uuid = (n: number) => `77777777-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeMessage(n: number, overrides: Partial<Message> = {}): Message {
  return {
    id: uuid(n),
    productId: makeItem(1).id,
    scope: 'item',
    brand: { name: 'Maison Arlo', logoUrl: null },
    title: `News ${n}`,
    body: `First paragraph of message ${n}.\n\nSecond paragraph.`,
    pictureUrl: null,
    link: null,
    createdAt: `2024-06-${String(Math.min(28, n)).padStart(2, '0')}T10:00:00.000Z`,
    seen: false,
    ...overrides,
  };
}

export const unseenCollections = (
  items: UnseenByCollection['items'],
  total = items.reduce((sum, entry) => sum + entry.unseen, 0),
): UnseenByCollection => ({ items, total });

export const unseenProducts = (
  items: UnseenByProduct['items'],
  total = items.reduce((sum, entry) => sum + entry.unseen, 0),
): UnseenByProduct => ({ items, total });
