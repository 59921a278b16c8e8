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
ALTER TABLE "keyword_page_rows" ADD CONSTRAINT "keyword_page_rows_set_id_keyword_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."keyword_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_set_id_keyword_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."keyword_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_page_rows_set_query_idx" ON "keyword_page_rows" USING btree ("set_id","normalized");--> statement-breakpoint
CREATE INDEX "keyword_sets_source_date_idx" ON "keyword_sets" USING btree ("source","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_set_normalized_key" ON "keywords" USING btree ("set_id","normalized");--> statement-breakpoint
CREATE INDEX "keywords_set_cluster_idx" ON "keywords" USING btree ("set_id","cluster");