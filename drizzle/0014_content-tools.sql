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
ALTER TABLE "wxr_import_items" ADD CONSTRAINT "wxr_import_items_import_id_wxr_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."wxr_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wxr_media" ADD CONSTRAINT "wxr_media_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_briefs_key_version_key" ON "content_briefs" USING btree ("target_key","version");--> statement-breakpoint
CREATE INDEX "content_briefs_created_idx" ON "content_briefs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_migration_plans_actor_idx" ON "content_migration_plans" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wxr_import_items_key" ON "wxr_import_items" USING btree ("import_id","wp_id");--> statement-breakpoint
CREATE INDEX "wxr_import_items_status_idx" ON "wxr_import_items" USING btree ("import_id","status");--> statement-breakpoint
CREATE INDEX "wxr_imports_created_idx" ON "wxr_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wxr_media_media_idx" ON "wxr_media" USING btree ("media_id");