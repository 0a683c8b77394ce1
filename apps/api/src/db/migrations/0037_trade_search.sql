ALTER TABLE "products" ADD COLUMN "variation_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- the variations' names, kept by the database for every writer (the seller's form, seeds, bulk loads): one update per statement
CREATE FUNCTION products_variation_text_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET "variation_text" = coalesce(
    (SELECT string_agg(v."name", ' ' ORDER BY v."name") FROM "product_variations" v WHERE v."product_id" = p."id"), '')
  WHERE p."id" IN (SELECT DISTINCT "product_id" FROM changed_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variations_text_insert AFTER INSERT ON "product_variations"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_variation_text_refresh();--> statement-breakpoint
CREATE TRIGGER product_variations_text_update AFTER UPDATE ON "product_variations"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_variation_text_refresh();--> statement-breakpoint
CREATE TRIGGER product_variations_text_delete AFTER DELETE ON "product_variations"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_variation_text_refresh();--> statement-breakpoint
UPDATE "products" p SET "variation_text" = coalesce(
  (SELECT string_agg(v."name", ' ' ORDER BY v."name") FROM "product_variations" v WHERE v."product_id" = p."id"), '');--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "products"."name"), 'A') || setweight(to_tsvector('simple'::regconfig, "products"."brand"), 'A') || setweight(to_tsvector('simple'::regconfig, "products"."tags"), 'B') || setweight(to_tsvector('simple'::regconfig, "products"."variation_text"), 'B') || setweight(to_tsvector('simple'::regconfig, "products"."description"), 'C') || setweight(to_tsvector('simple'::regconfig, "products"."specification"), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");
