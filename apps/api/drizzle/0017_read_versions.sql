-- Every write to what the read cache keeps (items, their pictures, collections, brands) tells every API
-- instance listening on "heirloom_reads" (decision 015): one notification per transaction, sent at commit.
CREATE FUNCTION heirloom_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('heirloom_reads', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION heirloom_reads_changed();--> statement-breakpoint
CREATE TRIGGER item_images_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_images"
  FOR EACH STATEMENT EXECUTE FUNCTION heirloom_reads_changed();--> statement-breakpoint
CREATE TRIGGER collections_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections"
  FOR EACH STATEMENT EXECUTE FUNCTION heirloom_reads_changed();--> statement-breakpoint
CREATE TRIGGER clients_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION heirloom_reads_changed();
