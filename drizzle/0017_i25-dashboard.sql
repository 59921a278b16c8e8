CREATE TABLE "dashboard_visits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL,
	"previous_visit_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dashboard_visits" ADD CONSTRAINT "dashboard_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_pageview_visitor_idx" ON "analytics_events" USING btree ("occurred_at","visitor_hash") WHERE name = 'pageview';--> statement-breakpoint
CREATE INDEX "lead_emails_failed_idx" ON "lead_emails" USING btree ("lead_id") WHERE status = 'failed';