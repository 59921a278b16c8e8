ALTER TABLE "analysis_findings" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "analysis_findings" ADD COLUMN "measured" boolean DEFAULT true NOT NULL;