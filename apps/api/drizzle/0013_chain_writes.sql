CREATE TABLE "chain_signers" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"next_nonce" integer NOT NULL,
	CONSTRAINT "chain_signers_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "chain_writes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"transfer_id" uuid,
	"kind" text NOT NULL,
	"call" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"signer" text,
	"nonce" integer,
	"raw_tx" text,
	"tx_hash" text,
	"block_number" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chain_writes" ADD CONSTRAINT "chain_writes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_writes" ADD CONSTRAINT "chain_writes_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_writes_due_idx" ON "chain_writes" USING btree ("state","next_try_at") WHERE "chain_writes"."state" in ('queued', 'signed');--> statement-breakpoint
CREATE INDEX "chain_writes_item_idx" ON "chain_writes" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "chain_writes_transfer_idx" ON "chain_writes" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_writes_nonce_idx" ON "chain_writes" USING btree ("chain_id","signer","nonce");