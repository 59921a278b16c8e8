ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "content_research" ADD CONSTRAINT "content_research_status_check" CHECK ("content_research"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_kind_check" CHECK ("lead_emails"."kind" in ('agency', 'visitor'));--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_status_check" CHECK ("lead_emails"."status" in ('pending', 'sending', 'sent', 'failed', 'skipped'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_form_type_check" CHECK ("leads"."form_type" in ('contact', 'booking', 'chat'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_delivery_status_check" CHECK ("leads"."delivery_status" in ('pending', 'sent', 'failed', 'skipped'));--> statement-breakpoint
ALTER TABLE "page_schemas" ADD CONSTRAINT "page_schemas_type_check" CHECK ("page_schemas"."type" in ('service', 'location', 'blog'));--> statement-breakpoint
ALTER TABLE "page_schemas" ADD CONSTRAINT "page_schemas_status_check" CHECK ("page_schemas"."status" in ('draft', 'published'));