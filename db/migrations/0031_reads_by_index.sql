-- Reads that every cover served, the account page and the payments' reconciliation make, each served by an index
-- instead of reading its table whole (decision 0158).
CREATE INDEX "media_couverture_idx" ON "media" USING btree ("couverture_id");--> statement-breakpoint
CREATE INDEX "payment_created_idx" ON "payment" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ballot_participation_user_idx" ON "ballot_participation" USING btree ("user_id");