ALTER TABLE "staff_passkeys" ADD COLUMN "added_in_session" uuid;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "passkey_id" uuid;