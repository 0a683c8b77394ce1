CREATE TABLE "credit_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type" text NOT NULL,
	"tier" text,
	"amount_sen" integer,
	"note" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"stage" text,
	"requested_sen" integer,
	"approved_sen" integer,
	"details" jsonb NOT NULL,
	"project_name" text,
	"contract_number" text,
	"contract_cost_sen" integer,
	"site_possession_date" date,
	"completion_date" date,
	"facility_id" uuid,
	"tnc_accepted_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"project_name" text,
	"contract_number" text,
	"status" text DEFAULT 'active' NOT NULL,
	"approved_sen" integer DEFAULT 0 NOT NULL,
	"reserved_sen" integer DEFAULT 0 NOT NULL,
	"posted_sen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"approved_delta_sen" integer DEFAULT 0 NOT NULL,
	"reserved_delta_sen" integer DEFAULT 0 NOT NULL,
	"posted_delta_sen" integer DEFAULT 0 NOT NULL,
	"approved_after_sen" integer NOT NULL,
	"reserved_after_sen" integer NOT NULL,
	"posted_after_sen" integer NOT NULL,
	"order_id" uuid,
	"application_id" uuid,
	"note" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_facility_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_events" ADD CONSTRAINT "credit_application_events_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_events" ADD CONSTRAINT "credit_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_facility_id_credit_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."credit_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_facilities" ADD CONSTRAINT "credit_facilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_facility_id_credit_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."credit_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_application_documents_app_idx" ON "credit_application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "credit_application_events_app_idx" ON "credit_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_application_one_decision_per_tier" ON "credit_application_events" USING btree ("application_id","tier") WHERE "credit_application_events"."type" in ('tierApproved', 'tierRejected');--> statement-breakpoint
CREATE INDEX "credit_applications_company_idx" ON "credit_applications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_applications_status_idx" ON "credit_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_facilities_one_company_facility" ON "credit_facilities" USING btree ("company_id") WHERE "credit_facilities"."kind" = 'company';--> statement-breakpoint
CREATE INDEX "credit_facilities_company_idx" ON "credit_facilities" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_facility_idx" ON "credit_ledger" USING btree ("facility_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_order_idx" ON "credit_ledger" USING btree ("order_id");