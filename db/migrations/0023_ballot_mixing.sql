-- Decision 0085: the papers reach the box through a sealed mixing pool, under the hash of their receipt code; a
-- participation has a random id (the receipt code is derived from it) and survives its member's erasure.
ALTER TABLE "ballot" ADD COLUMN "box_mixed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ballot_participation" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "ballot_participation" DROP CONSTRAINT "ballot_participation_ballot_slug_user_id_pk";--> statement-breakpoint
ALTER TABLE "ballot_participation" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "ballot_participation" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ballot_participation" DROP CONSTRAINT "ballot_participation_user_id_app_user_id_fk";--> statement-breakpoint
ALTER TABLE "ballot_participation" ADD CONSTRAINT "ballot_participation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_participation_voter_idx" ON "ballot_participation" USING btree ("ballot_slug","user_id");--> statement-breakpoint
CREATE TABLE "ballot_pool" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ballot_slug" text NOT NULL,
	"sealed" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ballot_pool" ADD CONSTRAINT "ballot_pool_ballot_slug_ballot_slug_fk" FOREIGN KEY ("ballot_slug") REFERENCES "public"."ballot"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "ballot_pool_ballot_idx" ON "ballot_pool" USING btree ("ballot_slug");--> statement-breakpoint
-- The papers already cast are written anew, in random order, by this one transaction, under their code's hash: the
-- old rows shared their transaction with the participation.
ALTER TABLE "ballot_paper" RENAME TO "ballot_paper_before";--> statement-breakpoint
ALTER TABLE "ballot_paper_before" DROP CONSTRAINT "ballot_paper_ballot_slug_ballot_slug_fk";--> statement-breakpoint
ALTER TABLE "ballot_paper_before" RENAME CONSTRAINT "ballot_paper_pkey" TO "ballot_paper_before_pkey";--> statement-breakpoint
DROP INDEX "ballot_paper_ballot_idx";--> statement-breakpoint
CREATE TABLE "ballot_paper" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ballot_slug" text NOT NULL,
	"code_hash" text NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ballot_paper" ADD CONSTRAINT "ballot_paper_ballot_slug_ballot_slug_fk" FOREIGN KEY ("ballot_slug") REFERENCES "public"."ballot"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "ballot_paper_ballot_idx" ON "ballot_paper" USING btree ("ballot_slug","code_hash");--> statement-breakpoint
INSERT INTO "ballot_paper" ("ballot_slug", "code_hash", "answers")
	SELECT "ballot_slug", encode(sha256(convert_to("code", 'UTF8')), 'hex'), "answers" FROM "ballot_paper_before" ORDER BY random();--> statement-breakpoint
DROP TABLE "ballot_paper_before";--> statement-breakpoint
-- This transaction also wrote the participations anew (their new id): the first read of each ballot writes its box
-- once more, by a transaction of its own (domain/votes/mixing.ts, settleClosedBallot).
UPDATE "ballot" SET "box_mixed" = false WHERE EXISTS (SELECT 1 FROM "ballot_paper" WHERE "ballot_paper"."ballot_slug" = "ballot"."slug");
