-- Per-user toggles are enforced from now on (spec §6). Staff who could check out, pay, acknowledge
-- delivery orders, manage users, update order status or upload and price products by their levels
-- keep doing so: their company administrator takes a toggle away in user management.
UPDATE "users" SET "toggles" = '{"checkout":true,"makePayment":true,"acknowledgeDo":true,"manageUsers":true}'::jsonb || "toggles" WHERE "role" = 'BuyUsr';--> statement-breakpoint
UPDATE "users" SET "toggles" = '{"updateOrderStatus":true,"productUpload":true,"productSetPrice":true,"manageUsers":true}'::jsonb || "toggles" WHERE "role" = 'SellUsr';
