-- The back office's reads at an association's volume (gifts, receipts, members, regular charges) and a member's paid
-- subscriptions, each served by an index instead of reading its table whole or every attempt (decision 0160).
CREATE INDEX "user_role_role_idx" ON "user_role" USING btree ("role");--> statement-breakpoint
CREATE INDEX "app_user_name_idx" ON "app_user" USING btree ("lastname","firstname","id");--> statement-breakpoint
CREATE INDEX "donation_created_idx" ON "donation" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donation_paid_idx" ON "donation" USING btree ("paid_at") WHERE "donation"."etat" = 'PAYE';--> statement-breakpoint
CREATE INDEX "receipt_replaces_idx" ON "receipt" USING btree ("replaces_receipt_id") WHERE "receipt"."replaces_receipt_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_message_waiting_idx" ON "contact_message" USING btree ("created_at") WHERE "contact_message"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "abonnement_paid_user_idx" ON "abonnement" USING btree ("user_id") WHERE "abonnement"."invoice_number" is not null;--> statement-breakpoint
CREATE INDEX "regular_gift_payment_due_idx" ON "regular_gift_payment" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "regular_gift_payment_paid_idx" ON "regular_gift_payment" USING btree ("paid_at") WHERE "regular_gift_payment"."status" = 'paid';--> statement-breakpoint
-- The list's filters combine a gift's state and method, which go together (a card gift is never promised): counted in
-- pairs, a rare pair is read by a scan of the table, not sought along the index of the dates.
CREATE STATISTICS "donation_state_method" (mcv) ON "etat", "choix" FROM "donation";
