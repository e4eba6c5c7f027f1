CREATE TABLE "brand_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "brand_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "finder_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"sender_hash" text NOT NULL,
	"message" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oppositions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdraw_details" text
);
--> statement-breakpoint
CREATE TABLE "repair_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"repair_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid,
	"client_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"details" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_api_keys" ADD CONSTRAINT "brand_api_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_messages" ADD CONSTRAINT "finder_messages_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppositions" ADD CONSTRAINT "oppositions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oppositions" ADD CONSTRAINT "oppositions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_steps" ADD CONSTRAINT "repair_steps_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_store_id_sav_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."sav_stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_api_keys_client_idx" ON "brand_api_keys" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "finder_messages_item_created_idx" ON "finder_messages" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "finder_messages_sender_created_idx" ON "finder_messages" USING btree ("sender_hash","created_at");--> statement-breakpoint
CREATE INDEX "oppositions_item_created_idx" ON "oppositions" USING btree ("item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_steps_repair_seq_idx" ON "repair_steps" USING btree ("repair_id","seq");--> statement-breakpoint
CREATE INDEX "repairs_item_created_idx" ON "repairs" USING btree ("item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repairs_client_created_idx" ON "repairs" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "repairs_one_open_per_item_idx" ON "repairs" USING btree ("item_id") WHERE "repairs"."state" in ('requested', 'accepted', 'in_progress', 'ready_for_pickup');