CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone NOT NULL,
	"lease" text,
	"steps_done" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("next_try_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("done_at") WHERE "jobs"."state" <> 'queued';