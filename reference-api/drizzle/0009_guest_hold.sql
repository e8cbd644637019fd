-- A guest's order holds the pharmacy's units only until its phone is confirmed by a sign-in, at most GUEST_HOLD_MINUTES (issue #35): orders.guest_hold_until, null for customers and confirmed guests.
ALTER TABLE "orders" ADD COLUMN "guest_hold_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_guest_hold_idx" ON "orders" USING btree ("guest_hold_until");
