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
ALTER TABLE "self_audit_findings" ADD CONSTRAINT "self_audit_findings_audit_id_self_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."self_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_audits" ADD CONSTRAINT "self_audits_crawl_id_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."crawls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "self_audit_findings_audit_idx" ON "self_audit_findings" USING btree ("audit_id","severity","type");--> statement-breakpoint
CREATE INDEX "self_audits_created_idx" ON "self_audits" USING btree ("created_at");