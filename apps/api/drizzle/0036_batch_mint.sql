DROP INDEX "chain_writes_nonce_idx";--> statement-breakpoint
ALTER TABLE "chain_writes" ADD COLUMN "batch_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_writes_nonce_idx" ON "chain_writes" USING btree ("chain_id","signer","nonce","batch_index");