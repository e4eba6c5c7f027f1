ALTER TABLE "step_up_grants" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "step_up_grants" ADD COLUMN "binding" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "binding" text;