CREATE TABLE "arrangement" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	CONSTRAINT "arrangement_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "auteur" (
	"id" serial PRIMARY KEY NOT NULL,
	"prenom" text,
	"nom" text NOT NULL,
	"pays" text,
	"annees" text,
	"origine" text
);
--> statement-breakpoint
CREATE TABLE "course_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"cle" text NOT NULL,
	"titre" text NOT NULL,
	"contenu" text,
	"lien" text NOT NULL,
	"couleur_titre" text,
	"annee" smallint,
	"rang" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_reading" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"jour" text NOT NULL,
	"titre" text NOT NULL,
	"fichier_id" integer
);
--> statement-breakpoint
CREATE TABLE "fichier_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"downloadable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fichier" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"extension" text NOT NULL,
	"description" text,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"fichier_type_id" integer NOT NULL,
	"duration_seconds" integer,
	"width" integer,
	"height" integer,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fichier_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "key_value_public" (
	"cle" text PRIMARY KEY NOT NULL,
	"valeur" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "livre_bible" (
	"id" integer PRIMARY KEY NOT NULL,
	"num_livre" smallint NOT NULL,
	"nom1" text NOT NULL,
	"nom_simple3" text NOT NULL,
	"testament" text NOT NULL,
	"couleur" text NOT NULL,
	"id_media_livre" integer,
	CONSTRAINT "livre_bible_num_livre_unique" UNIQUE("num_livre")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"titre" text NOT NULL,
	"sous_titre" text,
	"contenu" text,
	"media_type_id" integer NOT NULL,
	"nbr_pages" integer,
	"isbn" text,
	"date_edition" date,
	"prix_centimes" integer,
	"lien_ljc" text,
	"revue_nom_id" integer,
	"num_revue" integer,
	"serie_id" integer,
	"date_publication" date,
	"date_evenement" date,
	"couverture_id" integer,
	"origine_id" integer,
	"type_objet" text,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"theme" text,
	"publique" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_arrangement" (
	"media_id" integer NOT NULL,
	"arrangement_id" integer NOT NULL,
	CONSTRAINT "media_arrangement_media_id_arrangement_id_pk" PRIMARY KEY("media_id","arrangement_id")
);
--> statement-breakpoint
CREATE TABLE "media_auteur" (
	"media_id" integer NOT NULL,
	"auteur_id" integer NOT NULL,
	"rang" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "media_auteur_media_id_auteur_id_pk" PRIMARY KEY("media_id","auteur_id")
);
--> statement-breakpoint
CREATE TABLE "media_fichier" (
	"media_id" integer NOT NULL,
	"fichier_id" integer NOT NULL,
	"rang" smallint DEFAULT 0 NOT NULL,
	"classement" text,
	"couverture" boolean DEFAULT false NOT NULL,
	"visible_public" boolean DEFAULT true NOT NULL,
	CONSTRAINT "media_fichier_media_id_fichier_id_pk" PRIMARY KEY("media_id","fichier_id")
);
--> statement-breakpoint
CREATE TABLE "media_livre_bible" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"livre_bible_id" integer NOT NULL,
	"ref" text
);
--> statement-breakpoint
CREATE TABLE "media_media" (
	"media_id" integer NOT NULL,
	"media_child_id" integer NOT NULL,
	"rang" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "media_media_media_id_media_child_id_pk" PRIMARY KEY("media_id","media_child_id")
);
--> statement-breakpoint
CREATE TABLE "media_type_cantique" (
	"media_id" integer NOT NULL,
	"type_cantique_id" integer NOT NULL,
	CONSTRAINT "media_type_cantique_media_id_type_cantique_id_pk" PRIMARY KEY("media_id","type_cantique_id")
);
--> statement-breakpoint
CREATE TABLE "media_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "media_type_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "media_video_youtube" (
	"media_id" integer NOT NULL,
	"video_youtube_id" integer NOT NULL,
	"rang" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "media_video_youtube_media_id_video_youtube_id_pk" PRIMARY KEY("media_id","video_youtube_id")
);
--> statement-breakpoint
CREATE TABLE "note" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"num_note" smallint NOT NULL,
	"contenu" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "origine" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	CONSTRAINT "origine_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "revue_nom" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	CONSTRAINT "revue_nom_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "serie" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	CONSTRAINT "serie_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "type_cantique" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	CONSTRAINT "type_cantique_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "video_youtube" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_youtube" text NOT NULL,
	"titre" text,
	CONSTRAINT "video_youtube_id_youtube_unique" UNIQUE("id_youtube")
);
--> statement-breakpoint
ALTER TABLE "daily_reading" ADD CONSTRAINT "daily_reading_fichier_id_fichier_id_fk" FOREIGN KEY ("fichier_id") REFERENCES "public"."fichier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichier" ADD CONSTRAINT "fichier_fichier_type_id_fichier_type_id_fk" FOREIGN KEY ("fichier_type_id") REFERENCES "public"."fichier_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_media_type_id_media_type_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_revue_nom_id_revue_nom_id_fk" FOREIGN KEY ("revue_nom_id") REFERENCES "public"."revue_nom"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_serie_id_serie_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."serie"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_couverture_id_fichier_id_fk" FOREIGN KEY ("couverture_id") REFERENCES "public"."fichier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_origine_id_origine_id_fk" FOREIGN KEY ("origine_id") REFERENCES "public"."origine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_arrangement" ADD CONSTRAINT "media_arrangement_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_arrangement" ADD CONSTRAINT "media_arrangement_arrangement_id_arrangement_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_auteur" ADD CONSTRAINT "media_auteur_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_auteur" ADD CONSTRAINT "media_auteur_auteur_id_auteur_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."auteur"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_fichier" ADD CONSTRAINT "media_fichier_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_fichier" ADD CONSTRAINT "media_fichier_fichier_id_fichier_id_fk" FOREIGN KEY ("fichier_id") REFERENCES "public"."fichier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_livre_bible" ADD CONSTRAINT "media_livre_bible_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_livre_bible" ADD CONSTRAINT "media_livre_bible_livre_bible_id_livre_bible_id_fk" FOREIGN KEY ("livre_bible_id") REFERENCES "public"."livre_bible"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_media" ADD CONSTRAINT "media_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_media" ADD CONSTRAINT "media_media_media_child_id_media_id_fk" FOREIGN KEY ("media_child_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_type_cantique" ADD CONSTRAINT "media_type_cantique_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_type_cantique" ADD CONSTRAINT "media_type_cantique_type_cantique_id_type_cantique_id_fk" FOREIGN KEY ("type_cantique_id") REFERENCES "public"."type_cantique"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_video_youtube" ADD CONSTRAINT "media_video_youtube_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_video_youtube" ADD CONSTRAINT "media_video_youtube_video_youtube_id_video_youtube_id_fk" FOREIGN KEY ("video_youtube_id") REFERENCES "public"."video_youtube"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note" ADD CONSTRAINT "note_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_item_cle_idx" ON "course_item" USING btree ("cle","rang");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reading_plan_jour_idx" ON "daily_reading" USING btree ("plan","jour");--> statement-breakpoint
CREATE INDEX "media_type_idx" ON "media" USING btree ("media_type_id");--> statement-breakpoint
CREATE INDEX "media_categories_idx" ON "media" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "media_date_publication_idx" ON "media" USING btree ("date_publication");--> statement-breakpoint
CREATE INDEX "media_auteur_auteur_idx" ON "media_auteur" USING btree ("auteur_id");--> statement-breakpoint
CREATE INDEX "media_fichier_fichier_idx" ON "media_fichier" USING btree ("fichier_id");--> statement-breakpoint
CREATE INDEX "media_livre_bible_media_idx" ON "media_livre_bible" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "media_livre_bible_livre_idx" ON "media_livre_bible" USING btree ("livre_bible_id");--> statement-breakpoint
CREATE INDEX "media_media_child_idx" ON "media_media" USING btree ("media_child_id");--> statement-breakpoint
CREATE INDEX "media_media_parent_rang_idx" ON "media_media" USING btree ("media_id","rang");--> statement-breakpoint
CREATE UNIQUE INDEX "note_media_num_idx" ON "note" USING btree ("media_id","num_note");