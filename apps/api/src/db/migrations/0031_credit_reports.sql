CREATE SEQUENCE "public"."credit_report_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_report_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_report_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"purchase_key" uuid NOT NULL,
	"product" text NOT NULL,
	"entity_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text NOT NULL,
	"company_id" uuid,
	"credit_application_id" uuid,
	"status" text NOT NULL,
	"price_sen" integer NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"payment_id" uuid,
	"bureau_reference" text,
	"content" jsonb,
	"file_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"failure_reason" text,
	"terms_accepted_at" timestamp with time zone,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	CONSTRAINT "credit_reports_reference_unique" UNIQUE("reference"),
	CONSTRAINT "credit_reports_purchase_key_unique" UNIQUE("purchase_key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "credit_report_payments" ADD CONSTRAINT "credit_report_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_report_payments" ADD CONSTRAINT "credit_report_payments_report_id_credit_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."credit_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_report_views" ADD CONSTRAINT "credit_report_views_report_id_credit_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."credit_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_report_views" ADD CONSTRAINT "credit_report_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_report_views_report_idx" ON "credit_report_views" USING btree ("report_id","viewed_at");--> statement-breakpoint
CREATE INDEX "credit_reports_company_idx" ON "credit_reports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_reports_application_idx" ON "credit_reports" USING btree ("credit_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_reports_payment_idx" ON "credit_reports" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_reports_waiting_idx" ON "credit_reports" USING btree ("status","next_attempt_at") WHERE "credit_reports"."status" in ('awaitingPayment', 'requested');