CREATE TABLE "content_draft_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"author_id" text,
	"author_email" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"schema" jsonb NOT NULL,
	"based_on_version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"author_id" text,
	"author_email" text,
	"reviewer_id" text,
	"reviewer_email" text,
	"updated_by_id" text,
	"updated_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_status_check" CHECK ("content_drafts"."status" in ('draft', 'in_review', 'changes_requested', 'approved', 'scheduled', 'published')),
	CONSTRAINT "content_drafts_subject_type_check" CHECK ("content_drafts"."subject_type" in ('page', 'content_research'))
);
--> statement-breakpoint
CREATE TABLE "content_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"revision" integer,
	"redirect_to" text,
	"from_status" text,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by_id" text,
	"created_by_email" text,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_schedules_action_check" CHECK ("content_schedules"."action" in ('publish', 'unpublish')),
	CONSTRAINT "content_schedules_status_check" CHECK ("content_schedules"."status" in ('pending', 'done', 'skipped', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" text,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_research" DROP CONSTRAINT "content_research_status_check";--> statement-breakpoint
ALTER TABLE "page_schemas" DROP CONSTRAINT "page_schemas_status_check";--> statement-breakpoint
ALTER TABLE "page_schema_versions" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "page_schema_versions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "page_schemas" ADD COLUMN "redirect_to" text;--> statement-breakpoint
CREATE INDEX "content_draft_comments_subject_idx" ON "content_draft_comments" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_subject_key" ON "content_drafts" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "content_drafts_author_idx" ON "content_drafts" USING btree ("author_id","status");--> statement-breakpoint
CREATE INDEX "content_drafts_reviewer_idx" ON "content_drafts" USING btree ("reviewer_id","status");--> statement-breakpoint
CREATE INDEX "content_schedules_due_idx" ON "content_schedules" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "content_schedules_subject_idx" ON "content_schedules" USING btree ("subject_type","subject_id","status");--> statement-breakpoint
ALTER TABLE "content_research" ADD CONSTRAINT "content_research_status_check" CHECK ("content_research"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "page_schemas" ADD CONSTRAINT "page_schemas_status_check" CHECK ("page_schemas"."status" in ('draft', 'published', 'archived'));