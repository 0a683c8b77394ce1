CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- raised once per transaction that changed what the catalogue shows, at its commit (a deferred constraint trigger):
-- the row is locked only while the transaction commits, and a reader never sees the new number before the new data
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('binamart.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('binamart.catalog_bumped', txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_products AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_variations AFTER INSERT OR UPDATE OR DELETE ON "product_variations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_images AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_categories AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_companies AFTER INSERT OR UPDATE OR DELETE ON "companies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_profiles AFTER INSERT OR UPDATE OR DELETE ON "company_profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_branches AFTER INSERT OR UPDATE OR DELETE ON "branches"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
