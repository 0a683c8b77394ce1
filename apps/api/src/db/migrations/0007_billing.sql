CREATE TABLE "ap_invoice_orders" (
	"ap_invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "ap_invoice_orders_ap_invoice_id_order_id_pk" PRIMARY KEY("ap_invoice_id","order_id"),
	CONSTRAINT "ap_invoice_orders_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "ap_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"term_days" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"payout_sen" integer,
	"payout_slip_file_id" uuid,
	"paid_on" date,
	"payout_note" text,
	"paid_by" uuid,
	"paid_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"buyer_company_id" uuid NOT NULL,
	"seller_company_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	CONSTRAINT "invoice_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_lines" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	CONSTRAINT "invoice_payment_lines_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "note_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "note_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "checkout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_noted_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "debit_noted_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_held_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "original_due_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ap_invoice_orders" ADD CONSTRAINT "ap_invoice_orders_ap_invoice_id_ap_invoices_id_fk" FOREIGN KEY ("ap_invoice_id") REFERENCES "public"."ap_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoice_orders" ADD CONSTRAINT "ap_invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_payout_slip_file_id_files_id_fk" FOREIGN KEY ("payout_slip_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_lines" ADD CONSTRAINT "invoice_payment_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_lines" ADD CONSTRAINT "invoice_payment_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ap_invoices_seller_number" ON "ap_invoices" USING btree ("seller_company_id","number");--> statement-breakpoint
CREATE INDEX "ap_invoices_status_idx" ON "ap_invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "invoice_notes_invoice_idx" ON "invoice_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_notes_buyer_idx" ON "invoice_notes" USING btree ("buyer_company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoice_notes_kind_idx" ON "invoice_notes" USING btree ("kind","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_notes_one_extension" ON "invoice_notes" USING btree ("invoice_id") WHERE "invoice_notes"."cause" = 'extension';--> statement-breakpoint
CREATE INDEX "invoice_payment_lines_invoice_idx" ON "invoice_payment_lines" USING btree ("invoice_id");--> statement-breakpoint
UPDATE "invoices" SET "credit_held_sen" = GREATEST("amount_sen" - "paid_sen", 0) WHERE "kind" = 'credit';
