import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { centsToEuros } from '../money.ts';
import { timedCache } from '../timed-cache.ts';
import { fileUrl } from './urls.ts';

/** A stored file as the media detail shows it (spec part 2 §3 "Media full response", fichiers.fichier). */
export interface FichierFull {
  id: number;
  nom: string;
  extension: string;
  description: string | null;
  sharedLink: string;
  /** Bytes, for the files page (size in MB). */
  taille: number;
  /** Seconds, for audio and video. */
  duree: number | null;
  largeur: number | null;
  hauteur: number | null;
  thumbnail_std: { sharedLink: string };
  fichierContentType: { fichierType: { id: number }; contentType: string };
}

export interface Couverture {
  sharedLink: string;
  thumbnail_std: { sharedLink: string; publicLink: string };
}

export interface MediaChild {
  id: number;
  titre: string;
  sousTitre: string | null;
  theme: string | null;
  datePublication: string | null;
  mediaType: { id: number; nom: string };
  couverture: Couverture | null;
}

export interface MediaDetail {
  id: number;
  titre: string;
  sousTitre: string | null;
  contenu: string | null;
  mediaType: { id: number; nom: string; code: string };
  nbrPages: number | null;
  isbn: string | null;
  dateEdition: string | null;
  /** Euros. */
  prix: number | null;
  lienLjc: string | null;
  nomRevue: { nom: string } | null;
  numRevue: number | null;
  serie: { nom: string } | null;
  datePublication: string | null;
  dateEvenement: string | null;
  couverture: Couverture | null;
  origine: { nom: string } | null;
  arrangements: { id: number; nom: string }[];
  typeCantiques: { id: number; nom: string }[];
  harmonisations: { id: number; nom: string }[];
  typeObjet: string | null;
  theme: string | null;
  categories: string[];
  /** The file types this media has among its public files (2 video, 4 and 6 audio, 5 document). */
  fichierTypePresent: { id: number }[];
}

export interface MediaFull {
  media: MediaDetail;
  auteurs: {
    auteur: {
      id: number;
      prenom: string | null;
      nom: string;
      pays: string | null;
      annees: string | null;
      origine: string | null;
    };
  }[];
  fichiers: {
    rang: number;
    classement: string | null;
    couverture: boolean;
    visiblePublic: boolean;
    fichier: FichierFull;
  }[];
  livreBibles: {
    id: number;
    ref: string | null;
    livreBible: { id: number; numLivre: number; nom1: string; nomSimple3: string; couleur: string };
  }[];
  /** Children of this media (media.id is this one) and the collections holding it (mediaChild.id is this one). */
  mediaMedias: { media: { id: number; titre: string }; mediaChild: MediaChild; rang: number }[];
  videoYoutubes: { videoYoutube: { id: number; idYoutube: string; titre: string | null } }[];
  notes: { numNote: number; contenu: string }[];
}

type RawFile = { id: number; nom: string; extension: string; thumb: string | null };

function couverture(f: RawFile | null): Couverture | null {
  if (!f) return null;
  const link = fileUrl(f);
  const thumb = f.thumb ? `${link}?taille=vignette` : link;
  return { sharedLink: link, thumbnail_std: { sharedLink: thumb, publicLink: thumb } };
}

/** One round trip: the media and every related list built as JSON by the database. */
const fullQuery = (id: number, draft: boolean) => sql`
  select json_build_object(
    'media', json_build_object(
      'id', m.id, 'titre', m.titre, 'sousTitre', m.sous_titre, 'contenu', m.contenu,
      'mediaType', json_build_object('id', mt.id, 'nom', mt.nom, 'code', mt.code),
      'nbrPages', m.nbr_pages, 'isbn', m.isbn, 'dateEdition', m.date_edition, 'prixCentimes', m.prix_centimes,
      'lienLjc', m.lien_ljc, 'nomRevue', rn.nom, 'numRevue', m.num_revue, 'serie', se.nom,
      'datePublication', m.date_publication, 'dateEvenement', m.date_evenement,
      'couverture', case when cf.id is null then null
        else json_build_object('id', cf.id, 'nom', cf.nom, 'extension', cf.extension, 'thumb', cf.thumbnail_key) end,
      'origine', og.nom, 'typeObjet', m.type_objet, 'theme', m.theme, 'categories', m.categories,
      'arrangements', coalesce((select json_agg(json_build_object('id', a.id, 'nom', a.nom) order by a.nom)
        from media_arrangement ma join arrangement a on a.id = ma.arrangement_id where ma.media_id = m.id), '[]'),
      'harmonisations', coalesce((select json_agg(json_build_object('id', h.id, 'nom', h.nom) order by h.nom)
        from media_harmonisation mh join harmonisation h on h.id = mh.harmonisation_id where mh.media_id = m.id), '[]'),
      'typeCantiques', coalesce((select json_agg(json_build_object('id', tc.id, 'nom', tc.nom) order by tc.nom)
        from media_type_cantique mtc join type_cantique tc on tc.id = mtc.type_cantique_id where mtc.media_id = m.id), '[]')
    ),
    'auteurs', coalesce((select json_agg(json_build_object('auteur', json_build_object(
        'id', a.id, 'prenom', a.prenom, 'nom', a.nom, 'pays', a.pays, 'annees', a.annees, 'origine', a.origine))
        order by mau.rang, a.nom)
      from media_auteur mau join auteur a on a.id = mau.auteur_id where mau.media_id = m.id), '[]'),
    'fichiers', coalesce((select json_agg(json_build_object(
        'rang', mf.rang, 'classement', mf.classement, 'couverture', mf.couverture, 'visiblePublic', mf.visible_public,
        'fichier', json_build_object('id', f.id, 'nom', f.nom, 'extension', f.extension, 'description', f.description,
          'taille', f.size_bytes, 'duree', f.duration_seconds, 'largeur', f.width, 'hauteur', f.height,
          'thumb', f.thumbnail_key, 'typeId', f.fichier_type_id, 'contentType', f.content_type))
        order by mf.rang, f.id)
      from media_fichier mf join fichier f on f.id = mf.fichier_id where mf.media_id = m.id and mf.visible_public), '[]'),
    'livreBibles', coalesce((select json_agg(json_build_object('id', mlb.id, 'ref', mlb.ref, 'livreBible', json_build_object(
        'id', lb.id, 'numLivre', lb.num_livre, 'nom1', lb.nom1, 'nomSimple3', lb.nom_simple3, 'couleur', lb.couleur))
        order by lb.num_livre, mlb.id)
      from media_livre_bible mlb join livre_bible lb on lb.id = mlb.livre_bible_id where mlb.media_id = m.id), '[]'),
    'mediaMedias', coalesce((select json_agg(json_build_object(
        'media', json_build_object('id', p.id, 'titre', p.titre), 'rang', mm.rang,
        'mediaChild', json_build_object('id', c.id, 'titre', c.titre, 'sousTitre', c.sous_titre, 'theme', c.theme,
          'datePublication', c.date_publication,
          'mediaType', json_build_object('id', ct.id, 'nom', ct.nom),
          'couverture', case when ccf.id is null then null
            else json_build_object('id', ccf.id, 'nom', ccf.nom, 'extension', ccf.extension, 'thumb', ccf.thumbnail_key) end))
        order by (mm.media_id = m.id) desc, mm.rang, c.id)
      from media_media mm
      join media p on p.id = mm.media_id join media c on c.id = mm.media_child_id
      join media_type ct on ct.id = c.media_type_id left join fichier ccf on ccf.id = c.couverture_id
      where (mm.media_id = m.id or mm.media_child_id = m.id) and p.publique and c.publique), '[]'),
    'videoYoutubes', coalesce((select json_agg(json_build_object('videoYoutube', json_build_object(
        'id', v.id, 'idYoutube', v.id_youtube, 'titre', v.titre)) order by mv.rang, v.id)
      from media_video_youtube mv join video_youtube v on v.id = mv.video_youtube_id where mv.media_id = m.id), '[]'),
    'notes', coalesce((select json_agg(json_build_object('numNote', n.num_note, 'contenu', n.contenu) order by n.num_note)
      from note n where n.media_id = m.id), '[]')
  ) as data
  from media m
  join media_type mt on mt.id = m.media_type_id
  left join revue_nom rn on rn.id = m.revue_nom_id
  left join serie se on se.id = m.serie_id
  left join origine og on og.id = m.origine_id
  left join fichier cf on cf.id = m.couverture_id
  where m.id = ${id} and m.publique = ${!draft}`;

type RawFull = {
  media: Omit<MediaDetail, 'couverture' | 'prix' | 'nomRevue' | 'serie' | 'origine' | 'fichierTypePresent'> & {
    couverture: RawFile | null;
    prixCentimes: number | null;
    nomRevue: string | null;
    serie: string | null;
    origine: string | null;
  };
  fichiers: {
    rang: number;
    classement: string | null;
    couverture: boolean;
    visiblePublic: boolean;
    fichier: RawFile &
      Omit<FichierFull, 'sharedLink' | 'thumbnail_std' | 'fichierContentType'> & {
        typeId: number;
        contentType: string;
      };
  }[];
  mediaMedias: {
    media: { id: number; titre: string };
    rang: number;
    mediaChild: Omit<MediaChild, 'couverture'> & { couverture: RawFile | null };
  }[];
} & Pick<MediaFull, 'auteurs' | 'livreBibles' | 'videoYoutubes' | 'notes'>;

/**
 * GET /api/public/mediaFull/{id}: a public media with its authors, public files, Bible references, related media,
 * videos and notes. NotFound for an unknown or unpublished media.
 */
export async function getMediaFull(ctx: Ctx, id: number, order: MediaOrder = 'rang'): Promise<MediaFull> {
  const full = await cache.get(ctx, id, () => loadMediaFull(ctx, id));
  if (order === 'rang') return full;
  let sorted = byNameOf.get(full);
  if (!sorted) byNameOf.set(full, (sorted = { ...full, mediaMedias: childrenByName(id, full.mediaMedias) }));
  return sorted;
}

/** The by-name answer lives as long as the kept answer it is made from, so it is shared between requests too. */
const byNameOf = new WeakMap<MediaFull, MediaFull>();

/** How the related media come: in the staff's order (rang), or the children by name (spec part 2 §7, order=nom). */
export const mediaOrders = ['rang', 'nom'] as const;
type MediaOrder = (typeof mediaOrders)[number];

const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The media's own children first, by title as a French reader sorts; the media it belongs to after, unchanged. */
function childrenByName(id: number, related: MediaFull['mediaMedias']): MediaFull['mediaMedias'] {
  const children = related.filter((mm) => mm.media.id === id);
  const parents = related.filter((mm) => mm.media.id !== id);
  return [...children.sort((a, b) => byName.compare(a.mediaChild.titre, b.mediaChild.titre)), ...parents];
}

/** Answers are shared between requests: callers build new objects rather than change them. */
const cache = timedCache<number, MediaFull>();

/**
 * An unpublished media as its public page would show it once published, or NotFound (unknown, or published: the
 * public answer serves it). For the staff only (`draftMediaForStaff` of domain/admin checks who asks); not cached.
 */
export function getDraftMediaFull(ctx: Ctx, id: number): Promise<MediaFull> {
  return loadMediaFull(ctx, id, true);
}

async function loadMediaFull(ctx: Ctx, id: number, draft = false): Promise<MediaFull> {
  // PGlite and node-postgres both answer { rows }.
  const result = (await ctx.db.execute(fullQuery(id, draft))) as unknown as { rows: { data: RawFull }[] };
  const raw = result.rows[0]?.data;
  if (!raw) throw new NotFound('Média introuvable');
  const { couverture: cover, prixCentimes, nomRevue, serie, origine, ...media } = raw.media;
  const fichiers = raw.fichiers.map(({ fichier: { thumb, typeId, contentType, ...f }, ...link }) => {
    const sharedLink = fileUrl(f);
    return {
      ...link,
      fichier: {
        ...f,
        sharedLink,
        thumbnail_std: { sharedLink: thumb ? `${sharedLink}?taille=vignette` : sharedLink },
        fichierContentType: { fichierType: { id: typeId }, contentType },
      },
    };
  });
  const present = [...new Set(fichiers.map((f) => f.fichier.fichierContentType.fichierType.id))].sort((a, b) => a - b);
  return {
    media: {
      ...media,
      prix: prixCentimes == null ? null : centsToEuros(prixCentimes),
      nomRevue: nomRevue == null ? null : { nom: nomRevue },
      serie: serie == null ? null : { nom: serie },
      origine: origine == null ? null : { nom: origine },
      couverture: couverture(cover),
      fichierTypePresent: present.map((typeId) => ({ id: typeId })),
    },
    auteurs: raw.auteurs,
    fichiers,
    livreBibles: raw.livreBibles,
    mediaMedias: raw.mediaMedias.map(({ mediaChild: { couverture: c, ...child }, ...mm }) => ({
      ...mm,
      mediaChild: { ...child, couverture: couverture(c) },
    })),
    videoYoutubes: raw.videoYoutubes,
    notes: raw.notes,
  };
}
