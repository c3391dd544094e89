ALTER TABLE "media" ADD COLUMN "niveau_1" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "niveau_2" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "niveau_3" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "disponibilite" text;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "collection" text;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "annee_parution" smallint;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "nombre_de_pages" integer;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "prix_vente_centimes" integer;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "disponible_en_librairie" boolean;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "niveau_1" text;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "niveau_2" text;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "niveau_3" text;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "disponibilite" text;--> statement-breakpoint
-- Decision 0113: the catalogue facets read from the row, as the others do.
ALTER TABLE "search_document" ALTER COLUMN "collection" SET STORAGE MAIN, ALTER COLUMN "niveau_1" SET STORAGE MAIN,
  ALTER COLUMN "niveau_2" SET STORAGE MAIN, ALTER COLUMN "niveau_3" SET STORAGE MAIN,
  ALTER COLUMN "disponibilite" SET STORAGE MAIN;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_document_refresh(media_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_document WHERE media_id = ANY (media_ids);
  INSERT INTO search_document (media_id, publique, media_type_id, media_type_nom, titre, sous_titre, texte,
    auteur_ids, auteurs, livre_ids, categories, revue, num_revue, serie, theme, date_publication, annee,
    couverture_id, has_audio, norm, titre_norm, tsv_head, tsv,
    collection, annee_parution, nombre_de_pages, prix_vente_centimes, disponible_en_librairie, niveau_1, niveau_2,
    niveau_3, disponibilite)
  SELECT m.id, m.publique, m.media_type_id, mt.nom, m.titre, m.sous_titre, x.texte,
    coalesce(a.ids, '{}'), coalesce(a.noms, '{}'), coalesce(l.ids, '{}'), m.categories, coalesce(nullif(concat_ws(' n° ', rn.nom, m.num_revue), ''), p.titre), m.num_revue, s.nom,
    m.theme, m.date_publication, extract(year FROM coalesce(m.date_publication, m.date_edition))::smallint,
    m.couverture_id,
    EXISTS (SELECT 1 FROM media_fichier mf JOIN fichier f ON f.id = mf.fichier_id
            WHERE mf.media_id = m.id AND mf.visible_public AND f.fichier_type_id IN (4, 6)),
    lower(unaccent(concat_ws(' ', m.titre, m.sous_titre, array_to_string(a.noms, ' ')))),
    lower(unaccent(m.titre)),
    h.head,
    h.head || setweight(to_tsvector('search_fr', x.texte), 'C'),
    k.collection, k.annee_parution, k.nombre_de_pages, k.prix_vente_centimes, k.disponible_en_librairie, k.niveau_1,
    k.niveau_2, k.niveau_3, k.disponibilite
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
  -- The catalogue record of a book, hymn book, collection, magazine issue or article (decision 0113); none for the
  -- other media, so that their documents count in no catalogue facet.
  LEFT JOIN LATERAL (
    SELECT coalesce(s.nom, rn.nom) AS collection,
           extract(year FROM coalesce(m.date_edition, m.date_publication))::smallint AS annee_parution,
           m.nbr_pages AS nombre_de_pages, m.prix_centimes AS prix_vente_centimes,
           m.lien_ljc IS NOT NULL AS disponible_en_librairie, m.niveau_1, m.niveau_2, m.niveau_3, m.disponibilite
    WHERE m.media_type_id IN (6, 7, 10, 11, 16)) k ON true
  WHERE m.id = ANY (media_ids);
END
$$;--> statement-breakpoint
-- Every document rewritten with its catalogue fields.
SELECT search_document_refresh(ARRAY(SELECT id FROM media));--> statement-breakpoint
ANALYZE "search_document";
