-- Every change to what the public pages show (the library, the churches, the home cards, the live meeting, the
-- editorial pages) and every staff change recorded in the journal is told, at commit, on the channel site_changed:
-- each server process forgets the media and pages it keeps (platform/site-changes.ts). One notification per statement
-- (PostgreSQL folds the same notification sent several times in one transaction into one).
CREATE OR REPLACE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER arrangement_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON arrangement
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER auteur_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON auteur
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER course_item_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_item
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER daily_reading_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON daily_reading
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER eglise_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON eglise
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER fichier_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fichier
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER fichier_prive_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fichier_prive
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER fichier_type_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fichier_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER harmonisation_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON harmonisation
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER home_card_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_card
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER key_value_public_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON key_value_public
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER livre_bible_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON livre_bible
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_arrangement_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_arrangement
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_auteur_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_auteur
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_fichier_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_fichier
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_harmonisation_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_harmonisation
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_livre_bible_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_livre_bible
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_media_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_type_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_type_cantique_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_type_cantique
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_video_youtube_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_video_youtube
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER note_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON note
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER origine_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON origine
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER page_editoriale_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_editoriale
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER reunion_direct_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reunion_direct
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER revue_nom_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revue_nom
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER serie_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON serie
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER type_cantique_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON type_cantique
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER video_youtube_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON video_youtube
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER staff_audit_site_changed AFTER INSERT ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
