CREATE TABLE "survey_participant" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"chorale" boolean DEFAULT false NOT NULL,
	"orchestre" boolean DEFAULT false NOT NULL,
	"token_hash" text,
	"reponses" jsonb,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_participant_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "survey" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titre" text NOT NULL,
	"questions" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "page_editoriale" (
	"slug" text PRIMARY KEY NOT NULL,
	"contenu" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fichier_prive" (
	"fichier_id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"rubrique" text NOT NULL,
	"titre" text NOT NULL,
	"rang" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_participant" ADD CONSTRAINT "survey_participant_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichier_prive" ADD CONSTRAINT "fichier_prive_fichier_id_fichier_id_fk" FOREIGN KEY ("fichier_id") REFERENCES "public"."fichier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_participant_email_idx" ON "survey_participant" USING btree ("survey_id","email");--> statement-breakpoint
CREATE INDEX "survey_participant_survey_idx" ON "survey_participant" USING btree ("survey_id");