CREATE SEQUENCE "public"."sandbox_insurer_policy_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sandbox_insurer_proposal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."insurance_form_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_insurer_proposals" (
	"reference" text PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"cover" text NOT NULL,
	"insured_name" text NOT NULL,
	"state" text NOT NULL,
	"sum_insured_sen" bigint NOT NULL,
	"contract_sum_sen" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"details" jsonb NOT NULL,
	"status" text NOT NULL,
	"policy_number" text,
	"premium_sen" bigint,
	"reason_code" text,
	"reason" text,
	"referred_at" timestamp with time zone,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_insurer_proposals_client_key_unique" UNIQUE("client_key"),
	CONSTRAINT "sandbox_insurer_proposals_policy_number_unique" UNIQUE("policy_number")
);
--> statement-breakpoint
CREATE TABLE "insurance_form_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_form_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"form_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"policy_number" text,
	"premium_sen" bigint,
	"reason_code" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"buyer_company_id" uuid NOT NULL,
	"company_project_id" uuid,
	"cover" text NOT NULL,
	"insured_name" text NOT NULL,
	"employer_name" text NOT NULL,
	"project_name" text NOT NULL,
	"contract_number" text NOT NULL,
	"contract_title" text DEFAULT '' NOT NULL,
	"sum_insured_sen" bigint NOT NULL,
	"contract_sum_sen" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"site_address_line1" text NOT NULL,
	"site_address_line2" text DEFAULT '' NOT NULL,
	"site_postcode" text NOT NULL,
	"site_city" text NOT NULL,
	"site_state" text NOT NULL,
	"declarations" jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"submission_key" uuid,
	"submitted_at" timestamp with time zone,
	"insurer_reference" text,
	"policy_number" text,
	"premium_sen" bigint,
	"reason_code" text,
	"reason" text,
	"answered_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_forms_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "insurance_form_documents" ADD CONSTRAINT "insurance_form_documents_form_id_insurance_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."insurance_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_form_documents" ADD CONSTRAINT "insurance_form_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_form_events" ADD CONSTRAINT "insurance_form_events_form_id_insurance_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."insurance_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_form_events" ADD CONSTRAINT "insurance_form_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_forms" ADD CONSTRAINT "insurance_forms_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_forms" ADD CONSTRAINT "insurance_forms_company_project_id_company_projects_id_fk" FOREIGN KEY ("company_project_id") REFERENCES "public"."company_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_forms" ADD CONSTRAINT "insurance_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_form_documents_form_idx" ON "insurance_form_documents" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "insurance_form_events_form_idx" ON "insurance_form_events" USING btree ("form_id","seq");--> statement-breakpoint
CREATE INDEX "insurance_forms_buyer_idx" ON "insurance_forms" USING btree ("buyer_company_id","status");--> statement-breakpoint
CREATE INDEX "insurance_forms_status_idx" ON "insurance_forms" USING btree ("status","updated_at");