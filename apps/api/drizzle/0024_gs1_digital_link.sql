DROP INDEX "items_collection_idx";--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "items_collection_serial_idx" ON "items" USING btree ("collection_id","serial_number");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_gtin_unique" UNIQUE("gtin");