CREATE TABLE "eglise" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"nom" text NOT NULL,
	"adresse" text DEFAULT '' NOT NULL,
	"code_postal" text NOT NULL,
	"ville" text NOT NULL,
	"pays" text NOT NULL,
	"lien" text,
	"popup" boolean DEFAULT false NOT NULL,
	"popup_value" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"horaires" text DEFAULT '' NOT NULL,
	"chorales" text DEFAULT '' NOT NULL,
	"email" text,
	"telephone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eglise_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reunion_direct" (
	"reunion" text PRIMARY KEY NOT NULL,
	"annonce_reu_direct" text DEFAULT '' NOT NULL,
	"last_retransmission_reunion_url" text,
	"reu_direct_url" text,
	"reu_direct_youtube_url" text,
	"reu_direct_youtube_diffusion" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "key_value_public" ADD COLUMN "roles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "eglise_pays_nom_idx" ON "eglise" USING btree ("pays","nom");