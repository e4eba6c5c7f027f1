CREATE TABLE "local_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"object" text NOT NULL,
	"client_secret" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"metadata" jsonb NOT NULL,
	"payment_intent_id" text,
	"success_url" text,
	"cancel_url" text,
	"last_error" jsonb,
	"refunded" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "local_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"payer_id" uuid,
	"reservation_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"payment_intent_id" text,
	"checkout_session_id" text,
	"external_id" text,
	"state" text NOT NULL,
	"failure" text,
	"receipts_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "custodial_address" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "price_amount" integer;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_payments_intent_idx" ON "local_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_idx" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_session_idx" ON "orders" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_external_id_idx" ON "orders" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_fulfilled_per_item_idx" ON "orders" USING btree ("item_id") WHERE "orders"."state" = 'fulfilled';--> statement-breakpoint
CREATE INDEX "orders_item_state_idx" ON "orders" USING btree ("item_id","state");--> statement-breakpoint
CREATE INDEX "orders_reservation_idx" ON "orders" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_item_idx" ON "reservations" USING btree ("item_id") WHERE "reservations"."state" = 'active';--> statement-breakpoint
CREATE INDEX "reservations_user_state_idx" ON "reservations" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "reservations_state_expires_idx" ON "reservations" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "collections_on_sale_idx" ON "collections" USING btree ("on_sale") WHERE "collections"."on_sale";--> statement-breakpoint
CREATE INDEX "items_for_sale_idx" ON "items" USING btree ("collection_id","serial_number","id") WHERE "items"."owner_id" is null and "items"."status" in ('on_sale', 'reserved');