CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"time_zone" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_research" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"slug" text,
	"city" text,
	"state" text,
	"service_type" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"seo_title" text,
	"seo_description" text,
	"service" text,
	"author" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"facility" text,
	"message" text NOT NULL,
	"consent_version" text,
	"consent_at" timestamp with time zone,
	"landing_page" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"user_agent" text,
	"idempotency_key" text,
	"is_spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"delivery_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_schema_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_schema_id" integer NOT NULL,
	"version" integer NOT NULL,
	"schema" jsonb NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_schemas" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"schema" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_schema_versions" ADD CONSTRAINT "page_schema_versions_page_schema_id_page_schemas_id_fk" FOREIGN KEY ("page_schema_id") REFERENCES "public"."page_schemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_confirmed_slot_key" ON "bookings" USING btree ("slot_start") WHERE status = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "content_research_type_slug_key" ON "content_research" USING btree ("content_type","slug");--> statement-breakpoint
CREATE INDEX "content_research_location_idx" ON "content_research" USING btree ("content_type","service_type","state","city");--> statement-breakpoint
CREATE INDEX "content_research_status_created_idx" ON "content_research" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_emails_lead_kind_key" ON "lead_emails" USING btree ("lead_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_form_type_created_idx" ON "leads" USING btree ("form_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_schema_versions_page_version_key" ON "page_schema_versions" USING btree ("page_schema_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "page_schemas_path_key" ON "page_schemas" USING btree ("path");--> statement-breakpoint
CREATE INDEX "page_schemas_type_updated_idx" ON "page_schemas" USING btree ("type","updated_at");