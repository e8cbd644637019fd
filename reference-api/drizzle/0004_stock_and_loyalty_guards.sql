-- Main cards issued twice by the old check-then-insert: each customer keeps the first one, the
-- ledger rows of the others move onto it, its balance becomes the sum of its ledger, and the rest
-- go, so the unique index below can be built.
WITH ranked AS (
  SELECT id, first_value(id) OVER (PARTITION BY user_id ORDER BY id) AS keep
    FROM loyalty_accounts WHERE type = 'main'
)
UPDATE loyalty_transactions t SET account_id = r.keep
  FROM ranked r WHERE t.account_id = r.id AND r.id <> r.keep;--> statement-breakpoint
UPDATE loyalty_accounts a
   SET points = (SELECT coalesce(sum(t.points), 0) FROM loyalty_transactions t WHERE t.account_id = a.id)
 WHERE a.type = 'main'
   AND EXISTS (SELECT 1 FROM loyalty_accounts b WHERE b.type = 'main' AND b.user_id = a.user_id AND b.id > a.id)
   AND NOT EXISTS (SELECT 1 FROM loyalty_accounts b WHERE b.type = 'main' AND b.user_id = a.user_id AND b.id < a.id);--> statement-breakpoint
DELETE FROM loyalty_accounts a
 WHERE a.type = 'main'
   AND EXISTS (SELECT 1 FROM loyalty_accounts b WHERE b.type = 'main' AND b.user_id = a.user_id AND b.id < a.id);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_accounts_main_idx" ON "loyalty_accounts" USING btree ("user_id") WHERE "loyalty_accounts"."type" = 'main';--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_points_check" CHECK ("loyalty_accounts"."points" >= 0);--> statement-breakpoint
ALTER TABLE "pharmacy_stock" ADD CONSTRAINT "pharmacy_stock_quantity_check" CHECK ("pharmacy_stock"."quantity" >= 0);