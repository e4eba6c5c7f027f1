CREATE TABLE "tag_master_keys" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"key_encrypted" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_taps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"item_id" uuid,
	"tag_id" uuid,
	"verdict" text NOT NULL,
	"counter" integer,
	"highest_before" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"item_id" uuid NOT NULL,
	"file_read_key_encrypted" text,
	"last_counter" integer,
	"last_genuine_at" timestamp with time zone,
	"simulated_counter" integer,
	"registered_at" timestamp with time zone NOT NULL,
	"unlinked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tag_master_keys" ADD CONSTRAINT "tag_master_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_taps" ADD CONSTRAINT "tag_taps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_taps" ADD CONSTRAINT "tag_taps_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_taps" ADD CONSTRAINT "tag_taps_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tag_taps_item_idx" ON "tag_taps" USING btree ("item_id","at");--> statement-breakpoint
CREATE INDEX "tag_taps_tag_idx" ON "tag_taps" USING btree ("tag_id","at");--> statement-breakpoint
CREATE INDEX "tag_taps_alerts_idx" ON "tag_taps" USING btree ("client_id","at") WHERE "tag_taps"."verdict" in ('replayed', 'forged');--> statement-breakpoint
CREATE UNIQUE INDEX "tags_client_uid_idx" ON "tags" USING btree ("client_id","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_linked_item_idx" ON "tags" USING btree ("item_id") WHERE "tags"."unlinked_at" is null;--> statement-breakpoint
CREATE INDEX "tags_item_idx" ON "tags" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "tags_client_registered_idx" ON "tags" USING btree ("client_id","registered_at");