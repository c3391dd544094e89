ALTER TABLE "donation" RENAME COLUMN "montant_centimes" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "donation" RENAME COLUMN "montant_paye_centimes" TO "amount_paid_cents";--> statement-breakpoint
ALTER TABLE "donation" RENAME COLUMN "paye_le" TO "paid_at";--> statement-breakpoint
ALTER TABLE "donation" DROP CONSTRAINT "donation_montant_min";--> statement-breakpoint
ALTER TABLE "donation" ADD CONSTRAINT "donation_amount_min" CHECK ("donation"."amount_cents" >= 100);