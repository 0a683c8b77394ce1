CREATE TABLE "bidding_project_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "bidding_project_events" ADD CONSTRAINT "bidding_project_events_project_id_bidding_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bidding_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_project_events" ADD CONSTRAINT "bidding_project_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_project_events" ADD CONSTRAINT "bidding_project_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_project_events_project_idx" ON "bidding_project_events" USING btree ("project_id","at");