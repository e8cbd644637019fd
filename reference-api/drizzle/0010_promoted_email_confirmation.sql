-- The newsletter with double opt-in (issue #35): an address is subscribed once it follows its confirmation link. Addresses stored before this carry no confirmation and stay unsubscribed until they ask again.
ALTER TABLE "promoted_emails" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promoted_emails" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "promoted_emails" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "promoted_emails_token_idx" ON "promoted_emails" USING btree ("token_hash");
