// Fills the database with many owners and items (for the scale test and the benchmark scripts).
import type { Database } from '../db/client';

export interface BulkLoadResult {
  owners: number;
  items: number;
}

/** Adds `owners` owners and `items` items spread over the existing collections, one history event each. */
export async function bulkLoad(database: Database, owners: number, items: number): Promise<BulkLoadResult> {
  await database.raw(
    `INSERT INTO users (phone, language, status, created_at)
     SELECT '+3399' || lpad(g::text, 8, '0'), 'en', 'active', now() FROM generate_series(1, $1::int) g
     ON CONFLICT (phone) DO NOTHING`,
    [owners],
  );
  await database.raw(
    `WITH u AS (SELECT id, row_number() OVER (ORDER BY phone) AS rn FROM users WHERE phone LIKE '+3399%'),
          c AS (SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS n FROM collections)
     INSERT INTO items (public_id, collection_id, owner_id, name, serial_number, status, is_to_mint, acquired_at)
     SELECT 'bulk-' || g, c.id, u.id, 'Bulk item ' || g, 'BK-' || g, 'active', g % 50 = 0,
            now() - (g || ' minutes')::interval
     FROM generate_series(1, $1::int) g
     JOIN u ON u.rn = 1 + (g % $2::int)
     JOIN c ON c.rn = 1 + (g % c.n)`,
    [items, owners],
  );
  await database.raw(
    `INSERT INTO item_events (item_id, kind, actor, data, created_at)
     SELECT id, 'created', 'brand', '{}'::jsonb, acquired_at FROM items WHERE public_id LIKE 'bulk-%'`,
  );
  await database.analyze();
  return { owners, items };
}
