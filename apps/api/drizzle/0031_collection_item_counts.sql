CREATE TABLE "collection_item_counts" (
	"collection_id" uuid PRIMARY KEY NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"unsold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_item_counts" ADD CONSTRAINT "collection_item_counts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;