CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ingestion_id" uuid NOT NULL,
	"crawl_id" uuid,
	"url" text NOT NULL,
	"email" text,
	"lead_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" text DEFAULT 'Initializing' NOT NULL,
	"completed_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"measurements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" text,
	"summary_source" text,
	"error" text,
	"requested_by" text,
	"scheduled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyses_status_check" CHECK ("analyses"."status" in ('pending', 'vectorizing', 'analyzing', 'generating', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "analysis_findings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"analysis_id" uuid NOT NULL,
	"category" text NOT NULL,
	"check_id" text NOT NULL,
	"passed" boolean NOT NULL,
	"weight" integer NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"details" text NOT NULL,
	"advice" text,
	"impact" integer DEFAULT 2 NOT NULL,
	"effort" integer DEFAULT 2 NOT NULL,
	"urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "analysis_findings_category_check" CHECK ("analysis_findings"."category" in ('seo', 'performance', 'accessibility', 'content', 'compliance')),
	CONSTRAINT "analysis_findings_severity_check" CHECK ("analysis_findings"."severity" in ('critical', 'high', 'medium', 'low', 'info'))
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"visitors" bigint DEFAULT 0 NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_daily_day_metric_dimension_key_pk" PRIMARY KEY("day","metric","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"path" text NOT NULL,
	"route_template" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"width_class" text,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_hash" text NOT NULL,
	"visitor_key" text,
	"staff_user_id" text,
	"started_on" text,
	"lead_id" uuid,
	"turns" integer DEFAULT 0 NOT NULL,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_source" text,
	"guardrail" text,
	"no_good_source" boolean DEFAULT false NOT NULL,
	"model" text,
	"first_token_ms" integer,
	"latency_ms" integer,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant', 'tool')),
	CONSTRAINT "chat_messages_answer_source_check" CHECK ("chat_messages"."answer_source" is null or "chat_messages"."answer_source" in ('model', 'retrieval', 'guardrail', 'fallback'))
);
--> statement-breakpoint
CREATE TABLE "client_ingestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"client_data" jsonb NOT NULL,
	"website_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" text DEFAULT 'Initializing' NOT NULL,
	"completed_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule_interval" text DEFAULT '0 0 * * 1',
	"schedule_timezone" text DEFAULT 'America/New_York' NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_ingestions_status_check" CHECK ("client_ingestions"."status" in ('pending', 'vectorizing', 'analyzing', 'generating', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "content_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"crawl_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"content_hash" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("title", '') || ' ' || coalesce("body", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_chunks_source_type_check" CHECK ("content_chunks"."source_type" in ('crawl_page', 'faq', 'service', 'plan', 'case_study', 'blog', 'research', 'page'))
);
--> statement-breakpoint
CREATE TABLE "crawl_frontier" (
	"crawl_id" uuid NOT NULL,
	"url" text NOT NULL,
	"seq" integer NOT NULL,
	"depth" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"skip_reason" text,
	"in_sitemap" boolean DEFAULT false NOT NULL,
	"linked" boolean DEFAULT false NOT NULL,
	"found_on" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone,
	CONSTRAINT "crawl_frontier_crawl_id_url_pk" PRIMARY KEY("crawl_id","url"),
	CONSTRAINT "crawl_frontier_state_check" CHECK ("crawl_frontier"."state" in ('queued', 'fetching', 'done', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "crawl_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"crawl_id" uuid NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"url" text NOT NULL,
	"details" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "crawl_issues_severity_check" CHECK ("crawl_issues"."severity" in ('critical', 'high', 'medium', 'low', 'info'))
);
--> statement-breakpoint
CREATE TABLE "crawl_link_checks" (
	"crawl_id" uuid NOT NULL,
	"url" text NOT NULL,
	"status_code" integer,
	"error" text,
	"checked_at" timestamp with time zone,
	CONSTRAINT "crawl_link_checks_crawl_id_url_pk" PRIMARY KEY("crawl_id","url")
);
--> statement-breakpoint
CREATE TABLE "crawl_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"crawl_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"url" text NOT NULL,
	"final_url" text NOT NULL,
	"redirect_chain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_code" integer,
	"content_type" text,
	"bytes" integer,
	"response_ms" integer,
	"crawled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"depth" integer NOT NULL,
	"title" text,
	"content" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_hash" text,
	"fingerprint" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "crawls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"options" jsonb NOT NULL,
	"max_pages" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_found" integer DEFAULT 0 NOT NULL,
	"error" text,
	"robots_txt" text,
	"sitemaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"requested_by" text,
	"vectorized_count" integer,
	"vectorized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crawls_status_check" CHECK ("crawls"."status" in ('queued', 'crawling', 'completed', 'failed', 'canceled')),
	CONSTRAINT "crawls_max_pages_check" CHECK ("crawls"."max_pages" between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_form_type_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_ingestion_id_client_ingestions_id_fk" FOREIGN KEY ("ingestion_id") REFERENCES "public"."client_ingestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_findings" ADD CONSTRAINT "analysis_findings_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_chunks" ADD CONSTRAINT "content_chunks_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_frontier" ADD CONSTRAINT "crawl_frontier_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_issues" ADD CONSTRAINT "crawl_issues_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_link_checks" ADD CONSTRAINT "crawl_link_checks_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD CONSTRAINT "crawl_pages_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_ingestion_idx" ON "analyses" USING btree ("ingestion_id","created_at");--> statement-breakpoint
CREATE INDEX "analyses_created_idx" ON "analyses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analysis_findings_analysis_idx" ON "analysis_findings" USING btree ("analysis_id","category");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_occurred_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor_hash","occurred_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_last_idx" ON "chat_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_ingestions_website_idx" ON "client_ingestions" USING btree ("website_url");--> statement-breakpoint
CREATE INDEX "client_ingestions_next_run_idx" ON "client_ingestions" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_chunks_source_key" ON "content_chunks" USING btree ("source_type","source_id","position");--> statement-breakpoint
CREATE INDEX "content_chunks_tsv_idx" ON "content_chunks" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "content_chunks_crawl_idx" ON "content_chunks" USING btree ("crawl_id");--> statement-breakpoint
CREATE INDEX "crawl_frontier_next_idx" ON "crawl_frontier" USING btree ("crawl_id","state","seq");--> statement-breakpoint
CREATE INDEX "crawl_issues_crawl_idx" ON "crawl_issues" USING btree ("crawl_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "crawl_pages_crawl_url_key" ON "crawl_pages" USING btree ("crawl_id","url");--> statement-breakpoint
CREATE INDEX "crawl_pages_crawl_seq_idx" ON "crawl_pages" USING btree ("crawl_id","seq");--> statement-breakpoint
CREATE INDEX "crawls_created_idx" ON "crawls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "crawls_status_idx" ON "crawls" USING btree ("status");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_form_type_check" CHECK ("leads"."form_type" in ('contact', 'booking', 'chat', 'analyzer'));