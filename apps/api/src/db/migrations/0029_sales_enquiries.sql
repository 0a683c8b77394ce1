CREATE TABLE "sales_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"language" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"subject" text,
	"message" text,
	"pickup" jsonb,
	"dropoff" jsonb,
	"item_category" text,
	"item_weight_kg" numeric(12, 2),
	"length_cm" numeric(12, 2),
	"width_cm" numeric(12, 2),
	"height_cm" numeric(12, 2),
	"estimated_weight_kg" numeric(12, 2),
	"item_remarks" text DEFAULT '' NOT NULL,
	"delivery_method" text,
	"delivery_time" text,
	"road_access" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_date" date,
	"remarks" text DEFAULT '' NOT NULL,
	"close_reason" text,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_enquiries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sales_enquiry_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_enquiries" ADD CONSTRAINT "sales_enquiries_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_enquiry_answers" ADD CONSTRAINT "sales_enquiry_answers_enquiry_id_sales_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."sales_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_enquiry_answers" ADD CONSTRAINT "sales_enquiry_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_enquiries_created_idx" ON "sales_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sales_enquiries_status_idx" ON "sales_enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sales_enquiries_email_idx" ON "sales_enquiries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sales_enquiry_answers_enquiry_idx" ON "sales_enquiry_answers" USING btree ("enquiry_id","created_at");