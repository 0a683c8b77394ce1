CREATE TABLE "delivery_partner_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"quotation_id" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"fee_sen" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"status" text NOT NULL,
	"driver_name" text,
	"driver_phone" text,
	"plate_number" text,
	"tracking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_partner_bookings_delivery_order_id_unique" UNIQUE("delivery_order_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_partner_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_delivery_quotations" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_type" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"dropoff" jsonb NOT NULL,
	"distance_km" integer NOT NULL,
	"price_sen" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_delivery_trips" (
	"reference" text PRIMARY KEY NOT NULL,
	"quotation_id" text NOT NULL,
	"client_key" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"price_sen" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"dropoff_latitude" double precision NOT NULL,
	"dropoff_longitude" double precision NOT NULL,
	"details" jsonb NOT NULL,
	"status" text NOT NULL,
	"driver_name" text,
	"driver_phone" text,
	"plate_number" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_delivery_trips_quotation_id_unique" UNIQUE("quotation_id"),
	CONSTRAINT "sandbox_delivery_trips_client_key_unique" UNIQUE("client_key")
);
--> statement-breakpoint
ALTER TABLE "delivery_orders" ALTER COLUMN "driver_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_type" text;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD COLUMN "carrier" text DEFAULT 'driver' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_partner_bookings" ADD CONSTRAINT "delivery_partner_bookings_delivery_order_id_delivery_orders_id_fk" FOREIGN KEY ("delivery_order_id") REFERENCES "public"."delivery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_delivery_trips" ADD CONSTRAINT "sandbox_delivery_trips_quotation_id_sandbox_delivery_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."sandbox_delivery_quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_partner_bookings_reference" ON "delivery_partner_bookings" USING btree ("provider","reference");