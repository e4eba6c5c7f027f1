DROP INDEX "chain_writes_item_idx";--> statement-breakpoint
ALTER TABLE "chain_writes" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "chain_writes_item_idx" ON "chain_writes" USING btree ("item_id","seq");