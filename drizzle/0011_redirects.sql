CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_target" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302, 308))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path_key" ON "redirects" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "redirects_to_target_idx" ON "redirects" USING btree ("to_target");