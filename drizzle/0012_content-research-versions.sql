CREATE TABLE "content_research_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_research_id" integer NOT NULL,
	"version" integer NOT NULL,
	"schema" jsonb NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "content_research_versions" ADD CONSTRAINT "content_research_versions_content_research_id_content_research_id_fk" FOREIGN KEY ("content_research_id") REFERENCES "public"."content_research"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_research_versions_record_version_key" ON "content_research_versions" USING btree ("content_research_id","version");