// Where each item comes from, as a mint writes it on the chain: its collection and its brand.
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collections, items } from '../../db/schema';
import type { ItemOrigin } from './chain-write-calls';

/** The items' collections and brands (a mint writes both on the chain). */
export async function itemOrigins(tx: DbOrTx, itemIds: string[]): Promise<Map<string, ItemOrigin>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: items.id, collectionId: items.collectionId, brandId: collections.clientId })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collectionId))
    .where(inArray(items.id, itemIds));
  return new Map(rows.map((r) => [r.id, { collectionId: r.collectionId, brandId: r.brandId }]));
}
