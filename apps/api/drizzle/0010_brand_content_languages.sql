-- Brand content in English and French (decision 012). What was written before had one language: English.
ALTER TABLE "collections" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "description" SET DATA TYPE jsonb USING (CASE WHEN "description" = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', "description") END);--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "description" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "description" SET DATA TYPE jsonb USING (CASE WHEN "description" = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', "description") END);--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "description" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
UPDATE "items" SET "attributes" = COALESCE((SELECT jsonb_agg(jsonb_build_object('en', jsonb_build_object('label', a->>'label', 'value', a->>'value'))) FROM jsonb_array_elements("attributes") AS a), '[]'::jsonb) WHERE jsonb_array_length("attributes") > 0;--> statement-breakpoint
-- No item was ever minted on a chain: the demo seed wrote made-up Polygon transactions. The certificate's record
-- is the item's mint entry in the local ledger.
UPDATE "items" SET "mint_chain" = 'heirloom', "mint_contract" = NULL, "mint_tx_hash" = (SELECT "hash" FROM "ledger_entries" WHERE "ledger_entries"."item_id" = "items"."id" AND "ledger_entries"."kind" = 'mint' ORDER BY "seq" LIMIT 1) WHERE "mint_chain" IS NOT NULL;--> statement-breakpoint
UPDATE "item_events" SET "data" = COALESCE((SELECT jsonb_build_object('record', "items"."mint_tx_hash") FROM "items" WHERE "items"."id" = "item_events"."item_id" AND "items"."mint_tx_hash" IS NOT NULL), '{}'::jsonb) WHERE "kind" = 'minted';
