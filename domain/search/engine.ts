import type { Ctx } from '../context.ts';

/**
 * The search engine behind both search screens (decision 0052). The PostgreSQL engine (postgres.ts) is the only one;
 * a hosted engine would implement this same interface and be chosen by configuration.
 */

/** What a search can narrow on and count: each facet is one field of the search document. */
export type FacetField =
  | 'mediaType'
  | 'auteur'
  | 'auteurNom'
  | 'livreBible'
  | 'annee'
  | 'serie'
  | 'revue'
  | 'theme'
  | 'dateParution'
  // The catalogue of books and magazines (decision 0113); pages and price are counted in ranges (schemas.ts).
  | 'niveau_1'
  | 'niveau_2'
  | 'niveau_3'
  | 'collection'
  | 'annee_parution'
  | 'disponibilite'
  | 'disponible_en_librairie'
  | 'nombre_de_pages'
  | 'prix_vente';

export type SortOrder = 'relevance' | 'titre_asc' | 'titre_desc' | 'date_asc' | 'date_desc';

export interface EngineQuery {
  /** Free text (already bounded to 200 characters); empty means every document of the scope. */
  text: string;
  /** The documents the screen searches at all (a category tab, the magazine articles). */
  scope: { mediaTypeIds?: readonly number[]; excludeMediaTypeIds?: readonly number[]; audioOnly?: boolean };
  /** Selected values per facet: a document matches a facet when it has any of them; facets combine with AND. */
  filters: Partial<Record<FacetField, readonly (string | number)[]>>;
  /** The facets to count, each with its own selection left out (disjunctive facets). */
  facets: readonly FacetField[];
  /** At most this many values per facet, the most frequent first. */
  facetLimit: number;
  sort: SortOrder;
  offset: number;
  limit: number;
}

export interface EngineHit {
  id: number;
  titre: string;
  sousTitre: string | null;
  mediaTypeId: number;
  mediaTypeNom: string;
  datePublication: string | null;
  auteurs: string[];
  theme: string | null;
  revue: string | null;
  numRevue: number | null;
  couvertureId: number | null;
  /** A public audio file: the media can be a podcast episode. */
  hasAudio: boolean;
  couverture: { id: number; nom: string; extension: string; thumbnailKey: string | null } | null;
  /** About 100 characters of HTML-escaped text, the matched words in <mark>. */
  snippet: string;
  /** What the catalogue record of a book or a magazine is made of (decision 0113). */
  serie: string | null;
  /** The magazine's name, without the number. */
  nomRevue: string | null;
  isbn: string | null;
  nbrPages: number | null;
  prixCentimes: number | null;
  dateEdition: string | null;
  /** It has a link to the association's bookshop. */
  enLibrairie: boolean;
  niveau1: string | null;
  niveau2: string | null;
  niveau3: string | null;
  disponibilite: string | null;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface EngineResult {
  total: number;
  hits: EngineHit[];
  facets: Partial<Record<FacetField, FacetValue[]>>;
}

export interface Suggestion {
  id: number;
  titre: string;
}

export interface SearchEngine {
  search(ctx: Ctx, query: EngineQuery): Promise<EngineResult>;
  /** Titles starting with or containing words starting with the text, for autocomplete. */
  suggest(ctx: Ctx, text: string, limit: number): Promise<Suggestion[]>;
  /** Rebuilds every document from the media library, calling progress after each batch. */
  reindex(ctx: Ctx, progress?: (done: number, total: number) => void): Promise<number>;
}
