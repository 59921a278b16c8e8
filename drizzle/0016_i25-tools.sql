CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_read_markers" (
	"user_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"read_message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_read_markers_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "client_invitation_sites" (
	"invitation_id" uuid NOT NULL,
	"ingestion_id" uuid NOT NULL,
	CONSTRAINT "client_invitation_sites_invitation_id_ingestion_id_pk" PRIMARY KEY("invitation_id","ingestion_id")
);
--> statement-breakpoint
CREATE TABLE "client_sites" (
	"user_id" text NOT NULL,
	"ingestion_id" uuid NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_sites_user_id_ingestion_id_pk" PRIMARY KEY("user_id","ingestion_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_visits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL,
	"previous_visit_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"outcome" text NOT NULL,
	"notes" text,
	"author_id" text,
	"author_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_calls_direction_check" CHECK ("lead_calls"."direction" in ('outbound', 'inbound'))
);
--> statement-breakpoint
CREATE TABLE "lead_journeys" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"visits" jsonb NOT NULL,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"template_id" uuid,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"message_id" text,
	"sender_id" text,
	"sender_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "lead_messages_status_check" CHECK ("lead_messages"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
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
CREATE TABLE "lead_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"owner_id" text,
	"created_by_id" text,
	"done_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_role_check";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_role_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitation_sites" ADD CONSTRAINT "client_invitation_sites_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitation_sites" ADD CONSTRAINT "client_invitation_sites_ingestion_id_client_ingestions_id_fk" FOREIGN KEY ("ingestion_id") REFERENCES "public"."client_ingestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sites" ADD CONSTRAINT "client_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sites" ADD CONSTRAINT "client_sites_ingestion_id_client_ingestions_id_fk" FOREIGN KEY ("ingestion_id") REFERENCES "public"."client_ingestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_visits" ADD CONSTRAINT "dashboard_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_journeys" ADD CONSTRAINT "lead_journeys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_scores" ADD CONSTRAINT "lead_scores_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_sites_ingestion_idx" ON "client_sites" USING btree ("ingestion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_key" ON "email_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "lead_calls_lead_idx" ON "lead_calls" USING btree ("lead_id","called_at");--> statement-breakpoint
CREATE INDEX "lead_messages_lead_idx" ON "lead_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_scores_grade_idx" ON "lead_scores" USING btree ("grade");--> statement-breakpoint
CREATE INDEX "lead_scores_version_idx" ON "lead_scores" USING btree ("rule_set_version");--> statement-breakpoint
CREATE INDEX "lead_tasks_lead_idx" ON "lead_tasks" USING btree ("lead_id","due_at");--> statement-breakpoint
CREATE INDEX "lead_tasks_owner_open_idx" ON "lead_tasks" USING btree ("owner_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_key" ON "saved_views" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("shared");--> statement-breakpoint
CREATE INDEX "analytics_events_pageview_visitor_idx" ON "analytics_events" USING btree ("occurred_at","visitor_hash") WHERE name = 'pageview';--> statement-breakpoint
CREATE INDEX "lead_emails_failed_idx" ON "lead_emails" USING btree ("lead_id") WHERE status = 'failed';--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant', 'tool', 'staff'));--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('client', 'admin', 'super_admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client', 'admin', 'super_admin'));