CREATE TABLE "staff_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_subject_idx" ON "staff_audit" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "staff_audit_actor_idx" ON "staff_audit" USING btree ("actor_id");--> statement-breakpoint
-- The journal is written, never rewritten: a row may only lose its staff member's id when that account is deleted.
CREATE FUNCTION "staff_audit_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
    AND (NEW.id, NEW.at, NEW.actor_email, NEW.action, NEW.subject_type, NEW.subject_id)
      = (OLD.id, OLD.at, OLD.actor_email, OLD.action, OLD.subject_type, OLD.subject_id)
    AND NEW.before IS NOT DISTINCT FROM OLD.before AND NEW.after IS NOT DISTINCT FROM OLD.after THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'staff_audit rows are never changed';
END $$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_frozen" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_frozen"();
--> statement-breakpoint
-- The back office's media list sorts by these (bench/admin-media.ts).
CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "media_titre_idx" ON "media" USING btree ("titre");
