CREATE TABLE "search_document" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"publique" boolean NOT NULL,
	"media_type_id" integer NOT NULL,
	"media_type_nom" text NOT NULL,
	"titre" text NOT NULL,
	"sous_titre" text,
	"texte" text DEFAULT '' NOT NULL,
	"auteur_ids" integer[] DEFAULT '{}' NOT NULL,
	"auteurs" text[] DEFAULT '{}' NOT NULL,
	"livre_ids" integer[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"revue" text,
	"num_revue" integer,
	"serie" text,
	"theme" text,
	"date_publication" date,
	"annee" smallint,
	"couverture_id" integer,
	"has_audio" boolean DEFAULT false NOT NULL,
	"norm" text NOT NULL,
	"titre_norm" text NOT NULL,
	"tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_document" ADD CONSTRAINT "search_document_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_document_tsv_idx" ON "search_document" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_document_type_idx" ON "search_document" USING btree ("media_type_id");--> statement-breakpoint
CREATE INDEX "search_document_categories_idx" ON "search_document" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "search_document_norm_trgm_idx" ON "search_document" USING gin ("norm" gin_trgm_ops);--> statement-breakpoint
-- Suggestions: titles starting with the typed text.
CREATE INDEX "search_document_titre_prefix_idx" ON "search_document" ("titre_norm" COLLATE "C");--> statement-breakpoint
-- French full-text search with accents ignored: the french configuration with unaccent before the stemmer.
CREATE TEXT SEARCH CONFIGURATION search_fr (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
-- Plain text of sanitised HTML: tags become spaces, the common entities their characters, blanks one space.
CREATE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&#160;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- Rebuilds the search documents of some media from the library (a media gone or absent leaves no document).
CREATE FUNCTION search_document_refresh(media_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_document WHERE media_id = ANY (media_ids);
  INSERT INTO search_document (media_id, publique, media_type_id, media_type_nom, titre, sous_titre, texte,
    auteur_ids, auteurs, livre_ids, categories, revue, num_revue, serie, theme, date_publication, annee,
    couverture_id, has_audio, norm, titre_norm, tsv)
  SELECT m.id, m.publique, m.media_type_id, mt.nom, m.titre, m.sous_titre, x.texte,
    coalesce(a.ids, '{}'), coalesce(a.noms, '{}'), coalesce(l.ids, '{}'), m.categories, coalesce(nullif(concat_ws(' n° ', rn.nom, m.num_revue), ''), p.titre), m.num_revue, s.nom,
    m.theme, m.date_publication, extract(year FROM coalesce(m.date_publication, m.date_edition))::smallint,
    m.couverture_id,
    EXISTS (SELECT 1 FROM media_fichier mf JOIN fichier f ON f.id = mf.fichier_id
            WHERE mf.media_id = m.id AND mf.visible_public AND f.fichier_type_id IN (4, 6)),
    lower(unaccent(concat_ws(' ', m.titre, m.sous_titre, array_to_string(a.noms, ' ')))),
    lower(unaccent(m.titre)),
    setweight(to_tsvector('search_fr', m.titre), 'A')
      || setweight(to_tsvector('search_fr', concat_ws(' ', m.sous_titre, array_to_string(a.noms, ' '), rn.nom, p.titre, s.nom,
           m.theme, mt.nom)), 'B')
      || setweight(to_tsvector('search_fr', x.texte), 'C')
  FROM media m
  JOIN media_type mt ON mt.id = m.media_type_id
  LEFT JOIN revue_nom rn ON rn.id = m.revue_nom_id
  LEFT JOIN serie s ON s.id = m.serie_id
  CROSS JOIN LATERAL (SELECT search_plain_text(m.contenu) AS texte) x
  -- A magazine article's magazine is the issue that holds it.
  LEFT JOIN LATERAL (
    SELECT pm.titre FROM media_media mm JOIN media pm ON pm.id = mm.media_id
    WHERE mm.media_child_id = m.id AND pm.media_type_id = 6 ORDER BY pm.id LIMIT 1) p ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(au.id ORDER BY ma.rang, au.id) AS ids,
           array_agg(concat_ws(' ', au.prenom, au.nom) ORDER BY ma.rang, au.id) AS noms
    FROM media_auteur ma JOIN auteur au ON au.id = ma.auteur_id WHERE ma.media_id = m.id) a ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(DISTINCT mlb.livre_bible_id) AS ids FROM media_livre_bible mlb WHERE mlb.media_id = m.id) l ON true
  WHERE m.id = ANY (media_ids);
END
$$;--> statement-breakpoint
-- Kept in step in the same transaction: statement triggers on the media and the links a document reads.
-- A magazine's articles name its title: they change with it.
CREATE FUNCTION search_refresh_new_media() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_document_refresh(ARRAY(SELECT id FROM new_rows
    UNION SELECT mm.media_child_id FROM media_media mm JOIN new_rows n ON n.id = mm.media_id AND n.media_type_id = 6));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_refresh_new_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_document_refresh(ARRAY(SELECT DISTINCT media_child_id FROM new_rows)); RETURN NULL; END
$$;--> statement-breakpoint
CREATE FUNCTION search_refresh_old_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_document_refresh(ARRAY(SELECT DISTINCT media_child_id FROM old_rows)); RETURN NULL; END
$$;--> statement-breakpoint
CREATE FUNCTION search_refresh_new_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_document_refresh(ARRAY(SELECT DISTINCT media_id FROM new_rows)); RETURN NULL; END
$$;--> statement-breakpoint
CREATE FUNCTION search_refresh_old_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_document_refresh(ARRAY(SELECT DISTINCT media_id FROM old_rows)); RETURN NULL; END
$$;--> statement-breakpoint
CREATE FUNCTION search_refresh_changed_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_document_refresh(ARRAY(SELECT media_id FROM old_rows UNION SELECT media_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A renamed author, magazine name, series or media type, or a file changing type, changes the documents naming it.
CREATE FUNCTION search_refresh_named() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_document_refresh(coalesce(
    CASE TG_TABLE_NAME
      WHEN 'auteur' THEN (SELECT array_agg(DISTINCT ma.media_id) FROM media_auteur ma WHERE ma.auteur_id IN (SELECT id FROM new_rows))
      WHEN 'revue_nom' THEN (SELECT array_agg(m.id) FROM media m WHERE m.revue_nom_id IN (SELECT id FROM new_rows))
      WHEN 'serie' THEN (SELECT array_agg(m.id) FROM media m WHERE m.serie_id IN (SELECT id FROM new_rows))
      WHEN 'media_type' THEN (SELECT array_agg(m.id) FROM media m WHERE m.media_type_id IN (SELECT id FROM new_rows))
      ELSE (SELECT array_agg(DISTINCT mf.media_id) FROM media_fichier mf WHERE mf.fichier_id IN (SELECT id FROM new_rows))
    END, '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_media_insert AFTER INSERT ON media REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_new_media();--> statement-breakpoint
CREATE TRIGGER search_media_update AFTER UPDATE ON media REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_new_media();--> statement-breakpoint
CREATE TRIGGER search_media_auteur_insert AFTER INSERT ON media_auteur REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_new_links();--> statement-breakpoint
CREATE TRIGGER search_media_auteur_update AFTER UPDATE ON media_auteur REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_links();--> statement-breakpoint
CREATE TRIGGER search_media_auteur_delete AFTER DELETE ON media_auteur REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_old_links();--> statement-breakpoint
CREATE TRIGGER search_media_livre_bible_insert AFTER INSERT ON media_livre_bible REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_new_links();--> statement-breakpoint
CREATE TRIGGER search_media_livre_bible_update AFTER UPDATE ON media_livre_bible REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_links();--> statement-breakpoint
CREATE TRIGGER search_media_livre_bible_delete AFTER DELETE ON media_livre_bible REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_old_links();--> statement-breakpoint
CREATE TRIGGER search_media_fichier_insert AFTER INSERT ON media_fichier REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_new_links();--> statement-breakpoint
CREATE TRIGGER search_media_fichier_update AFTER UPDATE ON media_fichier REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_changed_links();--> statement-breakpoint
CREATE TRIGGER search_media_fichier_delete AFTER DELETE ON media_fichier REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_old_links();--> statement-breakpoint
CREATE TRIGGER search_media_media_insert AFTER INSERT ON media_media REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_new_children();--> statement-breakpoint
CREATE TRIGGER search_media_media_delete AFTER DELETE ON media_media REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_old_children();--> statement-breakpoint
CREATE TRIGGER search_auteur_update AFTER UPDATE ON auteur REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
CREATE TRIGGER search_revue_nom_update AFTER UPDATE ON revue_nom REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
CREATE TRIGGER search_serie_update AFTER UPDATE ON serie REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
CREATE TRIGGER search_media_type_update AFTER UPDATE ON media_type REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
CREATE TRIGGER search_fichier_update AFTER UPDATE ON fichier REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
SELECT search_document_refresh(ARRAY(SELECT id FROM media));
