DROP INDEX "order_lines_order_idx";--> statement-breakpoint
CREATE INDEX "orders_seller_figures_idx" ON "orders" USING btree ("seller_company_id","created_at","status","currency","subtotal_sen","buyer_company_id","state","id");--> statement-breakpoint
CREATE INDEX "orders_period_figures_idx" ON "orders" USING btree ("created_at","status","currency","grand_total_sen","buyer_company_id","seller_company_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","product_id","line_total_sen","quantity");