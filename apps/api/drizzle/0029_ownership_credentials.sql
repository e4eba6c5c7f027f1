CREATE TABLE "ownership_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid,
	"status_list" integer NOT NULL,
	"status_index" integer NOT NULL,
	"document" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ownership_credentials" ADD CONSTRAINT "ownership_credentials_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_credentials" ADD CONSTRAINT "ownership_credentials_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_credentials_status_idx" ON "ownership_credentials" USING btree ("status_list","status_index");--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_credentials_active_idx" ON "ownership_credentials" USING btree ("item_id","owner_id") WHERE "ownership_credentials"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "ownership_credentials_revoked_idx" ON "ownership_credentials" USING btree ("status_list","revoked_at");