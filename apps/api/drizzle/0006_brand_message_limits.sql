CREATE TABLE "brand_message_notices" (
	"user_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_message_notices_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "brand_messages" ADD COLUMN "key_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_message_notices" ADD CONSTRAINT "brand_message_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_message_notices" ADD CONSTRAINT "brand_message_notices_message_id_brand_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."brand_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_message_notices_user_created_idx" ON "brand_message_notices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "brand_messages" ADD CONSTRAINT "brand_messages_key_id_brand_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."brand_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_messages_key_created_idx" ON "brand_messages" USING btree ("key_id","created_at" DESC NULLS LAST);