ALTER TABLE "brand_messages" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_messages" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "theme" jsonb;--> statement-breakpoint
ALTER TABLE "brand_messages" ADD CONSTRAINT "brand_messages_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_messages_staff_created_idx" ON "brand_messages" USING btree ("staff_id","created_at" DESC NULLS LAST);