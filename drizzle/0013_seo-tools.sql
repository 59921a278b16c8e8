CREATE TABLE "city_import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text,
	"counts" jsonb NOT NULL,
	"undo" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
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
CREATE TABLE "keyword_page_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"query" text,
	"normalized" text,
	"page" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"ctr" double precision,
	"position" double precision
);
--> statement-breakpoint
CREATE TABLE "keyword_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keyword_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "keyword_sets_source_check" CHECK ("keyword_sets"."source" in ('generated', 'search-console', 'generic'))
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"normalized" text NOT NULL,
	"volume" integer,
	"difficulty" double precision,
	"position" double precision,
	"url" text,
	"clicks" integer,
	"impressions" integer,
	"ctr" double precision,
	"intent" text NOT NULL,
	"cluster" text,
	"modifier" text,
	"service" text,
	"place" text,
	CONSTRAINT "keywords_intent_check" CHECK ("keywords"."intent" in ('informational', 'commercial', 'transactional', 'navigational', 'local'))
);
--> statement-breakpoint
CREATE TABLE "self_audit_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_id" integer NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"url" text NOT NULL,
	"details" text NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "self_audit_findings_severity_check" CHECK ("self_audit_findings"."severity" in ('error', 'warning', 'notice'))
);
--> statement-breakpoint
CREATE TABLE "self_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"crawl_id" uuid,
	"url" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text NOT NULL,
	"requested_by_id" text,
	"requested_by_email" text,
	"urls" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"warnings" integer DEFAULT 0 NOT NULL,
	"notices" integer DEFAULT 0 NOT NULL,
	"unchecked" integer DEFAULT 0 NOT NULL,
	"type_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	CONSTRAINT "self_audits_status_check" CHECK ("self_audits"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "self_audits_trigger_check" CHECK ("self_audits"."trigger" in ('manual', 'scheduled'))
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written: an existing city last changed when it was created (the sitemap's lastmod), not now.
UPDATE "cities" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "keyword_page_rows" ADD CONSTRAINT "keyword_page_rows_set_id_keyword_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."keyword_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_set_id_keyword_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."keyword_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_audit_findings" ADD CONSTRAINT "self_audit_findings_audit_id_self_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."self_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_audits" ADD CONSTRAINT "self_audits_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indexnow_submissions_submitted_idx" ON "indexnow_submissions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "keyword_page_rows_set_query_idx" ON "keyword_page_rows" USING btree ("set_id","normalized");--> statement-breakpoint
CREATE INDEX "keyword_sets_source_date_idx" ON "keyword_sets" USING btree ("source","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_set_normalized_key" ON "keywords" USING btree ("set_id","normalized");--> statement-breakpoint
CREATE INDEX "keywords_set_cluster_idx" ON "keywords" USING btree ("set_id","cluster");--> statement-breakpoint
CREATE INDEX "self_audit_findings_audit_idx" ON "self_audit_findings" USING btree ("audit_id","severity","type");--> statement-breakpoint
CREATE INDEX "self_audits_created_idx" ON "self_audits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cities_import_batch_idx" ON "cities" USING btree ("import_batch_id");