CREATE TABLE "care_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"carer_kind" text NOT NULL,
	"carer_user_id" uuid,
	"carer_phone" text,
	"store_id" uuid,
	"repair_id" uuid,
	"share" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "in_care_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_periods" ADD CONSTRAINT "care_periods_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_periods" ADD CONSTRAINT "care_periods_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_periods" ADD CONSTRAINT "care_periods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_periods" ADD CONSTRAINT "care_periods_carer_user_id_users_id_fk" FOREIGN KEY ("carer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_periods" ADD CONSTRAINT "care_periods_store_id_sav_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."sav_stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_periods" ADD CONSTRAINT "care_periods_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_periods_one_open_per_item_idx" ON "care_periods" USING btree ("item_id") WHERE "care_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "care_periods_owner_idx" ON "care_periods" USING btree ("owner_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "care_periods_carer_open_idx" ON "care_periods" USING btree ("carer_user_id","ends_at") WHERE "care_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "care_periods_client_open_idx" ON "care_periods" USING btree ("client_id","ends_at") WHERE "care_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "care_periods_open_end_idx" ON "care_periods" USING btree ("ends_at") WHERE "care_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "care_periods_repair_idx" ON "care_periods" USING btree ("repair_id") WHERE "care_periods"."repair_id" is not null;