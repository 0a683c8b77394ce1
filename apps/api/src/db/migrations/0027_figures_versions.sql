CREATE TABLE "figures_versions" (
	"seller_company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- the seller's figures changed: its version moves (in the same transaction)
CREATE FUNCTION figures_version_bump(seller uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO figures_versions AS v (seller_company_id, version) VALUES (seller, 1)
  ON CONFLICT (seller_company_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_keep_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_figures_move(OLD, -1);
    PERFORM figures_version_bump(OLD.seller_company_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_figures_move(NEW, 1);
    IF TG_OP = 'INSERT' OR NEW.seller_company_id IS DISTINCT FROM OLD.seller_company_id THEN
      PERFORM figures_version_bump(NEW.seller_company_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_lines_keep_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM product_sales_move(OLD, -1);
    PERFORM figures_version_bump(seller_company_id) FROM orders WHERE id = OLD.order_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM product_sales_move(NEW, 1);
    PERFORM figures_version_bump(seller_company_id) FROM orders WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a rebuild (after a bulk load written with the triggers disabled) moves every seller's version too
CREATE OR REPLACE FUNCTION order_figures_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_figures;
  DELETE FROM buyer_sales;
  DELETE FROM product_sales;
  INSERT INTO order_figures (seller_company_id, day, status, currency, payment_method, state, on_behalf, orders,
    goods_sen, delivery_fee_sen, charges_sen, discount_sen, total_sen, payout_sen)
  SELECT seller_company_id, (created_at AT TIME ZONE 'UTC' + interval '8 hours')::date, status, currency, payment_method,
    state, on_behalf, count(*), sum(subtotal_sen), sum(delivery_fee_sen),
    sum(credit_term_charge_sen + admin_charge_sen + card_charge_sen), sum(discount_sen), sum(grand_total_sen),
    sum(payout_sen)
  FROM orders GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO buyer_sales (seller_company_id, buyer_company_id, day, orders)
  SELECT seller_company_id, buyer_company_id, (created_at AT TIME ZONE 'UTC' + interval '8 hours')::date, count(*)
  FROM orders WHERE currency = 'MYR' AND status IN ('confirmed', 'ongoing', 'completed') GROUP BY 1, 2, 3;
  INSERT INTO product_sales (seller_company_id, product_id, day, name, unit, value_sen, quantity)
  SELECT o.seller_company_id, l.product_id, (o.created_at AT TIME ZONE 'UTC' + interval '8 hours')::date,
    max(l.product_name), max(l.unit), sum(l.line_total_sen), sum(l.quantity)
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  WHERE o.currency = 'MYR' AND o.status IN ('confirmed', 'ongoing', 'completed') GROUP BY 1, 2, 3;
  INSERT INTO figures_versions AS v (seller_company_id, version)
  SELECT DISTINCT seller_company_id, 1 FROM orders
  ON CONFLICT (seller_company_id) DO UPDATE SET version = v.version + 1;
END $$;
--> statement-breakpoint
INSERT INTO figures_versions (seller_company_id, version) SELECT DISTINCT seller_company_id, 1 FROM orders;
