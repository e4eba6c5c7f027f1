ALTER TABLE "chain_writes" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_writes" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "royalty_receiver" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "royalty_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_writes" ADD CONSTRAINT "chain_writes_brand_id_clients_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;