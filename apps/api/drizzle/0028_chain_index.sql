CREATE TABLE "chain_blocks" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "chain_blocks_chain_id_contract_number_pk" PRIMARY KEY("chain_id","contract","number")
);
--> statement-breakpoint
CREATE TABLE "chain_index" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"next_block" bigint NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	CONSTRAINT "chain_index_chain_id_contract_pk" PRIMARY KEY("chain_id","contract")
);
--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"token_id" text NOT NULL,
	"item_id" uuid,
	"effect" text DEFAULT 'none' NOT NULL,
	"effect_holder" uuid,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custody_arrivals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"chain_transfer_id" uuid,
	"reason" text NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_arrivals" ADD CONSTRAINT "custody_arrivals_brand_id_clients_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_arrivals" ADD CONSTRAINT "custody_arrivals_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_arrivals" ADD CONSTRAINT "custody_arrivals_chain_transfer_id_chain_transfers_id_fk" FOREIGN KEY ("chain_transfer_id") REFERENCES "public"."chain_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transfers_log_idx" ON "chain_transfers" USING btree ("chain_id","contract","block_number","log_index");--> statement-breakpoint
CREATE INDEX "chain_transfers_item_idx" ON "chain_transfers" USING btree ("item_id","block_number","log_index");--> statement-breakpoint
CREATE INDEX "custody_arrivals_brand_idx" ON "custody_arrivals" USING btree ("brand_id","created_at" DESC NULLS LAST);