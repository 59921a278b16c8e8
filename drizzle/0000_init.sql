CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_id" integer NOT NULL,
	"slug" text NOT NULL,
	"is_major" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_slug_key" ON "cities" USING btree ("state_id","slug");--> statement-breakpoint
CREATE INDEX "cities_state_name_idx" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "cities_major_idx" ON "cities" USING btree ("is_major");--> statement-breakpoint
CREATE UNIQUE INDEX "states_name_key" ON "states" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "states_abbreviation_key" ON "states" USING btree ("abbreviation");--> statement-breakpoint
CREATE UNIQUE INDEX "states_slug_key" ON "states" USING btree ("slug");