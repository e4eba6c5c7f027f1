// Fills the database with many owners and items (for the scale test and the benchmark scripts).
import { asc, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { collections, items as itemsTable } from '../db/schema';

export interface BulkLoadResult {
  owners: number;
  items: number;
}

/**
 * Adds `owners` owners and `items` items spread over the existing collections, one history event each; with
 * `unownedEvery` n, every nth item is the brand's, unowned (on sale in a collection on sale, else in stock).
 */
export async function bulkLoad(
  database: Database,
  owners: number,
  items: number,
  unownedEvery = 0,
): Promise<BulkLoadResult> {
  await database.raw(
    `INSERT INTO users (phone, language, status, created_at)
     SELECT '+3399' || lpad(g::text, 8, '0'), 'en', 'active', now() FROM generate_series(1, $1::int) g
     ON CONFLICT (phone) DO NOTHING`,
    [owners],
  );
  await database.raw(
    `WITH u AS (SELECT id, row_number() OVER (ORDER BY phone) AS rn FROM users WHERE phone LIKE '+3399%'),
          c AS (SELECT id, on_sale, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS n FROM collections),
          g AS (SELECT g, $3::int > 0 AND g % $3::int = 0 AS unowned FROM generate_series(1, $1::int) g)
     INSERT INTO items (public_id, collection_id, owner_id, name, serial_number, status, is_to_mint, acquired_at)
     SELECT 'bulk-' || g, c.id, CASE WHEN unowned THEN NULL ELSE u.id END, 'Bulk item ' || g, 'BK-' || g,
            CASE WHEN NOT unowned THEN 'active' WHEN c.on_sale THEN 'on_sale' ELSE 'stock' END, g % 50 = 0,
            now() - (g || ' minutes')::interval
     FROM g
     JOIN u ON u.rn = 1 + (g % $2::int)
     JOIN c ON c.rn = 1 + (g % c.n)`,
    [items, owners, unownedEvery],
  );
  await database.raw(
    `INSERT INTO item_events (item_id, kind, actor, data, created_at)
     SELECT id, 'created', 'brand', '{}'::jsonb, acquired_at FROM items WHERE public_id LIKE 'bulk-%'`,
  );
  await database.analyze();
  return { owners, items };
}

/** The loaded items in load order, each with its owner, collection and brand (what a mint writes on the chain). */
export async function bulkItemOrigins(database: Database) {
  return database.db
    .select({
      id: itemsTable.id,
      ownerId: itemsTable.ownerId,
      collectionId: itemsTable.collectionId,
      brandId: collections.clientId,
    })
    .from(itemsTable)
    .innerJoin(collections, eq(collections.id, itemsTable.collectionId))
    .where(like(itemsTable.publicId, 'bulk-%'))
    .orderBy(asc(itemsTable.publicId));
}
