-- One review per customer per product (issue #35): a customer's later reviews of a product they had already reviewed are removed first, so the index can be built on a database that has them.
DELETE FROM "reviews" r USING "reviews" earlier WHERE r."user_id" IS NOT NULL AND earlier."user_id" = r."user_id" AND earlier."product_id" = r."product_id" AND earlier."id" < r."id";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_customer" ON "reviews" USING btree ("product_id","user_id");
