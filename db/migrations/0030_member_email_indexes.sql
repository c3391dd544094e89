-- A member's donations and receipts are found by lower(email) (their account page, their data, what erasing them
-- keeps): indexed as they are read, so the account page does not read every donation and receipt (decision 0157).
DROP INDEX "donation_email_idx";--> statement-breakpoint
DROP INDEX "receipt_email_idx";--> statement-breakpoint
CREATE INDEX "donation_email_idx" ON "donation" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "receipt_email_idx" ON "receipt" USING btree (lower("email"));
