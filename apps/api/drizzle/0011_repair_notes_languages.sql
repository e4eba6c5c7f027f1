-- A brand's repair note per language, or one string as written (decision 012): earlier notes stay strings.
ALTER TABLE "repair_steps" ALTER COLUMN "note" SET DATA TYPE jsonb USING to_jsonb("note");--> statement-breakpoint
ALTER TABLE "repairs" ALTER COLUMN "note" SET DATA TYPE jsonb USING to_jsonb("note");
