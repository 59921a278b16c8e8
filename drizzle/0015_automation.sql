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
ALTER TABLE "content_automation_items" ADD CONSTRAINT "content_automation_items_rule_id_content_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."content_automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_items" ADD CONSTRAINT "content_automation_items_run_id_content_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."content_automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_items" ADD CONSTRAINT "content_automation_items_record_id_content_research_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."content_research"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_rules" ADD CONSTRAINT "content_automation_rules_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_rules" ADD CONSTRAINT "content_automation_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_automation_runs" ADD CONSTRAINT "content_automation_runs_rule_id_content_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."content_automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafting_log" ADD CONSTRAINT "content_drafting_log_record_id_content_research_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."content_research"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_automation_items_claim_key" ON "content_automation_items" USING btree ("rule_id","target_key","period");--> statement-breakpoint
CREATE INDEX "content_automation_items_run_idx" ON "content_automation_items" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "content_automation_runs_rule_idx" ON "content_automation_runs" USING btree ("rule_id","started_at");--> statement-breakpoint
CREATE INDEX "content_drafting_log_record_idx" ON "content_drafting_log" USING btree ("record_id","created_at");