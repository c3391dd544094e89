ALTER TABLE "receipt" ALTER COLUMN "donation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "giving_user_id" integer;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "giving_year" smallint;--> statement-breakpoint
ALTER TABLE "regular_gift_payment" ADD COLUMN "reversal" text;--> statement-breakpoint
ALTER TABLE "regular_gift_payment" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_giving_once" ON "receipt" USING btree ("giving_user_id","giving_year") WHERE "receipt"."replaces_receipt_id" is null;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_kind" CHECK (("receipt"."donation_id" is null) = ("receipt"."giving_year" is not null) and ("receipt"."giving_year" is null) = ("receipt"."giving_user_id" is null));