ALTER TABLE "chain_writes" ADD COLUMN "prior_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_writes" ADD COLUMN "looks" integer DEFAULT 0 NOT NULL;