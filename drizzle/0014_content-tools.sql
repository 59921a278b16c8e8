CREATE TABLE "content_automation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"target_key" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"record_id" integer,
	"method" text,
	"score" integer,
	"gates" jsonb,
	"reason" text,
	"tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_automation_items_status_check" CHECK ("content_automation_items"."status" in ('claimed', 'in_review', 'blocked', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "content_automation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"state" text,
	"services" jsonb NOT NULL,
	"major_only" boolean DEFAULT true NOT NULL,
	"items_per_run" integer NOT NULL,
	"older_than_days" integer,
	"score_below" integer,
	"cron" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"monthly_budget_cents" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_automation_rules_kind_check" CHECK ("content_automation_rules"."kind" in ('draft-missing', 'refresh')),
	CONSTRAINT "content_automation_rules_budget_check" CHECK ("content_automation_rules"."monthly_budget_cents" >= 0),
	CONSTRAINT "content_automation_rules_items_check" CHECK ("content_automation_rules"."items_per_run" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "content_automation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"period" text NOT NULL,
	"items_tried" integer DEFAULT 0 NOT NULL,
	"drafted" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "content_automation_runs_status_check" CHECK ("content_automation_runs"."status" in ('running', 'finished', 'budget_reached', 'failed'))
);
--> statement-breakpoint
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
CREATE TABLE "content_drafting_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"method" text NOT NULL,
	"label" text NOT NULL,
	"brief_id" integer,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"unsourced_marks" integer DEFAULT 0 NOT NULL,
	"draft_revision" integer NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_migration_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"bundle_sha256" text NOT NULL,
	"bundle" "bytea" NOT NULL,
	"manifest" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "content_migration_plans_status_check" CHECK ("content_migration_plans"."status" in ('planned', 'applied', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "wxr_import_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"wp_id" integer NOT NULL,
	"guid" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"target_path" text,
	"target_id" integer,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wxr_import_items_status_check" CHECK ("wxr_import_items"."status" in ('pending', 'working', 'done', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wxr_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_url" text,
	"file_name" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wxr_imports_status_check" CHECK ("wxr_imports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wxr_media" (
	"url" text PRIMARY KEY NOT NULL,
	"media_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_research" ADD COLUMN "brief_key" text;--> statement-breakpoint
ALTER TABLE "content_automation_items" ADD CONSTRAINT "content_automation_items_rule_id_content_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."content_automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_items" ADD CONSTRAINT "content_automation_items_run_id_content_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."content_automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_items" ADD CONSTRAINT "content_automation_items_record_id_content_research_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."content_research"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_rules" ADD CONSTRAINT "content_automation_rules_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_rules" ADD CONSTRAINT "content_automation_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_runs" ADD CONSTRAINT "content_automation_runs_rule_id_content_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."content_automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafting_log" ADD CONSTRAINT "content_drafting_log_record_id_content_research_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."content_research"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wxr_import_items" ADD CONSTRAINT "wxr_import_items_import_id_wxr_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."wxr_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wxr_media" ADD CONSTRAINT "wxr_media_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_automation_items_claim_key" ON "content_automation_items" USING btree ("rule_id","target_key","period");--> statement-breakpoint
CREATE INDEX "content_automation_items_run_idx" ON "content_automation_items" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "content_automation_runs_rule_idx" ON "content_automation_runs" USING btree ("rule_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_briefs_key_version_key" ON "content_briefs" USING btree ("target_key","version");--> statement-breakpoint
CREATE INDEX "content_briefs_created_idx" ON "content_briefs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_drafting_log_record_idx" ON "content_drafting_log" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE INDEX "content_migration_plans_actor_idx" ON "content_migration_plans" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wxr_import_items_key" ON "wxr_import_items" USING btree ("import_id","wp_id");--> statement-breakpoint
CREATE INDEX "wxr_import_items_status_idx" ON "wxr_import_items" USING btree ("import_id","status");--> statement-breakpoint
CREATE INDEX "wxr_imports_created_idx" ON "wxr_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wxr_media_media_idx" ON "wxr_media" USING btree ("media_id");