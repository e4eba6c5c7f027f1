-- Each collection's item counts (collection_item_counts), kept by the database in the same transaction as every
-- write to items, whoever writes (decision 039). One statement-level trigger per verb, reading the statement's
-- transition tables: a 1,000-row import adds one upsert per collection it touches, not one per item. A write
-- that changes no count (a name, a mint) writes no count. Rows are taken in collection order, so two writers
-- touching the same collections lock their counts in the same order.
-- Adds each row's changes (n: items, u: unsold) to its collection's counts, summed per collection.
CREATE FUNCTION collection_item_counts_add(ids uuid[], n int[], u int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO collection_item_counts AS c (collection_id, items, unsold)
  SELECT id, sum(dn)::int, sum(du)::int FROM unnest(ids, n, u) AS d(id, dn, du)
  GROUP BY id HAVING sum(dn) <> 0 OR sum(du) <> 0
  ORDER BY id
  ON CONFLICT (collection_id) DO UPDATE SET items = c.items + excluded.items, unsold = c.unsold + excluded.unsold
$$;--> statement-breakpoint
CREATE FUNCTION collection_item_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM collection_item_counts;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM collection_item_counts_add(array_agg(collection_id), array_agg(1), array_agg(
      (owner_id IS NULL AND status IN ('on_sale', 'reserved'))::int)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM collection_item_counts_add(array_agg(collection_id), array_agg(-1), array_agg(
      -(owner_id IS NULL AND status IN ('on_sale', 'reserved'))::int)) FROM old_rows;
  ELSE
    PERFORM collection_item_counts_add(array_agg(collection_id), array_agg(n), array_agg(u)) FROM (
      SELECT collection_id, 1 AS n, (owner_id IS NULL AND status IN ('on_sale', 'reserved'))::int AS u
        FROM new_rows
      UNION ALL
      SELECT collection_id, -1, -(owner_id IS NULL AND status IN ('on_sale', 'reserved'))::int FROM old_rows
    ) AS moved;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_counts_insert AFTER INSERT ON "items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_item_counts_apply();--> statement-breakpoint
CREATE TRIGGER items_counts_update AFTER UPDATE ON "items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_item_counts_apply();--> statement-breakpoint
CREATE TRIGGER items_counts_delete AFTER DELETE ON "items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_item_counts_apply();--> statement-breakpoint
CREATE TRIGGER items_counts_truncate AFTER TRUNCATE ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION collection_item_counts_apply();--> statement-breakpoint
-- the counts of the items already there
INSERT INTO collection_item_counts (collection_id, items, unsold)
SELECT collection_id, count(*)::int,
       (count(*) FILTER (WHERE owner_id IS NULL AND status IN ('on_sale', 'reserved')))::int
  FROM items GROUP BY collection_id;
