CREATE TABLE "seller_sales_channels" (
	"seller_company_id" uuid PRIMARY KEY NOT NULL,
	"declined" text[] DEFAULT '{}' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_sales_channels" ADD CONSTRAINT "seller_sales_channels_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_sales_channels" ADD CONSTRAINT "seller_sales_channels_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- the orders placed before channels were kept: an awarded bid's items, a quotation's, BinaMart's checkouts for a buyer
UPDATE "orders" SET "channel" = 'award' WHERE EXISTS (
  SELECT 1 FROM "order_lines" l JOIN "products" p ON p."id" = l."product_id"
  WHERE l."order_id" = "orders"."id" AND p."bidding_project_id" IS NOT NULL
);--> statement-breakpoint
UPDATE "orders" SET "channel" = 'quotation'
WHERE "channel" = 'web' AND EXISTS (SELECT 1 FROM "enquiries" e WHERE e."order_id" = "orders"."id");--> statement-breakpoint
UPDATE "orders" o SET "channel" = CASE WHEN c."po_number" IS NOT NULL OR c."po_file_id" IS NOT NULL THEN 'purchaseOrder' ELSE 'onBehalf' END
FROM "checkouts" c
WHERE o."channel" = 'web' AND c."id" = o."checkout_id" AND (c."on_behalf" OR o."on_behalf");
