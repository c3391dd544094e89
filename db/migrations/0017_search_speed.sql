CREATE TABLE "search_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_document_tsv_idx";--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "tsv_head" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Decision 0072. The one row of the change counter.
INSERT INTO "search_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- A narrow row: the words (tsv), the plain text and the trigram text are stored out of line, so that a search reads
-- about 250 bytes per matching document instead of 1.5 kB; what every search reads (facets, sort keys, the ranking's
-- tsv_head) stays in the row.
ALTER TABLE "search_document" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_document" ALTER COLUMN "tsv" SET STORAGE EXTERNAL, ALTER COLUMN "texte" SET STORAGE EXTERNAL,
  ALTER COLUMN "norm" SET STORAGE EXTERNAL, ALTER COLUMN "tsv_head" SET STORAGE MAIN,
  ALTER COLUMN "titre_norm" SET STORAGE MAIN, ALTER COLUMN "auteur_ids" SET STORAGE MAIN,
  ALTER COLUMN "auteurs" SET STORAGE MAIN, ALTER COLUMN "livre_ids" SET STORAGE MAIN,
  ALTER COLUMN "media_type_nom" SET STORAGE MAIN, ALTER COLUMN "theme" SET STORAGE MAIN,
  ALTER COLUMN "revue" SET STORAGE MAIN, ALTER COLUMN "serie" SET STORAGE MAIN;--> statement-breakpoint
-- The trigram index is built again below, after the documents, with a short pending list too.
DROP INDEX "search_document_norm_trgm_idx";--> statement-breakpoint
-- Any write to the documents (a refresh, a rebuild, SQL by hand) raises the counter in its own transaction.
CREATE FUNCTION search_state_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE search_state SET version = version + 1 WHERE id = 1; RETURN NULL; END
$$;--> statement-breakpoint
CREATE TRIGGER search_document_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_document
  FOR EACH STATEMENT EXECUTE FUNCTION search_state_bump();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_document_refresh(media_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_document WHERE media_id = ANY (media_ids);
  INSERT INTO search_document (media_id, publique, media_type_id, media_type_nom, titre, sous_titre, texte,
    auteur_ids, auteurs, livre_ids, categories, revue, num_revue, serie, theme, date_publication, annee,
    couverture_id, has_audio, norm, titre_norm, tsv_head, tsv)
  SELECT m.id, m.publique, m.media_type_id, mt.nom, m.titre, m.sous_titre, x.texte,
    coalesce(a.ids, '{}'), coalesce(a.noms, '{}'), coalesce(l.ids, '{}'), m.categories, coalesce(nullif(concat_ws(' n° ', rn.nom, m.num_revue), ''), p.titre), m.num_revue, s.nom,
    m.theme, m.date_publication, extract(year FROM coalesce(m.date_publication, m.date_edition))::smallint,
    m.couverture_id,
    EXISTS (SELECT 1 FROM media_fichier mf JOIN fichier f ON f.id = mf.fichier_id
            WHERE mf.media_id = m.id AND mf.visible_public AND f.fichier_type_id IN (4, 6)),
    lower(unaccent(concat_ws(' ', m.titre, m.sous_titre, array_to_string(a.noms, ' ')))),
    lower(unaccent(m.titre)),
    h.head,
    h.head || setweight(to_tsvector('search_fr', x.texte), 'C')
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
  CROSS JOIN LATERAL (
    SELECT setweight(to_tsvector('search_fr', m.titre), 'A')
      || setweight(to_tsvector('search_fr', concat_ws(' ', m.sous_titre, array_to_string(a.noms, ' '), rn.nom, p.titre,
           s.nom, m.theme, mt.nom)), 'B') AS head) h
  WHERE m.id = ANY (media_ids);
END
$$;--> statement-breakpoint
-- A renamed author, magazine name, series or media type, or a changed file, refreshes the documents naming it only
-- when the row really changed (an upsert writing the same values, as the demo seed does, rewrites nothing).
CREATE OR REPLACE FUNCTION search_refresh_named() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                             WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o));
BEGIN
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  PERFORM search_document_refresh(coalesce(
    CASE TG_TABLE_NAME
      WHEN 'auteur' THEN (SELECT array_agg(DISTINCT ma.media_id) FROM media_auteur ma WHERE ma.auteur_id = ANY (changed))
      WHEN 'revue_nom' THEN (SELECT array_agg(m.id) FROM media m WHERE m.revue_nom_id = ANY (changed))
      WHEN 'serie' THEN (SELECT array_agg(m.id) FROM media m WHERE m.serie_id = ANY (changed))
      WHEN 'media_type' THEN (SELECT array_agg(m.id) FROM media m WHERE m.media_type_id = ANY (changed))
      ELSE (SELECT array_agg(DISTINCT mf.media_id) FROM media_fichier mf WHERE mf.fichier_id = ANY (changed))
    END, '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER search_auteur_update ON auteur;--> statement-breakpoint
CREATE TRIGGER search_auteur_update AFTER UPDATE ON auteur REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
DROP TRIGGER search_revue_nom_update ON revue_nom;--> statement-breakpoint
CREATE TRIGGER search_revue_nom_update AFTER UPDATE ON revue_nom REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
DROP TRIGGER search_serie_update ON serie;--> statement-breakpoint
CREATE TRIGGER search_serie_update AFTER UPDATE ON serie REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
DROP TRIGGER search_media_type_update ON media_type;--> statement-breakpoint
CREATE TRIGGER search_media_type_update AFTER UPDATE ON media_type REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
DROP TRIGGER search_fichier_update ON fichier;--> statement-breakpoint
CREATE TRIGGER search_fichier_update AFTER UPDATE ON fichier REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_named();--> statement-breakpoint
-- Every document rewritten in the new layout (and with its tsv_head), the word index built after them at once.
SELECT search_document_refresh(ARRAY(SELECT id FROM media));--> statement-breakpoint
CREATE INDEX "search_document_norm_trgm_idx" ON "search_document" USING gin ("norm" gin_trgm_ops)
  WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "search_document_tsv_idx" ON "search_document" USING gin ("tsv") WITH (gin_pending_list_limit=64);
