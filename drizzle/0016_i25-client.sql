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
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_role_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "client_invitation_sites" ADD CONSTRAINT "client_invitation_sites_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitation_sites" ADD CONSTRAINT "client_invitation_sites_ingestion_id_client_ingestions_id_fk" FOREIGN KEY ("ingestion_id") REFERENCES "public"."client_ingestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sites" ADD CONSTRAINT "client_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sites" ADD CONSTRAINT "client_sites_ingestion_id_client_ingestions_id_fk" FOREIGN KEY ("ingestion_id") REFERENCES "public"."client_ingestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_sites_ingestion_idx" ON "client_sites" USING btree ("ingestion_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('client', 'admin', 'super_admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client', 'admin', 'super_admin'));