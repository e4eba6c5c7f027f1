CREATE TABLE "authority_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"label" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "authority_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "passport_consents" (
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"share_with_brand" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "passport_consents_item_id_owner_id_pk" PRIMARY KEY("item_id","owner_id")
);
--> statement-breakpoint
CREATE TABLE "passport_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"by_label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"item_id" uuid,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_label" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authority_keys" ADD CONSTRAINT "authority_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_consents" ADD CONSTRAINT "passport_consents_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_consents" ADD CONSTRAINT "passport_consents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_documents" ADD CONSTRAINT "passport_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_versions" ADD CONSTRAINT "passport_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_versions" ADD CONSTRAINT "passport_versions_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_versions" ADD CONSTRAINT "passport_versions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authority_keys_client_idx" ON "authority_keys" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "passport_documents_client_idx" ON "passport_documents" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passport_versions_model_idx" ON "passport_versions" USING btree ("collection_id","version") WHERE "passport_versions"."item_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "passport_versions_item_idx" ON "passport_versions" USING btree ("item_id","version") WHERE "passport_versions"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "passport_versions_model_at_idx" ON "passport_versions" USING btree ("collection_id","at" DESC NULLS LAST) WHERE "passport_versions"."item_id" is null;--> statement-breakpoint
CREATE INDEX "passport_versions_item_at_idx" ON "passport_versions" USING btree ("item_id","at" DESC NULLS LAST) WHERE "passport_versions"."item_id" is not null;