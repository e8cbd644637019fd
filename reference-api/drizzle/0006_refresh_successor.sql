-- Refresh rotation (#35): the successor a rotated token issued, handed back to a reuse within the grace.
ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" text;