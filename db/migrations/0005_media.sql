CREATE TABLE "harmonisation" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	CONSTRAINT "harmonisation_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "media_harmonisation" (
	"media_id" integer NOT NULL,
	"harmonisation_id" integer NOT NULL,
	CONSTRAINT "media_harmonisation_media_id_harmonisation_id_pk" PRIMARY KEY("media_id","harmonisation_id")
);
--> statement-breakpoint
ALTER TABLE "media_harmonisation" ADD CONSTRAINT "media_harmonisation_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_harmonisation" ADD CONSTRAINT "media_harmonisation_harmonisation_id_harmonisation_id_fk" FOREIGN KEY ("harmonisation_id") REFERENCES "public"."harmonisation"("id") ON DELETE no action ON UPDATE no action;