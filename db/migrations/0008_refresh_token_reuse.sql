CREATE TABLE "rotated_refresh_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rotated_refresh_token" ADD CONSTRAINT "rotated_refresh_token_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rotated_refresh_token_session_idx" ON "rotated_refresh_token" USING btree ("session_id");