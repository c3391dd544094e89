ALTER TABLE "expedition_colis" ADD COLUMN "confirmed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expedition_colis" ADD COLUMN "mailed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Parcels already mailed or confirmed were so for their whole count.
UPDATE "expedition_colis" SET "mailed_count" = "count" WHERE "mailed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "expedition_colis" SET "confirmed_count" = "count" WHERE "confirmed_at" IS NOT NULL;
