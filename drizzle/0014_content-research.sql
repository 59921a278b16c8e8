CREATE TABLE "content_briefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_key" text NOT NULL,
	"version" integer NOT NULL,
	"target" jsonb NOT NULL,
	"urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brief" jsonb,
	"status" text DEFAULT 'building' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by_id" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "content_briefs_status_check" CHECK ("content_briefs"."status" in ('building', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "content_research" ADD COLUMN "brief_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "content_briefs_key_version_key" ON "content_briefs" USING btree ("target_key","version");--> statement-breakpoint
CREATE INDEX "content_briefs_created_idx" ON "content_briefs" USING btree ("created_at");