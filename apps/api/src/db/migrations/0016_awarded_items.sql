ALTER TABLE "bidding_projects" ADD COLUMN "cart_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "cart_created_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reserved_for_company_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bidding_project_id" uuid;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_cart_created_by_users_id_fk" FOREIGN KEY ("cart_created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reserved_for_company_id_companies_id_fk" FOREIGN KEY ("reserved_for_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;