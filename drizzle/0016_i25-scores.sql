CREATE TABLE "lead_score_rule_sets" (
	"version" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"note" text,
	"restored_from" integer,
	"created_by_id" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_scores" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"rule_set_version" integer NOT NULL,
	"fit" integer NOT NULL,
	"engagement" integer NOT NULL,
	"grade" text NOT NULL,
	"fit_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engagement_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"journey" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_scores_fit_check" CHECK ("lead_scores"."fit" between 0 and 100),
	CONSTRAINT "lead_scores_engagement_check" CHECK ("lead_scores"."engagement" between 0 and 100),
	CONSTRAINT "lead_scores_grade_check" CHECK ("lead_scores"."grade" ~ '^[ABC][123]$')
);
--> statement-breakpoint
ALTER TABLE "lead_scores" ADD CONSTRAINT "lead_scores_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_scores_grade_idx" ON "lead_scores" USING btree ("grade");--> statement-breakpoint
CREATE INDEX "lead_scores_version_idx" ON "lead_scores" USING btree ("rule_set_version");