ALTER TABLE "chat_conversations" ADD COLUMN "handoff_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "taken_over_by_id" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "taken_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deal_value_cents" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_taken_over_by_id_users_id_fk" FOREIGN KEY ("taken_over_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_handoff_idx" ON "chat_conversations" USING btree ("handoff_requested_at");--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_visitor_idx" ON "leads" USING btree ("visitor_hash");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_deal_value_check" CHECK ("leads"."deal_value_cents" is null or "leads"."deal_value_cents" >= 0);