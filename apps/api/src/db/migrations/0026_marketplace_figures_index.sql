DROP INDEX "order_figures_day_idx";--> statement-breakpoint
CREATE INDEX "order_figures_day_idx" ON "order_figures" USING btree ("day","currency","status","total_sen","orders");