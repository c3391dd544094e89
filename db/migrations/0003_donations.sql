CREATE TABLE "payment_event" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"intent_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"intent_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text NOT NULL,
	"amount_received_cents" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "payment_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
CREATE TABLE "simulated_intent" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"amount_received_cents" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"civilite" text NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"montant_centimes" integer NOT NULL,
	"adresse_postale" text NOT NULL,
	"ville" text NOT NULL,
	"pays" text NOT NULL,
	"code_postal" text NOT NULL,
	"tel" text NOT NULL,
	"email" text NOT NULL,
	"etat" text DEFAULT 'NOUVEAU' NOT NULL,
	"choix" text,
	"payment_id" integer,
	"montant_paye_centimes" integer,
	"paye_le" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "donation_montant_min" CHECK ("donation"."montant_centimes" >= 100)
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"donation_id" integer NOT NULL,
	"replaces_receipt_id" integer,
	"email" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"file_key" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipt_code_unique" UNIQUE("code"),
	CONSTRAINT "receipt_year_number_unique" UNIQUE("year","number")
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"nom" text NOT NULL,
	"adresse_email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation" ADD CONSTRAINT "donation_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_donation_id_donation_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_replaces_receipt_id_receipt_id_fk" FOREIGN KEY ("replaces_receipt_id") REFERENCES "public"."receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_subject_idx" ON "payment" USING btree ("purpose","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_intent_idempotency_idx" ON "simulated_intent" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "donation_email_idx" ON "donation" USING btree ("email");--> statement-breakpoint
CREATE INDEX "donation_user_idx" ON "donation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "receipt_donation_idx" ON "receipt" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "receipt_email_idx" ON "receipt" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_message_created_idx" ON "contact_message" USING btree ("created_at");