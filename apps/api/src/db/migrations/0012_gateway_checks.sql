CREATE TABLE "payment_discrepancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"resolution" text NOT NULL,
	"payment_id" uuid,
	"gateway_ref" text,
	"reference" text,
	"our_status" text,
	"gateway_status" text,
	"our_amount_sen" integer,
	"gateway_amount_sen" integer,
	"day" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_discrepancies_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"gateway_count" integer NOT NULL,
	"our_count" integer NOT NULL,
	"gateway_paid_sen" integer NOT NULL,
	"our_paid_sen" integer NOT NULL,
	"differences" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_discrepancies" ADD CONSTRAINT "payment_discrepancies_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_discrepancies_created_idx" ON "payment_discrepancies" USING btree ("created_at");