CREATE TABLE "ballot_paper" (
	"code" text PRIMARY KEY NOT NULL,
	"ballot_slug" text NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ballot_participation" (
	"ballot_slug" text NOT NULL,
	"user_id" integer NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ballot_participation_ballot_slug_user_id_pk" PRIMARY KEY("ballot_slug","user_id")
);
--> statement-breakpoint
CREATE TABLE "ballot" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ballot_paper" ADD CONSTRAINT "ballot_paper_ballot_slug_ballot_slug_fk" FOREIGN KEY ("ballot_slug") REFERENCES "public"."ballot"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ballot_participation" ADD CONSTRAINT "ballot_participation_ballot_slug_ballot_slug_fk" FOREIGN KEY ("ballot_slug") REFERENCES "public"."ballot"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ballot_participation" ADD CONSTRAINT "ballot_participation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ballot_paper_ballot_idx" ON "ballot_paper" USING btree ("ballot_slug","code");