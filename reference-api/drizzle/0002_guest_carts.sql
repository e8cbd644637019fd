ALTER TABLE "carts" ADD COLUMN "guest_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_idx" ON "carts" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_id");