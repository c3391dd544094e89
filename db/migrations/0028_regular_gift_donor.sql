ALTER TABLE "regular_gift" ADD COLUMN "civilite" text;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD COLUMN "nom" text;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD COLUMN "prenom" text;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD COLUMN "adresse_postale" text;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD COLUMN "ville" text;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD COLUMN "pays" text;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD COLUMN "code_postal" text;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD COLUMN "tel" text;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD COLUMN "email" text;