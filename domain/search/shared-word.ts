import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import type { Ctx } from '../context.ts';
import { centsToEuros } from '../money.ts';
import { fileUrl, mediaPath } from '../media/index.ts';
import { parseInput } from '../validation.ts';
import type { EngineHit, EngineQuery, FacetField } from './engine.ts';
import { searchEngine } from './choice.ts';
import {
  facetLimit,
  facetRangeBounds,
  filterGroupTypes,
  rangeIds,
  type RangeFacet,
  sharedWordSearchInput,
  type FilterGroupType,
  type SharedWordCategory,
  type SharedWordSearch,
} from './schemas.ts';

/** What each category tab searches (decision 0052). */
const categoryScopes: Record<SharedWordCategory, EngineQuery['scope']> = {
  // Every teaching media: not the site's own pages, blog posts, news, nor a book's chapters.
  toutParolePartagee: {
    excludeMediaTypeIds: [MediaTypeId.PAGE, MediaTypeId.BLOG, MediaTypeId.NEWS, MediaTypeId.CHAPTER],
  },
  ouvrage: { mediaTypeIds: [MediaTypeId.BOOK, MediaTypeId.HYMNBOOK, MediaTypeId.COLLECTION] },
  revue: { mediaTypeIds: [MediaTypeId.MAGAZINE, MediaTypeId.ARTICLE] },
};

/** Filter group labels as the API answers them (part 2 §3 "Filter group"); the page shows its own strings. */
const filterGroupLabels: Record<FilterGroupType, string> = {
  mediaType: 'types de médias',
  auteur: 'auteurs',
  livreBible: 'livres de la Bible',
  annee: 'années',
  serie: 'séries',
  niveau_1: 'rayons',
  niveau_2: 'sous-rayons',
  niveau_3: 'sujets',
  collection: 'collections',
  annee_parution: 'années de parution',
  disponibilite: 'disponibilité',
  disponible_en_librairie: 'en librairie',
  nombre_de_pages: 'nombre de pages',
  prix_vente: 'prix de vente',
};

/** The French labels of the values that are codes (the page shows its own strings). */
const valueLabels: Partial<Record<FilterGroupType, Record<string, string>>> = {
  disponibilite: { disponible: 'disponible', epuise: 'épuisé', a_paraitre: 'à paraître' },
  disponible_en_librairie: { true: 'oui', false: 'non' },
  nombre_de_pages: rangeLabels('nombre_de_pages', 'pages'),
  prix_vente: rangeLabels('prix_vente', '€'),
};

function rangeLabels(type: RangeFacet, unit: string): Record<string, string> {
  const bounds = facetRangeBounds[type];
  return Object.fromEntries(
    rangeIds(type).map((id, i) => [
      id,
      i === 0
        ? `moins de ${bounds[0]} ${unit}`
        : i === bounds.length
          ? `${bounds[i - 1]} ${unit} et plus`
          : `de ${bounds[i - 1]} à ${unit === 'pages' ? bounds[i] - 1 : bounds[i]} ${unit}`,
    ]),
  );
}

export interface FilterItem {
  id: string;
  label: string;
  value: boolean;
  count: number;
}

export interface FilterGroup {
  type: FilterGroupType;
  label: string;
  valueType: 'checkboxList';
  filterItems: FilterItem[];
}

/**
 * The bookshop record of a book or a magazine (spec part 2 §3 "Searchable article or journal record", decision 0113):
 * the fields the association's catalogue holds, under the record's names. Stock and purchase price are no part of it.
 */
export interface CatalogueRecord {
  isbn: string | null;
  /** A book's series, a magazine's title. */
  collection: string | null;
  annee_parution: number | null;
  nombre_de_pages: number | null;
  /** In euros. */
  prix_vente: number | null;
  disponible_en_librairie: boolean;
  /** Its shelves in the bookshop's catalogue, the widest first. */
  niveau_1: string | null;
  niveau_2: string | null;
  niveau_3: string | null;
  /** disponible, epuise or a_paraitre. */
  disponibilite: string | null;
}

/** The media types that are the catalogue's books and magazines. */
const catalogueTypes: readonly number[] = [
  MediaTypeId.BOOK,
  MediaTypeId.HYMNBOOK,
  MediaTypeId.COLLECTION,
  MediaTypeId.MAGAZINE,
  MediaTypeId.ARTICLE,
];

function catalogueRecord(hit: EngineHit): CatalogueRecord | null {
  if (!catalogueTypes.includes(hit.mediaTypeId)) return null;
  const date = hit.dateEdition ?? hit.datePublication;
  return {
    isbn: hit.isbn,
    collection: hit.serie ?? hit.nomRevue,
    annee_parution: date ? Number(date.slice(0, 4)) : null,
    nombre_de_pages: hit.nbrPages,
    prix_vente: hit.prixCentimes == null ? null : centsToEuros(hit.prixCentimes),
    disponible_en_librairie: hit.enLibrairie,
    niveau_1: hit.niveau1,
    niveau_2: hit.niveau2,
    niveau_3: hit.niveau3,
    disponibilite: hit.disponibilite,
  };
}

export interface SearchResult {
  id: number;
  titre: string;
  sousTitre: string | null;
  mediaType: { id: number; nom: string };
  datePublication: string | null;
  auteurs: string[];
  couverture: { sharedLink: string; thumbnail_std: { publicLink: string } } | null;
  snippet: string;
  url: string;
  /** It has a public audio file (it is an episode of the search's podcast feed). */
  audio: boolean;
  /** A book's or a magazine's catalogue record; null for the other media. */
  catalogue: CatalogueRecord | null;
}

export interface SharedWordResults {
  results: SearchResult[];
  total: number;
  pageNumber: number;
  pageSize: number;
  filters: FilterGroup[];
}

export function toSearchResult(hit: EngineHit): SearchResult {
  const cover = hit.couverture ? fileUrl(hit.couverture) : null;
  return {
    id: hit.id,
    titre: hit.titre,
    sousTitre: hit.sousTitre,
    mediaType: { id: hit.mediaTypeId, nom: hit.mediaTypeNom },
    datePublication: hit.datePublication,
    auteurs: hit.auteurs,
    couverture: cover
      ? {
          sharedLink: cover,
          thumbnail_std: { publicLink: hit.couverture?.thumbnailKey ? `${cover}?taille=vignette` : cover },
        }
      : null,
    snippet: hit.snippet,
    url: mediaPath(hit),
    audio: hit.hasAudio,
    catalogue: catalogueRecord(hit),
  };
}

/** The selected values of each group: only items with a truthy value count (part 2 §3). */
function selectedValues(search: SharedWordSearch): Partial<Record<FacetField, string[]>> {
  const out: Partial<Record<FacetField, string[]>> = {};
  for (const group of search.filters) {
    const ids = group.filterItems.filter((i) => Boolean(i.value)).map((i) => String(i.id));
    if (ids.length) out[group.type] = [...new Set([...(out[group.type] ?? []), ...ids])];
  }
  return out;
}

/**
 * The shared-word database search (part 2 §2 "Faceted search pages", §4 "Search"): a page of results of the category
 * and text, narrowed by the checked filter items, with every filter group counted for the current search with its
 * own selection left out. A page past the end is an empty page.
 */
export async function searchSharedWord(
  ctx: Ctx,
  input: unknown,
  options: { audioOnly?: boolean } = {},
): Promise<SharedWordResults> {
  const search = parseInput(sharedWordSearchInput, input);
  const selected = selectedValues(search);
  const found = await searchEngine.search(ctx, {
    text: search.queryString,
    scope: { ...categoryScopes[search.category], audioOnly: options.audioOnly },
    filters: selected,
    facets: filterGroupTypes,
    facetLimit,
    sort: search.queryString.trim() ? 'relevance' : 'date_desc',
    offset: (search.pageNumber - 1) * search.pageSize,
    limit: search.pageSize,
  });
  const filters = filterGroupTypes.map((type): FilterGroup => {
    const chosen = new Set(selected[type] ?? []);
    const labels = valueLabels[type];
    const items: FilterItem[] = (found.facets[type] ?? []).map((f) => ({
      id: f.value,
      label: labels?.[f.value] ?? f.label,
      value: chosen.has(f.value),
      count: f.count,
    }));
    // A checked item the current search no longer finds stays listed, so that it can be unchecked.
    for (const id of chosen) {
      if (!items.some((i) => i.id === id)) items.push({ id, label: id, value: true, count: 0 });
    }
    if (type === 'livreBible') items.sort((a, b) => Number(a.id) - Number(b.id));
    if (type === 'annee' || type === 'annee_parution') items.sort((a, b) => Number(b.id) - Number(a.id));
    if (type === 'nombre_de_pages' || type === 'prix_vente') {
      const order = rangeIds(type);
      items.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    }
    return { type, label: filterGroupLabels[type], valueType: 'checkboxList', filterItems: items };
  });
  return {
    results: found.hits.map(toSearchResult),
    total: found.total,
    pageNumber: search.pageNumber,
    pageSize: search.pageSize,
    filters,
  };
}
