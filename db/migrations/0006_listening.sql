CREATE TABLE "listening_position" (
	"user_id" integer NOT NULL,
	"fichier_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listening_position_user_id_fichier_id_pk" PRIMARY KEY("user_id","fichier_id")
);
--> statement-breakpoint
ALTER TABLE "listening_position" ADD CONSTRAINT "listening_position_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_position" ADD CONSTRAINT "listening_position_fichier_id_fichier_id_fk" FOREIGN KEY ("fichier_id") REFERENCES "public"."fichier"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listening_position_fichier_idx" ON "listening_position" USING btree ("fichier_id");