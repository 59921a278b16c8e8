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
CREATE INDEX "content_migration_plans_actor_idx" ON "content_migration_plans" USING btree ("actor_id","created_at");