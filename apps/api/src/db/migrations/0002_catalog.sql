CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_file_id" uuid,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"opening_hours" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"within_km" integer NOT NULL,
	"trip_fee_sen" integer NOT NULL,
	"free_above_sen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rates_company_distance_unique" UNIQUE("company_id","within_km")
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_file_id" uuid,
	"summary" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"min_order_qty" integer NOT NULL,
	"multiple_of" integer NOT NULL,
	"list_price_sen" integer NOT NULL,
	"selling_price_sen" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"certification_status" text DEFAULT 'none' NOT NULL,
	"certification_expiry" date,
	"certification_file_id" uuid,
	"catalogue_file_id" uuid,
	"video_url" text DEFAULT '' NOT NULL,
	"sale_type" text DEFAULT 'sale' NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"new_arrival" boolean DEFAULT false NOT NULL,
	"delivery_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_delivery_fees" boolean DEFAULT false NOT NULL,
	"jkr_approved" boolean DEFAULT false NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"length_mm" integer DEFAULT 0 NOT NULL,
	"width_mm" integer DEFAULT 0 NOT NULL,
	"height_mm" integer DEFAULT 0 NOT NULL,
	"upfront_fee_sen" integer,
	"subsequent_fee_sen" integer,
	"sale_price_sen" integer,
	"delivery_included" boolean,
	"min_price_sen" integer,
	"rating_average" numeric(3, 2) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "products"."name"), 'A') || setweight(to_tsvector('simple'::regconfig, "products"."brand"), 'A') || setweight(to_tsvector('simple'::regconfig, "products"."tags"), 'B') || setweight(to_tsvector('simple'::regconfig, "products"."description"), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_certification_file_id_files_id_fk" FOREIGN KEY ("certification_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_catalogue_file_id_files_id_fk" FOREIGN KEY ("catalogue_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_company_idx" ON "branches" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variations_product_idx" ON "product_variations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("status","category_id","min_price_sen");--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("status","subcategory_id");--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");