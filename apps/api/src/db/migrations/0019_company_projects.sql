CREATE TABLE "company_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"recipient_name" text NOT NULL,
	"pic" text NOT NULL,
	"start_date" text,
	"end_date" text,
	"is_favourite" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD COLUMN "company_project_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_project_id" uuid;--> statement-breakpoint
ALTER TABLE "company_projects" ADD CONSTRAINT "company_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_projects" ADD CONSTRAINT "company_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_projects_company_idx" ON "company_projects" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_projects_one_favourite" ON "company_projects" USING btree ("company_id") WHERE "company_projects"."is_favourite" and "company_projects"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_company_project_id_company_projects_id_fk" FOREIGN KEY ("company_project_id") REFERENCES "public"."company_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_project_id_company_projects_id_fk" FOREIGN KEY ("company_project_id") REFERENCES "public"."company_projects"("id") ON DELETE no action ON UPDATE no action;