CREATE TABLE "expedition_ligne" (
	"revue_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"rappel_du" boolean DEFAULT false NOT NULL,
	"rappel_envoye_at" timestamp with time zone,
	CONSTRAINT "expedition_ligne_revue_id_subscriber_id_pk" PRIMARY KEY("revue_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "expedition_colis" (
	"id" serial PRIMARY KEY NOT NULL,
	"revue_id" integer NOT NULL,
	"subscriber_id" integer,
	"eglise_id" integer,
	"count" integer NOT NULL,
	"code" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expedition_colis_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "abonne" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"date_naissance" date,
	"lieu_naissance" text,
	"adresse_postale" text NOT NULL,
	"ville" text NOT NULL,
	"pays" text NOT NULL,
	"code_postal" text NOT NULL,
	"tel" text NOT NULL,
	"email" text NOT NULL,
	"eglise_id" integer,
	"livraison_domicile" boolean DEFAULT false NOT NULL,
	"nombre_revues" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonne_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "abonnement_facture_compteur" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abonnement" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text NOT NULL,
	"tel" text NOT NULL,
	"adresse_postale" text NOT NULL,
	"code_postal" text NOT NULL,
	"ville" text NOT NULL,
	"pays" text NOT NULL,
	"date_naissance" date,
	"lieu_naissance" text,
	"nombre_revues" integer NOT NULL,
	"livraison_domicile" boolean NOT NULL,
	"eglise_id" integer,
	"recevoir_derniere_revue" boolean DEFAULT false NOT NULL,
	"montant_abonnement_cents" integer NOT NULL,
	"montant_cents" integer NOT NULL,
	"etat" text DEFAULT 'NOUVEAU' NOT NULL,
	"payment_id" integer,
	"amount_paid_cents" integer,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonnement_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
ALTER TABLE "expedition_ligne" ADD CONSTRAINT "expedition_ligne_subscriber_id_abonne_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."abonne"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_ligne" ADD CONSTRAINT "expedition_ligne_parcel_id_expedition_colis_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."expedition_colis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_colis" ADD CONSTRAINT "expedition_colis_subscriber_id_abonne_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."abonne"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_colis" ADD CONSTRAINT "expedition_colis_eglise_id_eglise_id_fk" FOREIGN KEY ("eglise_id") REFERENCES "public"."eglise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonne" ADD CONSTRAINT "abonne_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonne" ADD CONSTRAINT "abonne_eglise_id_eglise_id_fk" FOREIGN KEY ("eglise_id") REFERENCES "public"."eglise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonnement" ADD CONSTRAINT "abonnement_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonnement" ADD CONSTRAINT "abonnement_eglise_id_eglise_id_fk" FOREIGN KEY ("eglise_id") REFERENCES "public"."eglise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonnement" ADD CONSTRAINT "abonnement_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expedition_colis_home_idx" ON "expedition_colis" USING btree ("revue_id","subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expedition_colis_church_idx" ON "expedition_colis" USING btree ("revue_id","eglise_id");--> statement-breakpoint
CREATE INDEX "abonnement_user_idx" ON "abonnement" USING btree ("user_id");