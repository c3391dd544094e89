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
-- Every document rewritten in the new layout (and with its tsv_head), the word index built after them at once.
SELECT search_document_refresh(ARRAY(SELECT id FROM media));--> statement-breakpoint
CREATE INDEX "search_document_norm_trgm_idx" ON "search_document" USING gin ("norm" gin_trgm_ops)
  WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "search_document_tsv_idx" ON "search_document" USING gin ("tsv") WITH (gin_pending_list_limit=64);
