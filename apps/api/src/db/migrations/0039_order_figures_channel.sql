-- the order figures are kept per sales channel (shop, on behalf, purchase order, quotation, award) instead of
-- "placed on behalf or not", so the reports can narrow by each channel from the day rows; they are made again below
DELETE FROM "order_figures";--> statement-breakpoint
ALTER TABLE "order_figures" DROP CONSTRAINT "order_figures_pk";--> statement-breakpoint
ALTER TABLE "order_figures" DROP COLUMN "on_behalf";--> statement-breakpoint
ALTER TABLE "order_figures" ADD COLUMN "channel" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_figures" ADD CONSTRAINT "order_figures_pk" PRIMARY KEY("seller_company_id","day","status","currency","payment_method","state","channel");--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_figures_move(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE 'UTC' + interval '8 hours')::date;
BEGIN
  INSERT INTO order_figures AS f (seller_company_id, day, status, currency, payment_method, state, channel, orders,
    goods_sen, delivery_fee_sen, charges_sen, discount_sen, total_sen, payout_sen)
  VALUES (o.seller_company_id, d, o.status, o.currency, o.payment_method, o.state, o.channel, sign,
    sign * o.subtotal_sen, sign * o.delivery_fee_sen,
    sign * (o.credit_term_charge_sen + o.admin_charge_sen + o.card_charge_sen), sign * o.discount_sen,
    sign * o.grand_total_sen, sign * o.payout_sen)
  ON CONFLICT (seller_company_id, day, status, currency, payment_method, state, channel) DO UPDATE SET
    orders = f.orders + excluded.orders,
    goods_sen = f.goods_sen + excluded.goods_sen,
    delivery_fee_sen = f.delivery_fee_sen + excluded.delivery_fee_sen,
    charges_sen = f.charges_sen + excluded.charges_sen,
    discount_sen = f.discount_sen + excluded.discount_sen,
    total_sen = f.total_sen + excluded.total_sen,
    payout_sen = f.payout_sen + excluded.payout_sen;
  DELETE FROM order_figures WHERE seller_company_id = o.seller_company_id AND day = d AND status = o.status
    AND currency = o.currency AND payment_method = o.payment_method AND state = o.state AND channel = o.channel
    AND orders = 0;
  IF o.currency = 'MYR' AND o.status IN ('confirmed', 'ongoing', 'completed') THEN
    INSERT INTO buyer_sales AS b (seller_company_id, buyer_company_id, day, orders)
    VALUES (o.seller_company_id, o.buyer_company_id, d, sign)
    ON CONFLICT (seller_company_id, day, buyer_company_id) DO UPDATE SET orders = b.orders + excluded.orders;
    DELETE FROM buyer_sales WHERE seller_company_id = o.seller_company_id AND day = d
      AND buyer_company_id = o.buyer_company_id AND orders = 0;
    INSERT INTO product_sales AS p (seller_company_id, product_id, day, name, unit, value_sen, quantity)
    SELECT o.seller_company_id, l.product_id, d, max(l.product_name), max(l.unit), sign * sum(l.line_total_sen),
      sign * sum(l.quantity)
    FROM order_lines l WHERE l.order_id = o.id GROUP BY l.product_id
    ON CONFLICT (seller_company_id, day, product_id) DO UPDATE SET
      value_sen = p.value_sen + excluded.value_sen, quantity = p.quantity + excluded.quantity;
    DELETE FROM product_sales WHERE seller_company_id = o.seller_company_id AND day = d AND value_sen = 0
      AND quantity = 0;
  END IF;
END $$;
--> statement-breakpoint
-- an update moves the figures only when something they count changed (not a payment status or a timestamp)
DROP TRIGGER "orders_figures_changed" ON "orders";--> statement-breakpoint
CREATE TRIGGER orders_figures_changed AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.currency IS DISTINCT FROM NEW.currency
    OR OLD.payment_method IS DISTINCT FROM NEW.payment_method OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.seller_company_id IS DISTINCT FROM NEW.seller_company_id
    OR OLD.buyer_company_id IS DISTINCT FROM NEW.buyer_company_id
    OR OLD.subtotal_sen IS DISTINCT FROM NEW.subtotal_sen OR OLD.delivery_fee_sen IS DISTINCT FROM NEW.delivery_fee_sen
    OR OLD.credit_term_charge_sen IS DISTINCT FROM NEW.credit_term_charge_sen
    OR OLD.admin_charge_sen IS DISTINCT FROM NEW.admin_charge_sen
    OR OLD.card_charge_sen IS DISTINCT FROM NEW.card_charge_sen OR OLD.discount_sen IS DISTINCT FROM NEW.discount_sen
    OR OLD.grand_total_sen IS DISTINCT FROM NEW.grand_total_sen OR OLD.payout_sen IS DISTINCT FROM NEW.payout_sen)
  EXECUTE FUNCTION orders_keep_figures();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_figures_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_figures;
  DELETE FROM buyer_sales;
  DELETE FROM product_sales;
  INSERT INTO order_figures (seller_company_id, day, status, currency, payment_method, state, channel, orders,
    goods_sen, delivery_fee_sen, charges_sen, discount_sen, total_sen, payout_sen)
  SELECT seller_company_id, (created_at AT TIME ZONE 'UTC' + interval '8 hours')::date, status, currency, payment_method,
    state, channel, count(*), sum(subtotal_sen), sum(delivery_fee_sen),
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
SELECT order_figures_rebuild();
