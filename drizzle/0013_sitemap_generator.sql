CREATE TABLE "indexnow_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"url_count" integer NOT NULL,
	"urls" jsonb NOT NULL,
	"status" integer,
	"error" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "indexnow_submissions_submitted_idx" ON "indexnow_submissions" USING btree ("submitted_at");