ALTER TABLE "bidding_projects" ADD COLUMN "bq_status" text;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "bq_uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "bq_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "bq_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_bq_uploaded_by_users_id_fk" FOREIGN KEY ("bq_uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_bq_approved_by_users_id_fk" FOREIGN KEY ("bq_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;