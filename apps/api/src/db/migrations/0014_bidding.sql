CREATE SEQUENCE "public"."bidding_project_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bid_lines" (
	"bid_id" uuid NOT NULL,
	"product_line_id" uuid NOT NULL,
	"unit_price_sen" integer,
	CONSTRAINT "bid_lines_bid_id_product_line_id_pk" PRIMARY KEY("bid_id","product_line_id")
);
--> statement-breakpoint
CREATE TABLE "bidding_project_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"specification" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidding_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"buyer_company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text NOT NULL,
	"short_title" text,
	"full_title" text,
	"name" text,
	"description" text,
	"category_id" uuid,
	"subcategory_id" uuid,
	"country" text,
	"state" text,
	"city" text,
	"construction_start" text,
	"construction_end" text,
	"delivery_start" text,
	"delivery_end" text,
	"delivery_schedule_file_id" uuid,
	"contact_person" text,
	"phone" text,
	"remark" text DEFAULT '' NOT NULL,
	"valid_until" timestamp with time zone,
	"bid_start_at" timestamp with time zone,
	"bid_end_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"cycle" integer DEFAULT 1 NOT NULL,
	"cycle_two_end_at" timestamp with time zone,
	"awarded_bid_id" uuid,
	"awarded_at" timestamp with time zone,
	"awarded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_projects_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"seller_company_id" uuid NOT NULL,
	"submitted_by" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"total_sen" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revised_at" timestamp with time zone,
	CONSTRAINT "bids_total_not_negative" CHECK ("bids"."total_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_product_line_id_bidding_project_products_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."bidding_project_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_project_products" ADD CONSTRAINT "bidding_project_products_project_id_bidding_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bidding_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_delivery_schedule_file_id_files_id_fk" FOREIGN KEY ("delivery_schedule_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_projects" ADD CONSTRAINT "bidding_projects_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_project_id_bidding_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bidding_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_project_products_project_idx" ON "bidding_project_products" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE INDEX "bidding_projects_buyer_idx" ON "bidding_projects" USING btree ("buyer_company_id","created_at");--> statement-breakpoint
CREATE INDEX "bidding_projects_open_idx" ON "bidding_projects" USING btree ("status","bid_end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_per_supplier" ON "bids" USING btree ("project_id","seller_company_id");