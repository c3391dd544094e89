CREATE TABLE "giving_customer" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_customer_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "regular_gift_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regular_gift_payment_provider_invoice_id_unique" UNIQUE("provider_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "regular_gift" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"amount_cents" integer NOT NULL,
	"day_of_month" smallint NOT NULL,
	"means_kind" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"iban_last4" text,
	"mandate_reference" text,
	"state" text DEFAULT 'active' NOT NULL,
	"pause_reason" text,
	"next_charge_on" date,
	"notified_charge_on" date,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "regular_gift_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "regular_gift_amount_min" CHECK ("regular_gift"."amount_cents" >= 100),
	CONSTRAINT "regular_gift_amount_max" CHECK ("regular_gift"."amount_cents" <= 100000000),
	CONSTRAINT "regular_gift_day" CHECK ("regular_gift"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "simulated_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"now" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_invoice_once" UNIQUE("subscription_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "simulated_setup" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"means_kind" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_setup_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "simulated_setup_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "simulated_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"day_of_month" smallint NOT NULL,
	"status" text NOT NULL,
	"next_charge_on" date,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_subscription_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "giving_customer" ADD CONSTRAINT "giving_customer_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_gift_payment" ADD CONSTRAINT "regular_gift_payment_gift_id_regular_gift_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."regular_gift"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_gift" ADD CONSTRAINT "regular_gift_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_invoice" ADD CONSTRAINT "simulated_invoice_subscription_id_simulated_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."simulated_subscription"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regular_gift_payment_gift_idx" ON "regular_gift_payment" USING btree ("gift_id","due_on");--> statement-breakpoint
CREATE INDEX "regular_gift_user_idx" ON "regular_gift" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "regular_gift_next_charge_idx" ON "regular_gift" USING btree ("state","next_charge_on");