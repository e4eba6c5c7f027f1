CREATE TABLE "brand_heir_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"documents" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heir_claim_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heir_claim_items" (
	"claim_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "heir_claim_items_claim_id_item_id_pk" PRIMARY KEY("claim_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "heir_claim_parts" (
	"claim_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "heir_claim_parts_claim_id_client_id_pk" PRIMARY KEY("claim_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "heir_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"heir_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"claimant_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heir_items" (
	"heir_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "heir_items_heir_id_item_id_pk" PRIMARY KEY("heir_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "heirs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"display_name" text NOT NULL,
	"scope" text NOT NULL,
	"tell" boolean NOT NULL,
	"share_name" boolean NOT NULL,
	"owner_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inactivity_watches" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"reminders_from" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"heirs_told_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_heir_settings" ADD CONSTRAINT "brand_heir_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claim_documents" ADD CONSTRAINT "heir_claim_documents_claim_id_heir_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."heir_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claim_documents" ADD CONSTRAINT "heir_claim_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claim_items" ADD CONSTRAINT "heir_claim_items_claim_id_heir_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."heir_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claim_items" ADD CONSTRAINT "heir_claim_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claim_items" ADD CONSTRAINT "heir_claim_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claim_parts" ADD CONSTRAINT "heir_claim_parts_claim_id_heir_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."heir_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claim_parts" ADD CONSTRAINT "heir_claim_parts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claims" ADD CONSTRAINT "heir_claims_heir_id_heirs_id_fk" FOREIGN KEY ("heir_id") REFERENCES "public"."heirs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claims" ADD CONSTRAINT "heir_claims_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_claims" ADD CONSTRAINT "heir_claims_claimant_id_users_id_fk" FOREIGN KEY ("claimant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_items" ADD CONSTRAINT "heir_items_heir_id_heirs_id_fk" FOREIGN KEY ("heir_id") REFERENCES "public"."heirs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_items" ADD CONSTRAINT "heir_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heir_items" ADD CONSTRAINT "heir_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heirs" ADD CONSTRAINT "heirs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactivity_watches" ADD CONSTRAINT "inactivity_watches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heir_claim_documents_claim_idx" ON "heir_claim_documents" USING btree ("claim_id","client_id");--> statement-breakpoint
CREATE INDEX "heir_claim_parts_client_idx" ON "heir_claim_parts" USING btree ("client_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "heir_claims_one_open_idx" ON "heir_claims" USING btree ("heir_id") WHERE "heir_claims"."state" = 'open';--> statement-breakpoint
CREATE INDEX "heir_claims_claimant_idx" ON "heir_claims" USING btree ("claimant_id");--> statement-breakpoint
CREATE INDEX "heir_claims_owner_idx" ON "heir_claims" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "heir_items_owner_item_idx" ON "heir_items" USING btree ("owner_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "heirs_owner_phone_idx" ON "heirs" USING btree ("owner_id","phone");--> statement-breakpoint
CREATE INDEX "heirs_phone_idx" ON "heirs" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "inactivity_watches_seen_idx" ON "inactivity_watches" USING btree ("last_seen_at");