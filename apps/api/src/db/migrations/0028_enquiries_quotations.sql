CREATE SEQUENCE "public"."enquiry_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."quotation_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"buyer_company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"seller_company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"company_project_id" uuid,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_method" text NOT NULL,
	"delivery_time" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"assignee_id" uuid,
	"closed_reason" text,
	"order_id" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "enquiry_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_sen" integer NOT NULL,
	"discount_sen" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quotation_lines_net_price" CHECK ("quotation_lines"."discount_sen" >= 0 and "quotation_lines"."unit_price_sen" > "quotation_lines"."discount_sen")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"number" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"subtotal_sen" integer NOT NULL,
	"delivery_fee_sen" integer NOT NULL,
	"delivery_method" text NOT NULL,
	"lead_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"payment_terms" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"attachment_file_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	CONSTRAINT "quotations_amounts" CHECK ("quotations"."subtotal_sen" > 0 and "quotations"."delivery_fee_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quote_line_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quotation_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quotation_number" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quoted_unit_price_sen" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_company_project_id_company_projects_id_fk" FOREIGN KEY ("company_project_id") REFERENCES "public"."company_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_buyer_idx" ON "enquiries" USING btree ("buyer_company_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_seller_idx" ON "enquiries" USING btree ("seller_company_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_lines_variation_unique" ON "enquiry_lines" USING btree ("enquiry_id","variation_id");--> statement-breakpoint
CREATE INDEX "enquiry_messages_enquiry_idx" ON "enquiry_messages" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_variation_unique" ON "quotation_lines" USING btree ("quotation_id","variation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_enquiry_version_unique" ON "quotations" USING btree ("enquiry_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_one_live" ON "quotations" USING btree ("enquiry_id") WHERE "quotations"."status" in ('open', 'accepted');--> statement-breakpoint
CREATE INDEX "quotations_valid_until_idx" ON "quotations" USING btree ("valid_until") WHERE "quotations"."status" = 'open';